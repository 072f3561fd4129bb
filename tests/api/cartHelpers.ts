import { expect } from 'vitest';
import { idFor } from '../../server/lib/ids';
import { seedPromotions } from '../../server/db/seed/promotions';
import type { StoreClient, TestShop } from './harness';
import { validateComponent, validateResponse } from './schema';

/** Products of the catalogue seed used by the cart and order tests. */
export const P = {
  bag: idFor('product:SW-MIS-100.1'), // Miscanthus bag, 12.90 €, 20.2 kg, tiers from 10 and 20
  halfPallet: idFor('product:SW-MIS-100.2'), // 20 bags, 236.90 €, 416 kg
  pallet: idFor('product:SW-MIS-100.3'), // 65 bags
  closeout: idFor('product:SW-ZUB-110'), // wheelbarrow, closeout, stock 3, shipping free
  soldOut: idFor('product:SW-LEC-120'), // closeout without stock
  mat: idFor('product:SW-PAD-100.1'), // min 4, steps 2
  fork: idFor('product:SW-ZUB-100'), // max purchase 100
  download: idFor('product:SW-ZUB-160'), // PDF guide, download, max 1
} as const;

export const SHIPPING = {
  parcel: idFor('shipping:parcel'),
  pallet: idFor('shipping:pallet_freight'),
  express: idFor('shipping:express'),
};
export const PAYMENT = {
  card: idFor('payment:card'),
  prepayment: idFor('payment:prepayment'),
  invoice: idFor('payment:invoice'),
};

export type Json = Record<string, any>;

/** The shop with the demo promotions (the catalogue seed does not add them). */
export function prepareShop(shop: TestShop): void {
  seedPromotions(shop.db);
}

/**
 * Validates a Cart answer against the schema. Shopware's own promotion line items carry a promotion
 * payload where the schema (generated from products) expects product fields; those payloads are
 * checked for their promotion keys instead.
 */
export function expectCart(body: unknown): void {
  const copy = JSON.parse(JSON.stringify(body)) as Json;
  for (const li of copy.lineItems ?? []) {
    if (li.type === 'promotion') {
      expect(typeof li.payload.promotionId).toBe('string');
      delete li.payload;
    }
  }
  expect(validateResponse('/checkout/cart', 'get', copy), 'Cart schema').toEqual([]);
}

export function expectComponent(name: string, body: unknown): void {
  expect(validateComponent(name, body), `schema ${name}`).toEqual([]);
}

export const errorKeys = (cart: Json): string[] => Object.values(cart.errors ?? {}).map((e) => (e as Json).messageKey as string);
export const productItems = (cart: Json): Json[] => (cart.lineItems as Json[]).filter((l) => l.type === 'product');
export const promotionItems = (cart: Json): Json[] => (cart.lineItems as Json[]).filter((l) => l.type === 'promotion');

export async function add(c: StoreClient, items: Array<Record<string, unknown>>): Promise<{ status: number; body: Json }> {
  return c.json<Json>('POST', '/checkout/cart/line-item', { items });
}

export const product = (id: string, quantity = 1) => ({ id, referencedId: id, type: 'product', quantity });
export const code = (value: string) => ({ type: 'promotion', referencedId: value });

export const countryId = (shop: TestShop, iso: string): string => (shop.db.prepare('SELECT id FROM country WHERE iso = ?').get(iso) as { id: string }).id;

/** Registers a guest (logged into the client's session) with a German address. */
export async function registerGuest(shop: TestShop, c: StoreClient, email = `guest-${Math.random().toString(36).slice(2)}@example.com`): Promise<Json> {
  const res = await c.json<Json>('POST', '/account/register', {
    guest: true,
    email,
    salutationId: idFor('salutation:mrs'),
    firstName: 'Greta',
    lastName: 'Gast',
    storefrontUrl: 'http://localhost:3999',
    acceptedDataProtection: true,
    billingAddress: { street: 'Weideweg 5', zipcode: '21335', city: 'Lüneburg', countryId: countryId(shop, 'DE') },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ...res.body, email };
}
