import type { AppDeps } from '../../deps';
import type { Db } from '../../db/connection';
import { newId, newToken } from '../../lib/ids';
import { translate } from '../../lib/i18n';
import { sendMail } from '../../mail';
import type { AddressRow } from '../account/public';
import { invoiceLocale, renderInvoicePdf, type InvoiceData } from './invoice';
import { SELLER, sellerAddressLines, sellerBankDetails, transferTermsFor } from '../../lib/seller';
import { loadOrder, primaryTransaction, type LoadedOrder, type OrderAddressRow, type OrderRow } from './serialize';
import { PAID_TRANSACTION_STATES, type TransactionState } from './states';
import { nextNumber, peekNumber } from './numbers';
import {
  countryName,
  findInvoiceFile,
  findInvoiceId,
  insertInvoiceDocument,
  languageCode,
  optionNames,
  paymentMethodHandler,
  paymentMethodName,
  productNames,
  shippingMethodName,
} from './orderRepository';

/** What an order produces for the customer: the invoice (PDF document) and the confirmation mail. */

export function addressLines(
  db: Db,
  a: Pick<AddressRow, 'company' | 'first_name' | 'last_name' | 'street' | 'additional_address_line1' | 'zipcode' | 'city' | 'country_id'>,
  locale: string,
): string[] {
  const country = countryName(db, a.country_id);
  return [
    a.company,
    `${a.first_name} ${a.last_name}`,
    a.street,
    a.additional_address_line1,
    [a.zipcode, a.city].filter(Boolean).join(' '),
    country !== undefined ? translate(country, locale) : null,
  ].filter((l): l is string => !!l && l.trim() !== '');
}

export function storefrontUrl(deps: AppDeps, locale: string, path: string): string {
  const prefix = locale === 'de-DE' ? '' : `/${locale}`;
  return `${deps.config.publicUrl}${prefix}${path}`;
}

export function orderLocale(db: Db, order: OrderRow): string {
  return languageCode(db, order.language_id) ?? 'de-DE';
}

/** How an order is paid: by transfer (prepayment, invoice) or through a payment provider. */
export function orderPaymentHandler(db: Db, o: LoadedOrder): string | null {
  const tx = primaryTransaction(o);
  if (!tx) return null;
  return paymentMethodHandler(db, tx.payment_method_id)?.handler ?? null;
}

/** Transfer details of a prepayment or invoice order: due date counted from the order date. */
export function transferTerms(db: Db, o: LoadedOrder): { kind: 'invoice' | 'prepayment'; dueDate: string } | null {
  return transferTermsFor(orderPaymentHandler(db, o), o.order.order_date_time);
}

export function invoiceSeller(locale: string): InvoiceData['seller'] {
  return {
    company: SELLER.company,
    addressLines: sellerAddressLines(locale),
    vatId: SELLER.vatId,
    register: SELLER.register,
    managingDirectors: [...SELLER.managingDirectors],
    email: SELLER.email,
    bank: sellerBankDetails(),
  };
}

/** Builds what the invoice shows from a stored order. */
export function invoiceData(deps: AppDeps, o: LoadedOrder, invoiceNumber: string, invoiceDate: string): InvoiceData {
  const { db } = deps;
  const locale = invoiceLocale(orderLocale(db, o.order));
  const translated = locale !== orderLocale(db, o.order);
  const price = JSON.parse(o.order.price) as { calculatedTaxes: Array<{ taxRate: number; tax: number; price: number }>; netPrice: number; totalPrice: number };
  const billing = o.addresses.find((a) => a.id === o.order.billing_address_id);
  const shippingAddr = o.deliveries[0] ? o.addresses.find((a) => a.id === o.deliveries[0].shipping_order_address_id) : undefined;
  const tx = primaryTransaction(o);
  const payment = tx ? paymentMethodName(db, tx.payment_method_id) : undefined;
  const shippingMethod = o.deliveries[0] ? shippingMethodName(db, o.deliveries[0].shipping_method_id) : undefined;
  const lines = (a: OrderAddressRow | undefined) => (a ? addressLines(db, a, locale) : []);
  const terms = transferTerms(db, o);
  const customerVatId = billing?.vat_id ?? (o.customer ? (JSON.parse(o.customer.vat_ids || '[]') as string[])[0] : null) ?? null;
  const delivery = o.deliveries[0];
  return {
    locale,
    seller: invoiceSeller(locale),
    invoiceNumber,
    invoiceDate,
    orderNumber: o.order.order_number,
    orderDate: o.order.order_date_time,
    customerNumber: o.customer?.customer_number ?? null,
    customerVatId: billing?.company || o.customer?.company ? customerVatId : null,
    delivery: delivery?.shipping_date_earliest && delivery.shipping_date_latest ? { earliest: delivery.shipping_date_earliest, latest: delivery.shipping_date_latest } : null,
    billingAddress: lines(billing),
    shippingAddress: shippingAddr && shippingAddr.id !== billing?.id ? lines(shippingAddr) : null,
    currency: o.order.currency_iso,
    taxStatus: o.order.tax_status as InvoiceData['taxStatus'],
    lineItems: o.lineItems.map((li) => {
      let label = li.label;
      // Labels are stored in the order language; an English invoice (for ar-AE) reads English names.
      if (translated && li.product_id) {
        const row = productNames(db, li.product_id);
        label = translate(row?.name ?? row?.parent_name ?? null, locale) ?? label;
      }
      const payload = JSON.parse(li.payload) as { productNumber?: string; options?: Array<{ id?: string; group?: unknown; option?: unknown }> };
      const options = (payload.options ?? [])
        .map((opt) => {
          if (translated && opt.id) {
            const row = optionNames(db, opt.id);
            if (row) return `${translate(row.grp, locale) ?? ''}: ${translate(row.option, locale) ?? ''}`;
          }
          const group = typeof opt.group === 'string' ? opt.group : ((opt.group as { name?: string } | undefined)?.name ?? '');
          return group ? `${group}: ${String(opt.option ?? '')}` : String(opt.option ?? '');
        })
        .filter((t) => t.trim() !== '' && !t.trim().startsWith(':'));
      const price = JSON.parse(li.price) as { calculatedTaxes?: Array<{ taxRate: number }> };
      return {
        label,
        options,
        productNumber: payload.productNumber ?? null,
        quantity: li.quantity,
        unitPrice: li.unit_price,
        totalPrice: li.total_price,
        taxRate: price.calculatedTaxes?.length === 1 ? price.calculatedTaxes[0].taxRate : null,
      };
    }),
    shippingMethod: shippingMethod !== undefined ? translate(shippingMethod, locale) : null,
    shippingTotal: o.order.shipping_total,
    netTotal: price.netPrice,
    taxes: price.calculatedTaxes ?? [],
    total: price.totalPrice,
    paymentMethod: payment !== undefined ? (translate(payment, locale) ?? '') : '',
    payment: terms ?? { kind: 'other' },
    customerComment: o.order.customer_comment,
  };
}

/**
 * Generates and stores the invoice of an order (once); returns the document id. `date` (ISO) is the
 * invoice date, today unless given: the demo's order history is invoiced on its past order dates.
 */
export async function createInvoice(deps: AppDeps, orderId: string, opts: { date?: string } = {}): Promise<string | null> {
  const { db } = deps;
  const existing = findInvoiceId(db, orderId);
  if (existing) return existing;
  const o = loadOrder(db, orderId);
  if (!o) return null;
  const date = opts.date ?? new Date().toISOString();
  // Gapless numbers: render with the next free number, then take it and store the document in one
  // transaction, only if nobody took the number meanwhile (else render again). A crash or a
  // failed rendering therefore never consumes a number.
  for (let attempt = 0; attempt < 10; attempt++) {
    const number = peekNumber(db, 'invoice');
    const pdf = await renderInvoicePdf(invoiceData(deps, o, number, date));
    const id = newId();
    const stored = db
      .transaction((): string | null => {
        const again = findInvoiceId(db, orderId);
        if (again) return again;
        if (peekNumber(db, 'invoice') !== number) return null;
        nextNumber(db, 'invoice');
        insertInvoiceDocument(db, {
          id,
          orderId,
          documentNumber: number,
          deepLinkCode: newToken(32),
          fileName: `invoice_${number}.pdf`,
          content: pdf,
          config: JSON.stringify({ documentNumber: number, documentDate: date, displayInCustomerAccount: true, orderNumber: o.order.order_number }),
          createdAt: date,
        });
        return id;
      })
      .immediate();
    if (stored) return stored;
  }
  throw new Error(`No invoice number could be taken for order ${orderId}`);
}

/** The confirmation mail of a new order (with the invoice attached when there is one). */
export function sendOrderConfirmation(deps: AppDeps, orderId: string): void {
  const { db } = deps;
  const o = loadOrder(db, orderId);
  if (!o || !o.customer) return;
  const locale = orderLocale(db, o.order);
  const price = JSON.parse(o.order.price) as { calculatedTaxes: Array<{ taxRate: number; tax: number }>; totalPrice: number; positionPrice: number };
  const billing = o.addresses.find((a) => a.id === o.order.billing_address_id);
  const shippingAddr = o.deliveries[0] ? o.addresses.find((a) => a.id === o.deliveries[0].shipping_order_address_id) : billing;
  const tx = primaryTransaction(o);
  const payment = tx ? paymentMethodName(db, tx.payment_method_id) : undefined;
  const shippingMethod = o.deliveries[0] ? shippingMethodName(db, o.deliveries[0].shipping_method_id) : undefined;
  const invoice = findInvoiceFile(db, orderId);
  const guest = !!o.customer.guest;
  const transfer = transferTerms(db, o);
  sendMail(deps, {
    to: o.customer.email,
    locale,
    template: 'order_confirmation',
    data: {
      orderNumber: o.order.order_number,
      orderDate: o.order.order_date_time,
      firstName: o.customer.first_name,
      lastName: o.customer.last_name,
      currency: o.order.currency_iso,
      lineItems: o.lineItems.map((li) => ({
        label: li.label,
        quantity: li.quantity,
        unitPrice: li.unit_price,
        totalPrice: li.total_price,
        productNumber: (JSON.parse(li.payload) as { productNumber?: string }).productNumber ?? null,
      })),
      positionPrice: price.positionPrice,
      shippingTotal: o.order.shipping_total,
      totalPrice: price.totalPrice,
      taxStatus: o.order.tax_status as 'gross' | 'net' | 'tax-free',
      taxes: (price.calculatedTaxes ?? []).map((t) => ({ taxRate: t.taxRate, tax: t.tax })),
      paymentMethod: payment !== undefined ? (translate(payment, locale) ?? '') : '',
      shippingMethod: shippingMethod !== undefined ? (translate(shippingMethod, locale) ?? '') : '',
      billingAddress: billing ? addressLines(db, billing, locale) : [],
      shippingAddress: shippingAddr ? addressLines(db, shippingAddr, locale) : [],
      customerComment: o.order.customer_comment,
      orderUrl: guest ? storefrontUrl(deps, locale, `/account/order?deepLinkCode=${encodeURIComponent(o.order.deep_link_code)}`) : storefrontUrl(deps, locale, '/account/order'),
      paymentUrl: tx && !transfer && !PAID_TRANSACTION_STATES.includes(tx.state as TransactionState) ? storefrontUrl(deps, locale, `/checkout/success/${orderId}/unpaid`) : null,
      transfer: transfer ? { kind: transfer.kind, dueDate: transfer.dueDate, ...sellerBankDetails() } : null,
    },
    attachments: invoice ? [{ filename: invoice.file_name, content: invoice.content, contentType: 'application/pdf' }] : [],
  });
}
