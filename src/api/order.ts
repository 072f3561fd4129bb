/** Orders in the account: history, one order, guest access by deep link, cancel, documents. */
import { config } from '../config';
import { currentContextToken, requestLanguage } from './client';
import { mapOrder } from './map/order';
import { mapProductSummary } from './map/product';
import { storeApi } from './storeApi';
import type { OrderListView, OrderView, ProductSummary } from './types';
import type { StoreApiOperations } from './types/operationOverrides';

const ASSOCIATIONS = {
  lineItems: { associations: { cover: {} } },
  addresses: { associations: { country: {}, countryState: {}, salutation: {} } },
  billingAddress: { associations: { country: {}, countryState: {} } },
  deliveries: { associations: { shippingMethod: {}, shippingOrderAddress: { associations: { country: {}, countryState: {} } } } },
  transactions: { associations: { paymentMethod: {} } },
  currency: {},
  orderCustomer: {},
  documents: { associations: { documentType: {} } },
};

type OrderAnswer = { orders?: { elements?: unknown[]; total?: number; page?: number; limit?: number }; paymentChangeable?: Record<string, boolean> };

async function searchOrders(body: Omit<StoreApiOperations['readOrder post /order']['body'], 'associations' | 'checkPromotion'>): Promise<{ orders: OrderView[]; total: number }> {
  const { data } = await storeApi.invoke('readOrder post /order', { body: { associations: ASSOCIATIONS, checkPromotion: false, ...body } });
  // mapOrder reads orders as loose records (map/order.ts), so the answer is read that way too.
  const answer = data as unknown as OrderAnswer;
  const elements = (answer.orders?.elements ?? []) as Array<Record<string, unknown>>;
  return {
    orders: elements.map((o) => mapOrder(o, answer.paymentChangeable?.[String(o.id)] ?? false)),
    total: answer.orders?.total ?? elements.length,
  };
}

/** One page of the signed-in customer's orders, newest first (POST /order). */
export async function fetchOrders(page: number, limit: number): Promise<OrderListView> {
  const { orders, total } = await searchOrders({
    page,
    limit,
    'total-count-mode': 'exact',
    sort: [{ field: 'orderDateTime', order: 'DESC' }],
  });
  return { orders, total, page, limit };
}

/** A guest's order by the deep link of the confirmation mail, checked with e-mail and postal code. */
export async function fetchGuestOrder(deepLinkCode: string, email: string, zipcode: string): Promise<OrderView | null> {
  // login: the session becomes the guest's, so cancelling and paying work as for a customer.
  const { orders } = await searchOrders({ filter: [{ type: 'equals', field: 'deepLinkCode', value: deepLinkCode }], email, zipcode, login: true });
  return orders[0] ?? null;
}

/** Cancels an open order (POST /order/state/cancel); answers with the new state's technical name. */
export async function cancelOrder(orderId: string): Promise<string> {
  const { data } = await storeApi.invoke('cancelOrder post /order/state/cancel', { body: { orderId } });
  return String(data.technicalName ?? 'cancelled');
}

/**
 * A document's PDF (GET /document/download/{id}/{deepLinkCode}). It needs the context token, so
 * it is fetched and handed out as a Blob; guests send their e-mail and postal code along.
 */
export async function downloadDocument(doc: { id: string; deepLinkCode: string }, guest?: { email: string; zipcode: string }): Promise<Blob> {
  return fetchFile(`/document/download/${encodeURIComponent(doc.id)}/${encodeURIComponent(doc.deepLinkCode)}`, guest);
}

/** A file of a digital product the order grants (GET /order/download/{orderId}/{downloadId}); 403 until paid. */
export async function downloadOrderFile(orderId: string, downloadId: string): Promise<Blob> {
  return fetchFile(`/order/download/${encodeURIComponent(orderId)}/${encodeURIComponent(downloadId)}`);
}

async function fetchFile(path: string, guest?: { email: string; zipcode: string }): Promise<Blob> {
  const url = new URL(`${config.storeApiUrl}${path}`, location.href);
  url.searchParams.set('download', '1');
  if (guest) {
    url.searchParams.set('email', guest.email);
    url.searchParams.set('zipcode', guest.zipcode);
  }
  const token = currentContextToken();
  const language = requestLanguage();
  const response = await fetch(url, {
    headers: { 'sw-access-key': config.accessKey, ...(token ? { 'sw-context-token': token } : {}), ...(language ? { 'sw-language-id': language } : {}) },
    credentials: 'same-origin',
  });
  if (!response.ok) throw Object.assign(new Error(`Document download failed (${response.status})`), { status: response.status });
  return response.blob();
}

/** The products of an order as they are now (availability, purchase limits) for "order again". */
export async function fetchProductsById(ids: string[]): Promise<Map<string, ProductSummary>> {
  if (ids.length === 0) return new Map();
  const { data } = await storeApi.invoke('readProduct post /product', {
    body: { ids, limit: ids.length, associations: { cover: {}, seoUrls: {} } },
  });
  const languageId = requestLanguage();
  return new Map((data.elements ?? []).map((p) => [p.id, mapProductSummary(p, languageId)]));
}
