import { apiClient } from './client';
import { mapCart } from './map/cart';
import type { CartView } from './types';

/** The session's cart (GET /checkout/cart); its errors come back once, as messages. */
export async function fetchCart(): Promise<CartView> {
  const { data } = await apiClient.invoke('readCart get /checkout/cart');
  return mapCart(data);
}

/**
 * Adds products (POST /checkout/cart/line-item); the line item id is the product id. A replayed
 * offline addition sends its outbox key as `Idempotency-Key`, so a repeat after a lost answer
 * does not count twice.
 */
export async function addProducts(items: Array<{ productId: string; quantity: number }>, idempotencyKey?: string): Promise<CartView> {
  const { data } = await apiClient.invoke('addLineItem post /checkout/cart/line-item', {
    body: { items: items.map((i) => ({ id: i.productId, referencedId: i.productId, quantity: i.quantity, type: 'product' as const })) },
    // The generated operation lists only the language header; the backend also reads this one.
    ...(idempotencyKey ? { headers: { 'idempotency-key': idempotencyKey } as { 'sw-language-id'?: string } } : {}),
  });
  return mapCart(data);
}

/** Adds a promotion code to the cart. */
export async function addPromotionCode(code: string): Promise<CartView> {
  const { data } = await apiClient.invoke('addLineItem post /checkout/cart/line-item', {
    body: { items: [{ referencedId: code.trim(), type: 'promotion' as const }] },
  });
  return mapCart(data);
}

/** Changes the quantity of a line item (PATCH /checkout/cart/line-item). */
export async function changeQuantity(lineItemId: string, quantity: number): Promise<CartView> {
  const { data } = await apiClient.invoke('updateLineItem patch /checkout/cart/line-item', {
    body: { items: [{ id: lineItemId, quantity }] },
  });
  return mapCart(data);
}

/** Removes line items (POST /checkout/cart/line-item/delete). */
export async function removeLineItems(ids: [string, ...string[]]): Promise<CartView> {
  const { data } = await apiClient.invoke('removeLineItem post /checkout/cart/line-item/delete', { body: { ids } });
  return mapCart(data);
}
