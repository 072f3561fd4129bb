import type { Schemas } from '@shopware/api-client/store-api-types';
import type { DeliveryView, OrderLineView, OrderView, TransferView } from '../types';
import { mapAddress } from './checkout';
import { mapLineOptions } from './lineOptions';
import { mapImage } from './media';
import { asLoose, num, str, translated } from './schemas';

const stateOf = (entity: unknown) => {
  const s = asLoose(asLoose(entity).stateMachineState);
  return { technical: str(s.technicalName) ?? 'open', name: translated(s, 'name') ?? '' };
};

function mapLine(entity: unknown): OrderLineView {
  const l = asLoose(entity);
  const price = asLoose(l.price);
  const payload = asLoose(l.payload);
  return {
    id: String(l.id),
    type: str(l.type) ?? 'product',
    label: str(l.label) ?? '',
    quantity: num(l.quantity) ?? 1,
    unitPrice: num(price.unitPrice) ?? num(l.unitPrice) ?? 0,
    totalPrice: num(price.totalPrice) ?? num(l.totalPrice) ?? 0,
    productNumber: str(payload.productNumber),
    productId: str(l.productId) ?? (str(l.type) === 'product' ? str(l.referencedId) : undefined),
    image: mapImage(l.cover as Schemas['Media'] | undefined, str(l.label)),
    downloads: (Array.isArray(l.downloads) ? l.downloads.map(asLoose) : [])
      .filter((d) => str(d.id))
      .map((d) => {
        const media = asLoose(d.media);
        const ext = str(media.fileExtension);
        return { id: String(d.id), fileName: `${str(media.fileName) ?? 'download'}${ext ? `.${ext}` : ''}`, accessGranted: d.accessGranted === true };
      }),
    options: mapLineOptions(payload),
  };
}

/** The transaction that counts: the newest one (a new one is created when the payment changes). */
function currentTransaction(order: Record<string, unknown>): Record<string, unknown> {
  const list = Array.isArray(order.transactions) ? order.transactions.map(asLoose) : [];
  const newest = [...list].sort((a, b) => String(b.createdAt ?? '').localeCompare(String(a.createdAt ?? '')))[0];
  return newest ?? asLoose(order.primaryOrderTransaction);
}

export function mapOrder(entity: Schemas['Order'] | Record<string, unknown>, paymentChangeable = true): OrderView {
  const o = asLoose(entity);
  const price = asLoose(o.price);
  const state = stateOf(o);
  const tx = currentTransaction(o);
  const txState = stateOf(tx);
  const method = asLoose(tx.paymentMethod);
  const deliveries = Array.isArray(o.deliveries) ? o.deliveries.map(asLoose) : [];
  const delivery = deliveries[0] ?? asLoose(o.primaryOrderDelivery);
  const taxStatus = str(price.taxStatus) ?? str(o.taxStatus);
  const docs = Array.isArray(o.documents) ? o.documents.map(asLoose) : [];
  const customer = asLoose(o.orderCustomer);
  const vatIds = (Array.isArray(customer.vatIds) ? customer.vatIds : []).filter((v): v is string => typeof v === 'string' && v !== '');
  return {
    id: String(o.id),
    orderNumber: str(o.orderNumber) ?? '',
    orderDate: str(o.orderDateTime) ?? str(o.createdAt) ?? '',
    state: state.technical,
    stateName: state.name,
    currency: str(asLoose(o.currency).isoCode) ?? 'EUR',
    amountTotal: num(o.amountTotal) ?? num(price.totalPrice) ?? 0,
    amountNet: num(o.amountNet) ?? num(price.netPrice) ?? 0,
    positionPrice: num(o.positionPrice) ?? num(price.positionPrice) ?? 0,
    shippingTotal: num(o.shippingTotal) ?? num(asLoose(o.shippingCosts).totalPrice) ?? 0,
    taxStatus: taxStatus === 'net' || taxStatus === 'tax-free' ? taxStatus : 'gross',
    taxes: (Array.isArray(price.calculatedTaxes) ? price.calculatedTaxes.map(asLoose) : []).map((t) => ({ rate: num(t.taxRate) ?? 0, tax: num(t.tax) ?? 0 })),
    lineItems: (Array.isArray(o.lineItems) ? o.lineItems : []).map(mapLine),
    email: str(customer.email),
    billingAddress: mapAddress(o.billingAddress),
    shippingAddress: mapAddress(delivery.shippingOrderAddress),
    shippingMethod: translated(delivery.shippingMethod, 'name'),
    customerComment: str(o.customerComment),
    deepLinkCode: str(o.deepLinkCode),
    payment: {
      transactionId: str(tx.id),
      state: txState.technical,
      stateName: txState.name,
      methodId: str(tx.paymentMethodId) ?? str(method.id),
      methodName: str(asLoose(method.translated).distinguishableName) ?? translated(method, 'name'),
      adyenType: str(asLoose(asLoose(method.extensions).adyenData).type),
    },
    paymentChangeable,
    documents: docs
      .filter((d) => str(d.id) && str(d.deepLinkCode))
      .map((d) => ({
        id: String(d.id),
        deepLinkCode: String(d.deepLinkCode),
        type: str(asLoose(d.documentType).technicalName) ?? 'invoice',
        number: str(d.documentNumber) ?? str(asLoose(d.config).documentNumber),
        date: str(asLoose(d.config).documentDate) ?? str(d.createdAt),
      })),
    transfer: mapTransfer(asLoose(o.extensions).stallwerkTransfer),
    delivery: deliveries[0] ? mapDelivery(deliveries[0]) : undefined,
    business: Boolean(str(customer.company) || str(asLoose(o.billingAddress).company) || vatIds.length > 0),
    vatIds,
  };
}

/**
 * The carrier's page for a tracking code: Shopware's shipping method trackingUrl with `%s` for the
 * code. Only web addresses are linked; the URL comes from the backend, so anything else is refused.
 */
export function trackingHref(template: string | undefined, code: string): string | undefined {
  if (!template || !template.includes('%s')) return undefined;
  const url = template.replaceAll('%s', encodeURIComponent(code)).trim();
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

function mapDelivery(d: Record<string, unknown>): DeliveryView {
  const state = stateOf(d);
  const method = asLoose(d.shippingMethod);
  const template = str(asLoose(method.translated).trackingUrl) ?? str(method.trackingUrl);
  const codes = (Array.isArray(d.trackingCodes) ? d.trackingCodes : []).filter((c): c is string => typeof c === 'string' && c.trim() !== '');
  return {
    state: state.technical,
    stateName: state.name,
    method: translated(method, 'name'),
    earliest: str(d.shippingDateEarliest),
    latest: str(d.shippingDateLatest),
    tracking: codes.map((code) => {
      const url = trackingHref(template, code);
      return url ? { code, url } : { code };
    }),
  };
}

function mapTransfer(entity: unknown): TransferView | undefined {
  const t = asLoose(entity);
  const kind = str(t.kind);
  if (kind !== 'prepayment' && kind !== 'invoice') return undefined;
  return {
    kind,
    recipient: str(t.recipient) ?? '',
    iban: str(t.iban) ?? '',
    bic: str(t.bic) ?? '',
    bank: str(t.bank) ?? '',
    amount: num(t.amount) ?? 0,
    reference: str(t.reference) ?? '',
    dueDate: str(t.dueDate) ?? '',
    paymentDays: num(t.paymentDays) ?? 0,
  };
}
