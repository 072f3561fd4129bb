import type { AppDeps } from '../../deps';
import type { CalculatedPrice } from '../../pricing';
import { type RequestContext, loadMedia, loadStates, serializeCountry, serializeCountryState, serializeMedia, serializeShippingMethod, type ShippingMethodRow } from '../context/public';
import type { CalculatedLineItem } from './calculator';
import type { CartState } from './cartService';
import { errorMap } from './cartErrors';
import type { CartProduct } from './products';
import { findCountryStateRow, findShippingMethodRow } from './store';

/** Shopware's QuantityPriceDefinition of a line item (`cart_price_quantity`). */
export function priceDefinitionOf(price: CalculatedPrice): Record<string, unknown> {
  return {
    type: 'quantity',
    price: price.unitPrice,
    quantity: price.quantity,
    isCalculated: true,
    taxRules: price.taxRules,
    ...(price.listPrice ? { listPrice: price.listPrice.price } : {}),
    ...(price.regulationPrice ? { regulationPrice: { price: price.regulationPrice.price } } : {}),
    referencePriceDefinition: price.referencePrice
      ? { purchaseUnit: price.referencePrice.purchaseUnit, referenceUnit: price.referencePrice.referenceUnit, unitName: price.referencePrice.unitName }
      : null,
    apiAlias: 'cart_price_quantity',
  };
}

/** The product facts Shopware keeps in a product line item's payload (plus the schema's required product fields). */
export function productPayload(p: CartProduct): Record<string, unknown> {
  return {
    id: p.id,
    productNumber: p.productNumber,
    name: p.name,
    taxId: p.taxId,
    stock: p.stock,
    type: p.isDownload ? 'digital' : 'physical',
    isCloseout: p.isCloseout,
    ...(p.parentId ? { parentId: p.parentId } : {}),
    ...(p.manufacturerId ? { manufacturerId: p.manufacturerId } : {}),
    ...(p.customFields ? { customFields: p.customFields } : {}),
    ...(p.releaseDate ? { releaseDate: /^\d{4}-\d{2}-\d{2}$/.test(p.releaseDate) ? `${p.releaseDate}T00:00:00.000+00:00` : p.releaseDate } : {}),
    createdAt: p.createdAt,
    isNew: false,
    markAsTopseller: p.markAsTopseller,
    shippingFree: p.shippingFree,
    purchasePrices: null,
    optionIds: p.optionIds,
    propertyIds: p.propertyIds,
    categoryIds: p.categoryIds,
    streamIds: [],
    tagIds: [],
    features: [],
    options: p.options.map((o) => ({ group: o.group, option: o.option, translated: { group: o.group, option: o.option } })),
    // Stallwerk's freight facts (pallet counting), as custom payload keys.
    weight: p.weight,
    packaging: p.packaging,
    bagsPerUnit: p.bagsPerUnit,
  };
}

/** Integers only: the schema types CartDeliveryInformation's measures as integers. */
const intOrOmit = (key: string, v: number | null): Record<string, number> => (v !== null && Number.isInteger(v) ? { [key]: v } : {});

function deliveryInformation(p: CartProduct): Record<string, unknown> {
  return {
    stock: p.stock,
    ...intOrOmit('weight', p.weight),
    ...intOrOmit('width', p.width),
    ...intOrOmit('height', p.height),
    ...intOrOmit('length', p.length),
    freeDelivery: p.shippingFree,
    ...(p.restockTime !== null ? { restockTime: p.restockTime } : {}),
    ...(p.deliveryTime ? { deliveryTime: { name: p.deliveryTime.name, min: p.deliveryTime.min, max: p.deliveryTime.max, unit: p.deliveryTime.unit, apiAlias: 'cart_delivery_time' } } : {}),
    apiAlias: 'cart_delivery_information',
  };
}

export function serializeLineItem(deps: AppDeps, ctx: RequestContext, l: CalculatedLineItem): Record<string, unknown> {
  const base = {
    id: l.id,
    referencedId: l.referencedId,
    label: l.label,
    quantity: l.quantity,
    type: l.type,
    good: l.good,
    removable: l.removable,
    stackable: l.stackable,
    modified: false,
    states: l.states,
    price: l.price,
    priceDefinition: priceDefinitionOf(l.price),
    children: [],
    extensions: {},
    apiAlias: 'line_item',
  };
  if (l.type === 'product' && l.product) {
    const p = l.product;
    const media = loadMedia(deps.db, p.coverMediaId);
    return {
      ...base,
      payload: productPayload(p),
      quantityInformation: { ...l.quantityInformation, apiAlias: 'cart_quantity_information' },
      deliveryInformation: deliveryInformation(p),
      ...(media ? { cover: serializeMedia(media, ctx.locale, deps.config.publicUrl) } : {}),
    };
  }
  const promo = l.promotion!;
  return {
    ...base,
    description: promo.name,
    // Shopware's promotion payload (PromotionItemBuilder).
    payload: {
      promotionId: promo.id,
      code: promo.code ?? '',
      promotionCodeType: promo.automatic ? 'auto' : 'global',
      discountType: promo.discountType === 'free_shipping' ? 'percentage' : promo.discountType,
      value: promo.discountType === 'free_shipping' ? 100 : promo.value,
      maxValue: promo.maxValue !== null ? String(promo.maxValue) : '',
      discountScope: l.discountScope,
      preventCombination: promo.preventCombination,
      exclusions: [],
      setGroups: [],
      groupId: '',
      filter: { sorterKey: null, applierKey: null, usageKey: null, pickerKey: null },
      ...(promo.categoryId ? { categoryId: promo.categoryId } : {}),
    },
  };
}

/** The Store API `Cart` JSON. */
export function serializeCart(deps: AppDeps, state: CartState): Record<string, unknown> {
  const { db } = deps;
  const { ctx, result, stored } = state;
  const deliveries: Record<string, unknown>[] = [];
  if (result.delivery) {
    const d = result.delivery;
    const methodRow = findShippingMethodRow(db, d.method.id) as ShippingMethodRow;
    const stateId = typeof ctx.payload.countryStateId === 'string' ? ctx.payload.countryStateId : null;
    const stateRow = stateId ? findCountryStateRow(db, stateId) : undefined;
    const deliveryDate = { earliest: d.earliest, latest: d.latest, apiAlias: 'cart_delivery_date' };
    deliveries.push({
      deliveryDate,
      location: {
        country: serializeCountry(ctx.country, ctx.locale, loadStates(db, ctx.country.id)),
        ...(stateRow ? { state: serializeCountryState(stateRow, ctx.locale) } : {}),
        apiAlias: 'cart_delivery_shipping_location',
      },
      positions: d.positions.map((p) => ({
        identifier: p.identifier,
        quantity: p.quantity,
        price: p.price,
        deliveryDate,
        apiAlias: 'cart_delivery_position',
      })),
      shippingCosts: d.costs,
      shippingMethod: serializeShippingMethod(db, methodRow, ctx.locale),
      apiAlias: 'cart_delivery',
    });
  }
  const totalAmount: CalculatedPrice = {
    unitPrice: result.price.totalPrice,
    quantity: 1,
    totalPrice: result.price.totalPrice,
    calculatedTaxes: result.price.calculatedTaxes,
    taxRules: result.price.taxRules,
    referencePrice: null,
    listPrice: null,
    regulationPrice: null,
    apiAlias: 'calculated_price',
  };
  const errors = errorMap(state.errors);
  return {
    name: 'sales-channel',
    token: ctx.token,
    price: result.price,
    lineItems: result.lineItems.map((l) => serializeLineItem(deps, ctx, l)),
    // An object keyed by error key (the schema types it as an object, also when empty).
    errors,
    deliveries,
    transactions: result.lineItems.length > 0 ? [{ paymentMethodId: result.paymentMethodId, amount: totalAmount, apiAlias: 'cart_transaction' }] : [],
    modified: false,
    customerComment: stored.customerComment,
    affiliateCode: stored.affiliateCode,
    campaignCode: stored.campaignCode,
    extensions: {},
    apiAlias: 'cart',
  };
}
