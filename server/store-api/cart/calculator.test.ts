import { describe, expect, it } from 'vitest';
import { defaultRounding } from '../../pricing';
import {
  calculateCart,
  calculateProductLines,
  cartPrice,
  choosePaymentMethod,
  INVOICE_LIMIT_EUR,
  productLinePrice,
  promotionLines,
  validateQuantity,
  type CalcInput,
  type PaymentMethodDef,
  type ShippingMethodDef,
  type StoredLineItem,
} from './calculator';
import type { CartProduct } from './products';
import type { PromotionDef } from './promotions';
import { bagPlaces, countPallets, parseShippingRules, quoteShipping } from './shipping';

const hex = (n: number) => n.toString(16).padStart(32, '0');

function product(over: Partial<CartProduct> = {}): CartProduct {
  return {
    id: hex(1),
    parentId: null,
    productNumber: 'SW-MIS-100',
    active: true,
    hasVariants: false,
    name: 'Miscanthus Einstreu',
    taxId: hex(99),
    taxRate: 19,
    taxName: 'Standard rate',
    price: { gross: 11.9, net: 10, listGross: null, listNet: null },
    tiers: [],
    stock: 1000,
    isCloseout: false,
    minPurchase: 1,
    purchaseSteps: 1,
    maxPurchase: null,
    shippingFree: false,
    isDownload: false,
    weight: 20,
    width: null,
    height: null,
    length: null,
    packaging: 'bag',
    bagsPerUnit: 1,
    restockTime: null,
    deliveryTime: { id: hex(50), name: '1-3 Tage', min: 1, max: 3, unit: 'day' },
    coverMediaId: null,
    options: [],
    optionIds: [],
    propertyIds: [],
    categoryIds: ['bedding'],
    manufacturerId: null,
    markAsTopseller: false,
    releaseDate: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    purchaseUnit: null,
    referenceUnit: null,
    unitName: null,
    customFields: null,
    ...over,
  };
}

const PARCEL: ShippingMethodDef = {
  id: hex(201),
  technicalName: 'parcel',
  name: 'Paket',
  position: 1,
  rules: parseShippingRules(
    JSON.stringify({
      kind: 'weight',
      brackets: [
        { maxWeight: 10, price: 5.9 },
        { maxWeight: 31.5, price: 8.9 },
        { maxWeight: 100, price: 19.9 },
      ],
      freeFrom: 150,
      maxWeight: 100,
    }),
  ),
  deliveryTime: { min: 2, max: 4, unit: 'day' },
};
const PALLET: ShippingMethodDef = {
  id: hex(202),
  technicalName: 'pallet_freight',
  name: 'Palettenversand',
  position: 2,
  rules: parseShippingRules(JSON.stringify({ kind: 'pallet', pricePerPallet: 89, halfPalletPrice: 59 })),
  deliveryTime: { min: 5, max: 10, unit: 'day' },
};
const EXPRESS: ShippingMethodDef = {
  id: hex(203),
  technicalName: 'express',
  name: 'Express',
  position: 3,
  rules: parseShippingRules(
    JSON.stringify({
      kind: 'weight',
      brackets: [
        { maxWeight: 10, price: 14.9 },
        { maxWeight: 31.5, price: 24.9 },
      ],
      maxWeight: 31.5,
    }),
  ),
  deliveryTime: { min: 1, max: 1, unit: 'day' },
};
const PREPAYMENT: PaymentMethodDef = { id: hex(301), technicalName: 'prepayment', name: 'Vorkasse', position: 2, handler: 'prepayment' };
const INVOICE: PaymentMethodDef = { id: hex(302), technicalName: 'invoice', name: 'Rechnung', position: 1, handler: 'invoice' };
const CARD: PaymentMethodDef = { id: hex(303), technicalName: 'card', name: 'Kreditkarte', position: 3, handler: 'adyen' };

function promo(over: Partial<PromotionDef> = {}): PromotionDef {
  return {
    id: hex(400),
    name: '10 % Stallrabatt',
    automatic: false,
    code: 'STALL10',
    discountType: 'percentage',
    value: 10,
    maxValue: null,
    minCartValue: 0,
    categoryId: null,
    preventCombination: false,
    priority: 0,
    customerOnly: false,
    usable: true,
    ...over,
  };
}

const item = (p: CartProduct, quantity: number, position = 0): StoredLineItem => ({ id: p.id, type: 'product', referencedId: p.id, quantity, position });

function input(products: CartProduct[], items: StoredLineItem[], over: Partial<CalcInput> = {}): CalcInput {
  return {
    items,
    products: new Map(products.map((p) => [p.id, p])),
    codes: [],
    codePromotions: new Map(),
    automaticPromotions: [],
    promotionState: {},
    price: { taxState: 'gross', currencyFactor: 1, rounding: defaultRounding(2) },
    totalRounding: defaultRounding(2),
    defaultTaxRate: 19,
    shippingMethods: [PARCEL, PALLET, EXPRESS],
    shippingMethodId: PARCEL.id,
    paymentMethods: [INVOICE, PREPAYMENT, CARD],
    paymentMethodId: PREPAYMENT.id,
    customer: null,
    inCategory: (p, c) => p.categoryIds.includes(c),
    maxQuantity: 100,
    now: new Date('2026-03-02T10:00:00.000Z'),
    ...over,
  };
}

const keys = (r: { errors: Array<{ messageKey: string }> }) => r.errors.map((e) => e.messageKey);

describe('line item prices', () => {
  it('uses the tier price for the quantity', () => {
    const p = product({
      tiers: [
        { quantityStart: 1, quantityEnd: 9, gross: 11.9, net: 10 },
        { quantityStart: 10, quantityEnd: 49, gross: 10.71, net: 9 },
        { quantityStart: 50, quantityEnd: null, gross: 9.52, net: 8 },
      ],
    });
    const ctx = { taxState: 'gross' as const, currencyFactor: 1, rounding: defaultRounding(2) };
    expect(productLinePrice(p, 9, ctx).unitPrice).toBe(11.9);
    expect(productLinePrice(p, 10, ctx).unitPrice).toBe(10.71);
    expect(productLinePrice(p, 10, ctx).totalPrice).toBe(107.1);
    expect(productLinePrice(p, 60, ctx).unitPrice).toBe(9.52);
  });

  it('computes gross prices with VAT included', () => {
    const r = calculateCart(input([product()], [item(product(), 2)], { items: [item(product(), 2)] }));
    const li = r.lineItems[0];
    expect(li.price.unitPrice).toBe(11.9);
    expect(li.price.totalPrice).toBe(23.8);
    expect(li.price.calculatedTaxes).toEqual([{ tax: 3.8, taxRate: 19, price: 23.8, apiAlias: 'cart_tax_calculated' }]);
    expect(r.price.taxStatus).toBe('gross');
    expect(r.price.positionPrice).toBe(23.8);
  });

  it('computes net prices with VAT on top for business customers', () => {
    const p = product();
    const r = calculateCart(input([p], [item(p, 2)], { price: { taxState: 'net', currencyFactor: 1, rounding: defaultRounding(2) } }));
    expect(r.lineItems[0].price.unitPrice).toBe(10);
    expect(r.lineItems[0].price.calculatedTaxes[0].tax).toBe(3.8);
    // 2 bags = 40 kg → parcel bracket up to 100 kg: 19.90 gross = 16.72 net
    expect(r.delivery!.costs.totalPrice).toBe(16.72);
    expect(r.price.netPrice).toBe(36.72);
    expect(r.price.totalPrice).toBe(43.7);
    expect(r.price.taxStatus).toBe('net');
  });

  it('charges no VAT in tax-free countries', () => {
    const p = product();
    const r = calculateCart(input([p], [item(p, 1)], { price: { taxState: 'tax-free', currencyFactor: 1, rounding: defaultRounding(2) } }));
    expect(r.lineItems[0].price.unitPrice).toBe(10);
    expect(r.lineItems[0].price.calculatedTaxes).toEqual([]);
    expect(r.price.calculatedTaxes).toEqual([]);
    expect(r.price.taxStatus).toBe('tax-free');
    expect(r.price.totalPrice).toBe(r.price.netPrice);
    // 20 kg parcel: 8.90 gross → 7.48 net
    expect(r.delivery!.costs.totalPrice).toBe(7.48);
    expect(r.price.totalPrice).toBe(17.48);
  });

  it('converts into CHF with the currency factor', () => {
    const p = product();
    const r = calculateCart(input([p], [item(p, 1)], { price: { taxState: 'gross', currencyFactor: 0.95, rounding: defaultRounding(2) } }));
    expect(r.lineItems[0].price.unitPrice).toBe(11.31); // 11.90 × 0.95 = 11.305
    expect(r.delivery!.costs.totalPrice).toBe(8.46); // 8.90 × 0.95 = 8.455
    expect(r.price.totalPrice).toBe(19.77);
  });

  it('keeps the list price', () => {
    const p = product({ price: { gross: 11.9, net: 10, listGross: 14.9, listNet: 12.52 } });
    const r = calculateCart(input([p], [item(p, 1)]));
    expect(r.lineItems[0].price.listPrice).toMatchObject({ price: 14.9, apiAlias: 'cart_list_price' });
  });

  it('adds up taxes per rate over items and shipping', () => {
    const bag = product();
    const feed = product({ id: hex(2), name: 'Heucobs', taxRate: 7, price: { gross: 21.4, net: 20 }, weight: 5, bagsPerUnit: null, packaging: 'bag' });
    const r = calculateCart(input([bag, feed], [item(bag, 1, 0), item(feed, 1, 1)]));
    const rates = r.price.calculatedTaxes.map((t) => t.taxRate);
    expect(rates).toEqual([7, 19]);
    const shipping = r.delivery!.costs;
    expect(shipping.totalPrice).toBe(8.9);
    // shipping taxes follow the goods' shares (11.90 at 19 %, 21.40 at 7 %)
    expect(shipping.calculatedTaxes.map((t) => t.taxRate).sort()).toEqual([19, 7].sort());
    expect(r.price.totalPrice).toBe(42.2);
    const taxSum = r.price.calculatedTaxes.reduce((s, t) => s + t.tax, 0);
    expect(r.price.netPrice).toBeCloseTo(42.2 - taxSum, 2);
  });
});

describe('quantity rules (Shopware ProductCartProcessor)', () => {
  it('limits closeouts to the stock: product-stock-reached', () => {
    const p = product({ isCloseout: true, stock: 5 });
    const r = calculateCart(input([p], [item(p, 8)]));
    expect(r.items[0].quantity).toBe(5);
    expect(r.itemsChanged).toBe(true);
    const e = r.errors.find((x) => x.messageKey === 'product-stock-reached')!;
    expect(e).toMatchObject({ key: `product-stock-reached${p.id}`, level: 10, name: p.name, quantity: 5 });
  });

  it('removes closeouts without stock: product-out-of-stock', () => {
    const p = product({ isCloseout: true, stock: 0 });
    const r = calculateCart(input([p], [item(p, 1)]));
    expect(r.items).toEqual([]);
    expect(r.errors[0]).toMatchObject({ messageKey: 'product-out-of-stock', level: 20, name: p.name });
  });

  it('sells normal products beyond stock', () => {
    const p = product({ stock: 2, weight: 1 });
    const r = calculateCart(input([p], [item(p, 8)]));
    expect(r.items[0].quantity).toBe(8);
    expect(r.errors).toEqual([]);
  });

  it('raises to the minimum: min-order-quantity', () => {
    const v = validateQuantity(product({ minPurchase: 4 }), 'Matte', 2, 100);
    expect(v.quantity).toBe(4);
    expect(v.error).toMatchObject({ messageKey: 'min-order-quantity', quantity: 4, level: 10 });
  });

  it('changes to the purchase step: purchase-steps-quantity', () => {
    const v = validateQuantity(product({ minPurchase: 2, purchaseSteps: 2 }), 'Matte', 5, 100);
    expect(v.quantity).toBe(4);
    expect(v.error).toMatchObject({ messageKey: 'purchase-steps-quantity', quantity: 4 });
  });

  it('caps at the max purchase (and aligns to the steps)', () => {
    const v = validateQuantity(product({ maxPurchase: 9, minPurchase: 2, purchaseSteps: 2 }), 'Matte', 20, 100);
    expect(v.quantity).toBe(8);
    expect(v.error).toMatchObject({ messageKey: 'product-stock-reached', quantity: 8 });
  });

  it('caps at the shop maximum without a product maximum', () => {
    expect(validateQuantity(product(), 'Bag', 150, 100).quantity).toBe(100);
  });

  it('removes unknown and inactive products: product-not-found', () => {
    const gone = product({ id: hex(7), active: false });
    const r = calculateCart(input([gone], [item(gone, 1), { id: hex(8), type: 'product', referencedId: hex(8), quantity: 1, position: 1 }]));
    expect(r.items).toEqual([]);
    expect(keys(r)).toEqual(['product-not-found', 'product-not-found']);
    expect(r.errors[1].key).toBe(`product-not-found${hex(8)}`);
  });

  it('does not sell a parent product that has variants: dropped without an error, like Shopware', () => {
    const parent = product({ hasVariants: true });
    const r = calculateCart(input([parent], [item(parent, 1)]));
    expect(keys(r)).toEqual([]);
    expect(r.items).toEqual([]);
    expect(r.itemsChanged).toBe(true);
  });
});

describe('shipping', () => {
  it('prices parcels by weight bracket', () => {
    const light = product({ weight: 4, bagsPerUnit: null });
    expect(calculateCart(input([light], [item(light, 2)])).delivery!.costs.totalPrice).toBe(5.9); // 8 kg
    expect(calculateCart(input([light], [item(light, 3)])).delivery!.costs.totalPrice).toBe(8.9); // 12 kg
    expect(calculateCart(input([light], [item(light, 10)])).delivery!.costs.totalPrice).toBe(19.9); // 40 kg
  });

  it('ships parcels free from the free-from value', () => {
    const p = product({ price: { gross: 50, net: 42.02 } });
    const r = calculateCart(input([p], [item(p, 3)])); // 150 € and 60 kg
    expect(r.delivery!.costs.totalPrice).toBe(0);
    expect(r.delivery!.quote.free).toBe('free-from');
  });

  it('counts pallets: 20 bags are a half pallet, 65 a pallet', () => {
    expect(countPallets(20)).toEqual({ bagPlaces: 20, fullPallets: 0, halfPallets: 1 });
    expect(countPallets(21)).toEqual({ bagPlaces: 21, fullPallets: 1, halfPallets: 0 });
    expect(countPallets(65)).toEqual({ bagPlaces: 65, fullPallets: 1, halfPallets: 0 });
    expect(countPallets(66)).toEqual({ bagPlaces: 66, fullPallets: 1, halfPallets: 1 });
    expect(countPallets(85)).toEqual({ bagPlaces: 85, fullPallets: 1, halfPallets: 1 });
    expect(countPallets(86)).toEqual({ bagPlaces: 86, fullPallets: 2, halfPallets: 0 });
    expect(bagPlaces({ quantity: 2, weight: 400, packaging: 'half_pallet', bagsPerUnit: 20, shippingFree: false, isDownload: false })).toBe(40);
    expect(bagPlaces({ quantity: 3, weight: 45, packaging: 'piece', bagsPerUnit: null, shippingFree: false, isDownload: false })).toBe(7);
    expect(bagPlaces({ quantity: 3, weight: 45, packaging: 'piece', bagsPerUnit: null, shippingFree: true, isDownload: false })).toBe(0);
  });

  it('prices pallet freight by pallet count', () => {
    const quote = (places: Array<[number, number]>) =>
      quoteShipping(
        PALLET.rules,
        places.map(([bags, quantity]) => ({ quantity, weight: 20 * bags, packaging: null, bagsPerUnit: bags, shippingFree: false, isDownload: false })),
        0,
      ).price;
    expect(quote([[1, 20]])).toBe(59);
    expect(quote([[20, 1]])).toBe(59);
    expect(quote([[65, 1]])).toBe(89);
    expect(
      quote([
        [65, 1],
        [20, 1],
      ]),
    ).toBe(148);
    expect(quote([[65, 2]])).toBe(178);
  });

  it('switches from parcel to pallet freight over the parcel weight limit', () => {
    const halfPallet = product({ id: hex(3), name: 'Miscanthus halbe Palette', weight: 400, packaging: 'half_pallet', bagsPerUnit: 20 });
    const r = calculateCart(input([halfPallet], [item(halfPallet, 1)]));
    expect(r.shippingMethodId).toBe(PALLET.id);
    expect(r.delivery!.method.technicalName).toBe('pallet_freight');
    expect(r.delivery!.costs.totalPrice).toBe(59);
    const changed = r.errors.find((e) => e.messageKey === 'shipping-method-changed')!;
    expect(changed).toMatchObject({ oldShippingMethodName: 'Paket', newShippingMethodName: 'Palettenversand', oldName: 'Paket', newName: 'Palettenversand', level: 0 });
  });

  it('replaces blocked express by parcel when parcel can carry the cart', () => {
    const p = product({ weight: 20 });
    const r = calculateCart(input([p], [item(p, 2)], { shippingMethodId: EXPRESS.id }));
    expect(r.shippingMethodId).toBe(PARCEL.id);
    expect(keys(r)).toContain('shipping-method-changed');
  });

  it('reports a blocked method when nothing else can ship', () => {
    const p = product({ weight: 400 });
    const r = calculateCart(input([p], [item(p, 1)], { shippingMethods: [PARCEL, EXPRESS] }));
    expect(r.stateErrors[0]).toMatchObject({ messageKey: 'shipping-method-blocked', name: 'Paket', level: 10 });
  });

  it('charges nothing for shipping-free products', () => {
    const free = product({ shippingFree: true, weight: 30 });
    const r = calculateCart(input([free], [item(free, 1)]));
    expect(r.delivery!.costs.totalPrice).toBe(0);
  });

  it('makes a download-only cart virtual, without delivery', () => {
    const pdf = product({ id: hex(9), name: 'Einstreu-Ratgeber (PDF)', isDownload: true, weight: 0, packaging: 'download', bagsPerUnit: null, price: { gross: 9.9, net: 8.32 } });
    const r = calculateCart(input([pdf], [item(pdf, 1)]));
    expect(r.virtual).toBe(true);
    expect(r.delivery).toBeNull();
    expect(r.lineItems[0].states).toEqual(['is-download']);
    expect(r.price.totalPrice).toBe(9.9);
  });

  it('computes delivery dates from method and product delivery times', () => {
    const p = product({ deliveryTime: { id: hex(51), name: '1-2 Wochen', min: 1, max: 2, unit: 'week' } });
    const r = calculateCart(input([p], [item(p, 1)]));
    expect(r.delivery!.earliest).toBe('2026-03-09T10:00:00.000Z');
    expect(r.delivery!.latest).toBe('2026-03-16T10:00:00.000Z');
  });
});

describe('payment methods', () => {
  it('replaces invoice for guests', () => {
    const p = product();
    const r = calculateCart(input([p], [item(p, 1)], { paymentMethodId: INVOICE.id, customer: { id: hex(500), guest: true } }));
    expect(r.paymentMethodId).toBe(PREPAYMENT.id);
    expect(r.errors.find((e) => e.messageKey === 'payment-method-changed')).toMatchObject({ oldName: 'Rechnung', newName: 'Vorkasse' });
  });

  it('keeps invoice for registered customers below the limit', () => {
    const p = product();
    const r = calculateCart(input([p], [item(p, 1)], { paymentMethodId: INVOICE.id, customer: { id: hex(500), guest: false } }));
    expect(r.paymentMethodId).toBe(INVOICE.id);
    expect(r.errors).toEqual([]);
  });

  it('replaces invoice above the invoice limit', () => {
    const p = product({ price: { gross: INVOICE_LIMIT_EUR, net: 4201.68 }, weight: 1 });
    const r = calculateCart(input([p], [item(p, 2)], { paymentMethodId: INVOICE.id, customer: { id: hex(500), guest: false } }));
    expect(r.paymentMethodId).toBe(PREPAYMENT.id);
  });

  it('reports a blocked payment method when nothing else can pay', () => {
    const p = product();
    const r = calculateCart(input([p], [item(p, 1)], { paymentMethods: [INVOICE], paymentMethodId: INVOICE.id, customer: { id: hex(500), guest: true } }));
    expect(r.stateErrors[0]).toMatchObject({ messageKey: 'payment-method-blocked', name: 'Rechnung' });
  });
});

describe('promotions', () => {
  const bag = product({ weight: 1 });
  const withCode = (code: string, p: PromotionDef, over: Partial<CalcInput> = {}, quantity = 10) =>
    calculateCart(input([bag], [item(bag, quantity)], { codes: [code], newCodes: [code], codePromotions: new Map([[code, p]]), ...over }));

  it('applies a percentage code: promotion-discount-added', () => {
    const r = withCode('STALL10', promo());
    const discount = r.lineItems.find((l) => l.type === 'promotion')!;
    expect(discount.price.totalPrice).toBe(-11.9);
    expect(discount.price.calculatedTaxes[0]).toMatchObject({ taxRate: 19, tax: -1.9, price: -11.9 });
    expect(discount.referencedId).toBe('STALL10');
    expect(discount.good).toBe(false);
    expect(r.errors.find((e) => e.messageKey === 'promotion-discount-added')).toMatchObject({ name: '10 % Stallrabatt', discountLineItemId: discount.id });
    expect(r.price.positionPrice).toBe(107.1);
    expect(r.promotionState[promo().id].outcome).toBe('applied');
  });

  it('applies a fixed amount from a minimum value', () => {
    const p = promo({ id: hex(401), code: 'WILLKOMMEN5', name: '5 €', discountType: 'absolute', value: 5, minCartValue: 50 });
    expect(withCode('WILLKOMMEN5', p).lineItems.find((l) => l.type === 'promotion')!.price.totalPrice).toBe(-5);
  });

  it('keeps a code that is not eligible yet and applies it later', () => {
    const p = promo({ id: hex(402), code: 'PALETTE50', name: '50 € Palettenrabatt', discountType: 'absolute', value: 50, minCartValue: 500 });
    const first = withCode('PALETTE50', p);
    expect(keys(first)).toEqual(['promotion-not-eligible']);
    expect(first.codes).toEqual(['PALETTE50']);
    expect(first.lineItems.some((l) => l.type === 'promotion')).toBe(false);
    // later: more bags, same stored code, no new code → applied and said so
    const later = calculateCart(input([bag], [item(bag, 50)], { codes: first.codes, codePromotions: new Map([['PALETTE50', p]]), promotionState: first.promotionState }));
    expect(keys(later)).toContain('promotion-discount-added');
    expect(later.lineItems.find((l) => l.type === 'promotion')!.price.totalPrice).toBe(-50);
    // and fewer bags again: removed, code stays
    const fewer = calculateCart(input([bag], [item(bag, 10)], { codes: later.codes, codePromotions: new Map([['PALETTE50', p]]), promotionState: later.promotionState }));
    expect(keys(fewer)).toEqual(['promotion-discount-deleted']);
    expect(fewer.codes).toEqual(['PALETTE50']);
  });

  it('drops unknown codes: promotion-not-found', () => {
    const r = calculateCart(input([bag], [item(bag, 1)], { codes: ['NOPE'], newCodes: ['NOPE'], codePromotions: new Map([['NOPE', null]]) }));
    expect(r.errors[0]).toMatchObject({ messageKey: 'promotion-not-found', promotionCode: 'NOPE', parameters: { code: 'NOPE' }, level: 20 });
    expect(r.codes).toEqual([]);
  });

  it('excludes promotions on a cart whose price is zero', () => {
    const freebie = product({ price: { gross: 0, net: 0 } });
    const r = calculateCart(input([freebie], [item(freebie, 1)], { codes: ['STALL10'], newCodes: ['STALL10'], codePromotions: new Map([['STALL10', promo()]]) }));
    expect(r.errors[0]).toMatchObject({ messageKey: 'promotions-on-cart-price-zero-error', promotions: '10 % Stallrabatt' });
    expect(r.lineItems.some((l) => l.type === 'promotion')).toBe(false);
  });

  it('removes promotions that cannot be combined: promotion-excluded', () => {
    const stall = promo();
    const exklusiv = promo({ id: hex(403), code: 'EXKLUSIV15', name: '15 % Exklusivrabatt', value: 15, preventCombination: true });
    const first = calculateCart(input([bag], [item(bag, 10)], { codes: ['STALL10'], newCodes: ['STALL10'], codePromotions: new Map([['STALL10', stall]]) }));
    const r = calculateCart(
      input([bag], [item(bag, 10)], {
        codes: ['STALL10', 'EXKLUSIV15'],
        newCodes: ['EXKLUSIV15'],
        codePromotions: new Map([
          ['STALL10', stall],
          ['EXKLUSIV15', exklusiv],
        ]),
        promotionState: first.promotionState,
      }),
    );
    expect(keys(r)).toEqual(['promotion-excluded']);
    expect(r.errors[0]).toMatchObject({ name: '15 % Exklusivrabatt' });
    expect(r.lineItems.filter((l) => l.type === 'promotion').map((l) => l.label)).toEqual(['10 % Stallrabatt']);
  });

  it('applies automatic promotions to their category from the minimum value, and says when they end', () => {
    const auto = promo({ id: hex(404), code: null, automatic: true, name: '3 % Einstreu', value: 3, minCartValue: 300, categoryId: 'bedding' });
    const mat = product({ id: hex(5), name: 'Paddockmatte', categoryIds: ['mats'], price: { gross: 100, net: 84.03 }, weight: 30, bagsPerUnit: null });
    const many = calculateCart(input([bag, mat], [item(bag, 30, 0), item(mat, 1, 1)], { automaticPromotions: [auto] })); // 357 € bedding
    const discount = many.lineItems.find((l) => l.type === 'promotion')!;
    expect(discount.price.totalPrice).toBe(-10.71); // 3 % of 357 € bedding only
    expect(discount.removable).toBe(false);
    expect(keys(many)).toContain('promotion-discount-added');
    const few = calculateCart(input([bag, mat], [item(bag, 20, 0), item(mat, 3, 1)], { automaticPromotions: [auto], promotionState: many.promotionState }));
    expect(keys(few)).toContain('auto-promotion-not-found');
    expect(few.errors.find((e) => e.messageKey === 'auto-promotion-not-found')).toMatchObject({ name: '3 % Einstreu' });
  });

  it('makes shipping free with a free-shipping promotion', () => {
    const p = promo({ id: hex(405), code: 'FREIVERSAND', name: 'Versandkostenfrei', discountType: 'free_shipping', value: 100 });
    const r = withCode('FREIVERSAND', p, {}, 2);
    expect(r.delivery!.costs.totalPrice).toBe(0);
    expect(r.lineItems.find((l) => l.type === 'promotion')).toMatchObject({ discountScope: 'delivery' });
    expect(r.price.totalPrice).toBe(23.8);
  });

  it('never discounts below zero', () => {
    const p = promo({ id: hex(406), code: 'BIG', name: 'Big', discountType: 'absolute', value: 500 });
    const r = withCode('BIG', p, {}, 1);
    expect(r.lineItems.find((l) => l.type === 'promotion')!.price.totalPrice).toBe(-11.9);
    expect(r.price.positionPrice).toBe(0);
  });

  it('converts fixed discounts with the currency factor', () => {
    const p = promo({ id: hex(401), code: 'WILLKOMMEN5', name: '5 €', discountType: 'absolute', value: 5, minCartValue: 50 });
    const r = withCode('WILLKOMMEN5', p, { price: { taxState: 'gross', currencyFactor: 0.95, rounding: defaultRounding(2) } });
    expect(r.lineItems.find((l) => l.type === 'promotion')!.price.totalPrice).toBe(-4.75);
  });
});

describe('calculation steps', () => {
  const bag = product({ weight: 1 });
  const feed = product({ id: hex(2), name: 'Heu', taxRate: 7, price: { gross: 10.7, net: 10, listGross: null, listNet: null } });

  it('spreads a percentage discount over the tax rates of the discounted goods', () => {
    const calc = input([bag, feed], [item(bag, 1), item(feed, 1, 1)]);
    const { lines } = promotionLines([promo()], calculateProductLines(calc).goods, calc);
    expect(lines).toHaveLength(1);
    expect(lines[0].price.totalPrice).toBe(-2.26);
    expect(lines[0].price.calculatedTaxes).toEqual([
      { tax: -0.19, taxRate: 19, price: -1.19, apiAlias: 'cart_tax_calculated' },
      { tax: -0.07, taxRate: 7, price: -1.07, apiAlias: 'cart_tax_calculated' },
    ]);
  });

  it('lets a later discount take only what the earlier ones left of the goods', () => {
    const calc = input([bag], [item(bag, 1)]);
    const ten = promo({ id: hex(410), code: 'TEN', discountType: 'absolute', value: 10 });
    const five = promo({ id: hex(411), code: 'FIVE', discountType: 'absolute', value: 5 });
    const { lines, freeShipping } = promotionLines([ten, five], calculateProductLines(calc).goods, calc);
    expect(lines.map((l) => l.price.totalPrice)).toEqual([-10, -1.9]);
    expect(freeShipping).toBe(false);
  });

  it('adds the taxes on top of the net sum for net prices', () => {
    const calc = input([bag], [item(bag, 2)], { price: { taxState: 'net', currencyFactor: 1, rounding: defaultRounding(2) } });
    const price = cartPrice(calculateProductLines(calc).goods, null, calc.price, calc.totalRounding);
    expect(price).toMatchObject({ netPrice: 20, totalPrice: 23.8, positionPrice: 20, rawTotal: 23.8, taxStatus: 'net' });
    expect(price.taxRules).toEqual([{ taxRate: 19, percentage: 100, apiAlias: 'cart_tax_rule' }]);
  });

  it('blocks no payment method for an empty cart', () => {
    const calc = input([], [], { paymentMethodId: INVOICE.id, customer: { id: hex(500), guest: true } });
    expect(choosePaymentMethod(false, 0, calc)).toEqual({ paymentMethodId: INVOICE.id, errors: [], stateErrors: [] });
  });
});
