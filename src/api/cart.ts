import { encodeCriteria } from './criteriaQuery';
import { apiClient } from './client';
import { CART_INCLUDES } from './includes';
import { mapCart } from './map/cart';
import type { CartView } from './types';

/** Every answer carrying the cart brings only what the cart views render (src/api/includes.ts). */
const ONLY_RENDERED = { includes: CART_INCLUDES };
const cartCriteria = () => encodeCriteria({ includes: CART_INCLUDES });

/** The session's cart (GET /checkout/cart); its errors come back once, as messages. */
export async function fetchCart(): Promise<CartView> {
  const { data } = await apiClient.invoke('readCart get /checkout/cart', { query: { _criteria: cartCriteria() } });
  return mapCart(data);
}

/**
 * Adds products (POST /checkout/cart/line-item); the line item id is the product id. A replayed
 * offline addition sends its outbox key as `Idempotency-Key`, so a repeat after a lost answer
 * does not count twice.
 */
export async function addProducts(items: Array<{ productId: string; quantity: number }>, idempotencyKey?: string): Promise<CartView> {
  const { data } = await apiClient.invoke('addLineItem post /checkout/cart/line-item', {
    body: { items: items.map((i) => ({ id: i.productId, referencedId: i.productId, quantity: i.quantity, type: 'product' as const })), ...ONLY_RENDERED },
    ...(idempotencyKey ? { headers: { 'idempotency-key': idempotencyKey } } : {}),
  });
  return mapCart(data);
}

/** Adds a promotion code to the cart. */
export async function addPromotionCode(code: string): Promise<CartView> {
  const { data } = await apiClient.invoke('addLineItem post /checkout/cart/line-item', {
    body: { items: [{ referencedId: code.trim(), type: 'promotion' as const }], ...ONLY_RENDERED },
  });
  return mapCart(data);
}

/** Changes the quantity of a line item (PATCH /checkout/cart/line-item). */
export async function changeQuantity(lineItemId: string, quantity: number): Promise<CartView> {
  const { data } = await apiClient.invoke('updateLineItem patch /checkout/cart/line-item', {
    body: { items: [{ id: lineItemId, quantity }], ...ONLY_RENDERED },
  });
  return mapCart(data);
}

/** Removes line items (POST /checkout/cart/line-item/delete). */
export async function removeLineItems(ids: [string, ...string[]]): Promise<CartView> {
  const { data } = await apiClient.invoke('removeLineItem post /checkout/cart/line-item/delete', { body: { ids, ...ONLY_RENDERED } });
  return mapCart(data);
}
