import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idFor } from '../../server/lib/ids';
import { seedCustomers, DEMO_BUSINESS_CUSTOMER, DEMO_CUSTOMER } from '../../server/db/seed/customers';
import { startTestShop, type TestShop } from './harness';
import { expectError } from './schema';
import { add, code, countryId, errorKeys, expectCart, P, PAYMENT, prepareShop, product, productItems, promotionItems, registerGuest, SHIPPING, type Json } from './cartHelpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
  prepareShop(shop);
});
afterAll(async () => shop?.close());

describe('GET /checkout/cart', () => {
  it('answers an empty cart for a new session', async () => {
    const c = shop.client();
    const res = await c.json<Json>('GET', '/checkout/cart');
    expect(res.status).toBe(200);
    expectCart(res.body);
    expect(res.body.token).toBe(c.token);
    expect(res.body.lineItems).toEqual([]);
    expect(res.body.deliveries).toEqual([]);
    expect(res.body.errors).toEqual({});
    expect(res.body.price).toMatchObject({ totalPrice: 0, positionPrice: 0, netPrice: 0, taxStatus: 'gross', apiAlias: 'cart_price' });
    expect(res.body.apiAlias).toBe('cart');
  });
});

describe('line items', () => {
  it('adds a product with server-side prices, taxes, tier price and parcel shipping', async () => {
    const c = shop.client();
    const res = await add(c, [product(P.bag, 2)]);
    expect(res.status).toBe(200);
    expectCart(res.body);
    const [li] = productItems(res.body);
    expect(li).toMatchObject({ id: P.bag, referencedId: P.bag, quantity: 2, type: 'product', good: true, removable: true, stackable: true, states: ['is-physical'] });
    expect(li.payload.productNumber).toBe('SW-MIS-100.1');
    expect(li.price).toMatchObject({ unitPrice: 12.9, totalPrice: 25.8, quantity: 2 });
    expect(li.price.calculatedTaxes[0]).toMatchObject({ taxRate: 19, tax: 4.12 });
    expect(li.quantityInformation).toMatchObject({ minPurchase: 1, purchaseSteps: 1 });
    expect(li.priceDefinition).toMatchObject({ type: 'quantity', price: 12.9, quantity: 2, apiAlias: 'cart_price_quantity' });
    // 40.4 kg → parcel bracket up to 100 kg
    expect(res.body.deliveries[0].shippingMethod.technicalName).toBe('parcel');
    expect(res.body.deliveries[0].shippingCosts.totalPrice).toBe(19.9);
    expect(res.body.price.totalPrice).toBe(45.7);
    expect(res.body.price.positionPrice).toBe(25.8);
    expect(res.body.transactions[0].paymentMethodId).toBe(PAYMENT.card);

    // same product again: quantities add up, 10 bags reach the second tier
    const more = await add(c, [product(P.bag, 8)]);
    const [bag] = productItems(more.body);
    expect(bag.quantity).toBe(10);
    expect(bag.price.unitPrice).toBe(12.49);
    expect(bag.price.totalPrice).toBe(124.9);
  });

  it('never takes prices from the client', async () => {
    const c = shop.client();
    const res = await add(c, [{ ...product(P.bag, 1), price: { unitPrice: 0.01 }, priceDefinition: { price: 0.01, type: 'quantity' }, label: 'cheap' }]);
    const [li] = productItems(res.body);
    expect(li.price.unitPrice).toBe(12.9);
    expect(li.label).not.toBe('cheap');
  });

  it('refuses quantities that are not positive integers', async () => {
    const c = shop.client();
    for (const quantity of [0, -1, 1.5, '2', null]) {
      const res = await add(c, [{ ...product(P.bag), quantity }]);
      expect(res.status, String(quantity)).toBe(400);
      expectError(res.body, 400, 'CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY');
      expect(res.body.errors[0].source.pointer).toBe('/items/0/quantity');
    }
    await add(c, [product(P.bag, 1)]);
    const patch = await c.json<Json>('PATCH', '/checkout/cart/line-item', { items: [{ id: P.bag, quantity: 0 }] });
    expectError(patch.body, 400, 'CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY');
    // nothing was written by the refused requests
    const cart = await c.json<Json>('GET', '/checkout/cart');
    expect(productItems(cart.body)[0].quantity).toBe(1);
  });

  it('refuses bad bodies and unsupported line item types', async () => {
    const c = shop.client();
    expectError((await c.json('POST', '/checkout/cart/line-item', {})).body, 400);
    expectError((await c.json('POST', '/checkout/cart/line-item', { items: 'x' })).body, 400);
    expectError((await c.json('POST', '/checkout/cart/line-item', { items: [{ type: 'credit', referencedId: P.bag }] })).body, 400, 'CHECKOUT__CART_LINE_ITEM_TYPE_NOT_SUPPORTED');
    expectError((await c.json('POST', '/checkout/cart/line-item', { items: [{ type: 'promotion', referencedId: '' }] })).body, 400);
  });

  it('updates and removes line items; unknown ids are 404', async () => {
    const c = shop.client();
    await add(c, [product(P.bag, 1), product(P.fork, 1)]);
    const patched = await c.json<Json>('PATCH', '/checkout/cart/line-item', { items: [{ id: P.fork, quantity: 3 }] });
    expect(patched.status).toBe(200);
    expectCart(patched.body);
    expect(productItems(patched.body).find((l) => l.id === P.fork)!.quantity).toBe(3);

    const missing = await c.json<Json>('PATCH', '/checkout/cart/line-item', { items: [{ id: idFor('nope'), quantity: 3 }] });
    expect(missing.status).toBe(404);
    expectError(missing.body, 404, 'CHECKOUT__CART_LINE_ITEM_NOT_FOUND');

    const removed = await c.json<Json>('POST', '/checkout/cart/line-item/delete', { ids: [P.fork] });
    expect(removed.status).toBe(200);
    expect(productItems(removed.body).map((l) => l.id)).toEqual([P.bag]);
    expectError((await c.json('POST', '/checkout/cart/line-item/delete', { ids: [P.fork] })).body, 404, 'CHECKOUT__CART_LINE_ITEM_NOT_FOUND');
    expectError((await c.json('POST', '/checkout/cart/line-item/delete', { ids: [] })).body, 400);

    // the deprecated DELETE variant
    await add(c, [product(P.fork, 1)]);
    const del = await c.json<Json>('DELETE', `/checkout/cart/line-item?ids[]=${P.fork}`);
    expect(del.status).toBe(200);
    expect(productItems(del.body).map((l) => l.id)).toEqual([P.bag]);
  });

  it('deletes the whole cart', async () => {
    const c = shop.client();
    await add(c, [product(P.bag, 1), code('STALL10')]);
    const res = await c.call('DELETE', '/checkout/cart');
    expect(res.statusCode).toBe(204);
    const cart = await c.json<Json>('GET', '/checkout/cart');
    expect(cart.body.lineItems).toEqual([]);
  });
});

describe('cart rule messages (spec §4, §8)', () => {
  it('limits closeout products to the stock and reports it once', async () => {
    const c = shop.client();
    const res = await add(c, [product(P.closeout, 5)]);
    expectCart(res.body);
    expect(productItems(res.body)[0].quantity).toBe(3);
    const error = res.body.errors[`product-stock-reached${P.closeout}`];
    expect(error).toMatchObject({ messageKey: 'product-stock-reached', level: 10, quantity: 3, code: 0 });
    expect(typeof error.name).toBe('string');
    expect(typeof error.message).toBe('string');
    // consumed: the next answer has no errors
    const again = await c.json<Json>('GET', '/checkout/cart');
    expect(again.body.errors).toEqual({});
    expect(productItems(again.body)[0].quantity).toBe(3);
  });

  it('removes sold-out closeouts: product-out-of-stock', async () => {
    const res = await add(shop.client(), [product(P.soldOut, 1)]);
    expect(productItems(res.body)).toEqual([]);
    expect(errorKeys(res.body)).toEqual(['product-out-of-stock']);
  });

  it('raises to the minimum and fits to purchase steps', async () => {
    const c = shop.client();
    const res = await add(c, [product(P.mat, 1)]);
    expect(productItems(res.body)[0].quantity).toBe(4);
    expect(res.body.errors[`min-order-quantity${P.mat}`]).toMatchObject({ messageKey: 'min-order-quantity', quantity: 4 });
    const steps = await c.json<Json>('PATCH', '/checkout/cart/line-item', { items: [{ id: P.mat, quantity: 7 }] });
    expect(productItems(steps.body)[0].quantity).toBe(6);
    expect(errorKeys(steps.body)).toEqual(['purchase-steps-quantity']);
    expect(productItems(steps.body)[0].quantityInformation).toMatchObject({ minPurchase: 4, purchaseSteps: 2 });
  });

  it('caps at the maximum purchase', async () => {
    const res = await add(shop.client(), [product(P.fork, 150)]);
    expect(productItems(res.body)[0].quantity).toBe(100);
    expect(errorKeys(res.body)).toContain('product-stock-reached');
  });

  it('reports unknown products: product-not-found', async () => {
    const unknown = idFor('product:does-not-exist');
    const res = await add(shop.client(), [product(unknown, 1)]);
    expect(res.status).toBe(200);
    expect(productItems(res.body)).toEqual([]);
    expect(res.body.errors[`product-not-found${unknown}`]).toMatchObject({ messageKey: 'product-not-found', level: 20 });
  });

  it('switches from parcel to pallet freight for a half pallet and says so', async () => {
    const c = shop.client();
    const res = await add(c, [product(P.halfPallet, 1)]);
    expectCart(res.body);
    const changed = Object.values(res.body.errors as Json).find((e: Json) => e.messageKey === 'shipping-method-changed') as Json;
    expect(changed).toMatchObject({ level: 0, oldShippingMethodName: 'Paketversand', newShippingMethodName: 'Palettenspedition' });
    expect(res.body.deliveries[0].shippingMethod.technicalName).toBe('pallet_freight');
    expect(res.body.deliveries[0].shippingCosts.totalPrice).toBe(59);
    const context = await c.json<Json>('GET', '/context');
    expect(context.body.shippingMethod.id).toBe(SHIPPING.pallet);

    // 2 half pallets + 30 bags = 70 bag places → a pallet and a half pallet (89 + 59)
    const more = await c.json<Json>('PATCH', '/checkout/cart/line-item', { items: [{ id: P.halfPallet, quantity: 2 }] });
    expect(more.body.deliveries[0].shippingCosts.totalPrice).toBe(89);
    const bags = await add(c, [product(P.bag, 30)]);
    expect(bags.body.deliveries[0].shippingCosts.totalPrice).toBe(148);
  });

  it('re-validates a method chosen with PATCH /context', async () => {
    const c = shop.client();
    await add(c, [product(P.bag, 3)]); // 60.6 kg: too heavy for express (31.5 kg)
    const patch = await c.json<Json>('PATCH', '/context', { shippingMethodId: SHIPPING.express });
    expect(patch.status).toBe(200);
    const context = await c.json<Json>('GET', '/context');
    expect(context.body.shippingMethod.id).toBe(SHIPPING.parcel);
    const cart = await c.json<Json>('GET', '/checkout/cart');
    expect(errorKeys(cart.body)).toContain('shipping-method-changed');
    expect(cart.body.deliveries[0].shippingMethod.technicalName).toBe('parcel');
  });

  it('replaces invoice for guests: payment-method-changed', async () => {
    const c = shop.client();
    await registerGuest(shop, c);
    await c.json('PATCH', '/context', { paymentMethodId: PAYMENT.invoice });
    const res = await add(c, [product(P.bag, 1)]);
    const changed = Object.values(res.body.errors as Json).find((e: Json) => e.messageKey === 'payment-method-changed') as Json;
    expect(changed).toMatchObject({ oldPaymentMethodName: 'Rechnung', newPaymentMethodName: 'Kreditkarte' });
    expect(res.body.transactions[0].paymentMethodId).toBe(PAYMENT.card);
  });

  it('makes a download-only cart virtual: no delivery, no shipping costs', async () => {
    const res = await add(shop.client(), [product(P.download, 1)]);
    expectCart(res.body);
    expect(productItems(res.body)[0].states).toEqual(['is-download']);
    expect(res.body.deliveries).toEqual([]);
    expect(res.body.price.totalPrice).toBe(9.9);
  });

  it('ships shipping-free products for nothing', async () => {
    const res = await add(shop.client(), [product(P.closeout, 1)]);
    expect(res.body.deliveries[0].shippingCosts.totalPrice).toBe(0);
  });
});

describe('taxes and currencies', () => {
  it('calculates without VAT for a tax-free country (Switzerland) and in CHF', async () => {
    const c = shop.client();
    await c.json('PATCH', '/context', { countryId: countryId(shop, 'CH'), currencyId: idFor('currency:CHF') });
    const res = await add(c, [product(P.bag, 1)]);
    expectCart(res.body);
    const factor = (shop.db.prepare("SELECT factor FROM currency WHERE iso_code = 'CHF'").get() as { factor: number }).factor;
    const net =
      (shop.db.prepare('SELECT price_net FROM product WHERE id = ?').get(P.bag) as { price_net: number | null }).price_net ??
      (shop.db.prepare("SELECT price_net FROM product WHERE product_number = 'SW-MIS-100'").get() as { price_net: number }).price_net;
    expect(res.body.price.taxStatus).toBe('tax-free');
    expect(res.body.price.calculatedTaxes).toEqual([]);
    expect(productItems(res.body)[0].price.unitPrice).toBeCloseTo(Math.round(net * factor * 100) / 100, 2);
    expect(res.body.price.totalPrice).toBe(res.body.price.netPrice);
  });

  it('shows net prices with VAT on top for business customers', async () => {
    await seedCustomers(shop.db);
    const c = shop.client();
    const login = await c.json('POST', '/account/login', { username: DEMO_BUSINESS_CUSTOMER.email, password: DEMO_BUSINESS_CUSTOMER.password });
    expect(login.status).toBe(200);
    const res = await add(c, [product(P.bag, 1)]);
    expectCart(res.body);
    expect(res.body.price.taxStatus).toBe('net');
    const li = productItems(res.body)[0];
    expect(li.price.unitPrice).toBeCloseTo(12.9 / 1.19, 1);
    const taxes = (res.body.price.calculatedTaxes as Json[]).reduce((s, t) => s + t.tax, 0);
    expect(res.body.price.totalPrice).toBeCloseTo(res.body.price.netPrice + taxes, 2);
  });
});

describe('promotions', () => {
  it('adds a percentage code: promotion-discount-added', async () => {
    const c = shop.client();
    await add(c, [product(P.bag, 2)]);
    const res = await add(c, [code('stall10')]);
    expectCart(res.body);
    const [discount] = promotionItems(res.body);
    expect(discount).toMatchObject({ type: 'promotion', referencedId: 'STALL10', good: false, removable: true, quantity: 1 });
    expect(discount.price.totalPrice).toBe(-2.58);
    expect(errorKeys(res.body)).toEqual(['promotion-discount-added']);
    expect(res.body.price.positionPrice).toBe(23.22);
    // removing the discount line item removes the code
    const removed = await c.json<Json>('POST', '/checkout/cart/line-item/delete', { ids: [discount.id] });
    expect(promotionItems(removed.body)).toEqual([]);
  });

  it('reports unknown and expired codes: promotion-not-found', async () => {
    const c = shop.client();
    await add(c, [product(P.bag, 1)]);
    for (const value of ['GIBTSNICHT', 'WINTER2023']) {
      const res = await add(c, [code(value)]);
      expect(res.body.errors['promotion-not-found']).toMatchObject({ messageKey: 'promotion-not-found', level: 20, promotionCode: value });
      expect(promotionItems(res.body)).toEqual([]);
    }
  });

  it('keeps a code that is not eligible yet and applies it when the cart qualifies', async () => {
    const c = shop.client();
    await add(c, [product(P.bag, 2)]);
    const res = await add(c, [code('PALETTE50')]);
    expect(errorKeys(res.body)).toEqual(['promotion-not-eligible']);
    expect(promotionItems(res.body)).toEqual([]);
    const more = await add(c, [product(P.halfPallet, 3)]); // > 500 €
    expect(errorKeys(more.body)).toContain('promotion-discount-added');
    expect(promotionItems(more.body).find((l) => l.referencedId === 'PALETTE50')!.price.totalPrice).toBe(-50);
    // and falls away again, code kept
    const less = await c.json<Json>('POST', '/checkout/cart/line-item/delete', { ids: [P.halfPallet] });
    expect(errorKeys(less.body)).toContain('promotion-discount-deleted');
  });

  it('removes a non-combinable code: promotion-excluded', async () => {
    const c = shop.client();
    await add(c, [product(P.bag, 2), code('STALL10')]);
    const res = await add(c, [code('EXKLUSIV15')]);
    expect(errorKeys(res.body)).toEqual(['promotion-excluded']);
    expect(promotionItems(res.body).map((l) => l.referencedId)).toEqual(['STALL10']);
  });

  it('takes a fixed amount from a minimum value and grants free shipping', async () => {
    const c = shop.client();
    await add(c, [product(P.bag, 4)]); // 51.60 €
    const res = await add(c, [code('WILLKOMMEN5'), code('FREIVERSAND')]);
    expect(promotionItems(res.body).find((l) => l.referencedId === 'WILLKOMMEN5')!.price.totalPrice).toBe(-5);
    expect(res.body.deliveries[0].shippingCosts.totalPrice).toBe(0);
    expect(res.body.price.totalPrice).toBe(46.6);
  });

  it('applies the automatic bedding promotion from 300 € and says when it ends', async () => {
    const c = shop.client();
    const res = await add(c, [product(P.halfPallet, 2)]); // 473.80 € bedding
    const auto = promotionItems(res.body)[0];
    expect(auto).toMatchObject({ removable: false, referencedId: '' });
    expect(auto.price.totalPrice).toBe(-14.21);
    const fewer = await c.json<Json>('PATCH', '/checkout/cart/line-item', { items: [{ id: P.halfPallet, quantity: 1 }] });
    expect(errorKeys(fewer.body)).toContain('auto-promotion-not-found');
    expect(promotionItems(fewer.body)).toEqual([]);
    // automatic promotions cannot be removed by hand
    await c.json('PATCH', '/checkout/cart/line-item', { items: [{ id: P.halfPallet, quantity: 2 }] });
    const del = await c.json<Json>('POST', '/checkout/cart/line-item/delete', { ids: [auto.id] });
    expectError(del.body, 400, 'CHECKOUT__CART_LINE_ITEM_NOT_REMOVABLE');
  });
});

describe('login keeps the cart', () => {
  it('moves the visitor cart to the customer session and merges the cart of an earlier visit', async () => {
    await seedCustomers(shop.db);
    const earlier = shop.client();
    await earlier.json('POST', '/account/login', { username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password });
    await add(earlier, [product(P.fork, 2)]);
    await earlier.json('POST', '/account/logout', {});

    const visitor = shop.client();
    await add(visitor, [product(P.bag, 1), code('STALL10')]);
    const login = await visitor.json('POST', '/account/login', { username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password });
    expect(login.status).toBe(200);
    const cart = await visitor.json<Json>('GET', '/checkout/cart');
    expect(cart.body.token).toBe(visitor.token);
    expect(
      productItems(cart.body)
        .map((l) => [l.id, l.quantity])
        .sort(),
    ).toEqual(
      [
        [P.bag, 1],
        [P.fork, 2],
      ].sort(),
    );
    expect(promotionItems(cart.body).map((l) => l.referencedId)).toEqual(['STALL10']);
    expect(errorKeys(cart.body)).toContain('cart-merged-hint');
  });
});

describe('concurrency', () => {
  it('keeps every item when line items are added in parallel', async () => {
    const c = shop.client();
    await c.json('GET', '/checkout/cart'); // a token first
    const ids = (shop.db.prepare("SELECT id FROM product WHERE parent_id IS NOT NULL AND (is_closeout IS NULL OR is_closeout = 0) AND packaging = 'bag' LIMIT 12").all() as Array<{ id: string }>).map(
      (r) => r.id,
    );
    expect(ids.length).toBeGreaterThan(5);
    const results = await Promise.all([...ids.map((id) => add(c, [product(id, 1)])), ...Array.from({ length: 10 }, () => add(c, [product(P.fork, 1)]))]);
    expect(results.every((r) => r.status === 200)).toBe(true);
    const cart = await c.json<Json>('GET', '/checkout/cart');
    const items = productItems(cart.body);
    expect(items.map((l) => l.id).sort()).toEqual([...ids, P.fork].sort());
    expect(items.find((l) => l.id === P.fork)!.quantity).toBe(10);
  });
});
