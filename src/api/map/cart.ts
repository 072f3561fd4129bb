import type { CartItemView, CartMessage, CartView, NotificationLevel } from '../types';
import { mapLineOptions } from './lineOptions';
import { mapImage } from './media';
import { asLoose, num, str, translated, type Cart, type LineItem } from './schemas';

const LEVELS: Record<number, NotificationLevel> = { 0: 'info', 10: 'warning', 20: 'danger' };
const SUCCESS_KEYS = new Set(['promotion-discount-added']);

/** Cart errors arrive as a map keyed by error key (or a list); every entry becomes a message. */
export function mapCartMessages(errors: Cart['errors']): CartMessage[] {
  const list = Array.isArray(errors) ? errors : Object.values(errors ?? {});
  return list.map((raw) => {
    const e = asLoose(raw);
    const { key, messageKey, level, message, code: _code, ...rest } = e;
    const parameters: Record<string, string | number> = {};
    for (const [k, v] of Object.entries({ ...asLoose(e.parameters), ...rest })) {
      if (typeof v === 'string' || typeof v === 'number') parameters[k] = v;
    }
    const msgKey = str(messageKey) ?? str(key) ?? 'unknown';
    return {
      key: str(key) ?? msgKey,
      messageKey: msgKey,
      level: SUCCESS_KEYS.has(msgKey) ? 'success' : (LEVELS[num(level) ?? 20] ?? 'danger'),
      message: str(message) ?? '',
      parameters,
    };
  });
}

function mapItem(item: LineItem): CartItemView {
  const payload = asLoose(item.payload);
  const info = item.quantityInformation ?? {};
  return {
    id: item.id,
    referencedId: str(item.referencedId),
    type: item.type ?? 'product',
    label: str(item.label) ?? '',
    quantity: item.quantity ?? 1,
    unitPrice: item.price?.unitPrice ?? 0,
    totalPrice: item.price?.totalPrice ?? 0,
    listPrice: num(item.price?.listPrice?.price),
    image: mapImage(item.cover, str(item.label)),
    productNumber: str(payload.productNumber),
    options: mapLineOptions(payload),
    minPurchase: num(info.minPurchase) ?? 1,
    purchaseSteps: num(info.purchaseSteps) ?? 1,
    maxPurchase: num(info.maxPurchase) ?? 999,
    removable: item.removable !== false,
    stackable: item.stackable !== false,
    isDownload: (item.states ?? []).includes('is-download'),
    good: item.good !== false,
    deliveryTime: str(item.deliveryInformation?.deliveryTime?.name),
  };
}

/**
 * Maps the cart. Virtual: every non-promotion item is a download. Empty: no good items (spec §4).
 */
export function mapCart(cart: Cart): CartView {
  const all = (cart.lineItems ?? []).map(mapItem);
  const items = all.filter((i) => i.type !== 'promotion');
  const promotions = all.filter((i) => i.type === 'promotion');
  const delivery = cart.deliveries?.[0];
  const goodCount = items.filter((i) => i.good).reduce((sum, i) => sum + i.quantity, 0);
  return {
    token: str(cart.token),
    items,
    promotions,
    positionPrice: cart.price?.positionPrice ?? 0,
    totalPrice: cart.price?.totalPrice ?? 0,
    netPrice: cart.price?.netPrice ?? 0,
    taxes: (cart.price?.calculatedTaxes ?? []).map((t) => ({ rate: t.taxRate, tax: t.tax })),
    taxStatus: cart.price?.taxStatus ?? 'gross',
    shippingCosts: num(delivery?.shippingCosts?.totalPrice) ?? null,
    shippingMethod: translated(delivery?.shippingMethod, 'name'),
    deliveryDate: delivery?.deliveryDate,
    count: items.reduce((sum, i) => sum + i.quantity, 0),
    isEmpty: goodCount <= 0,
    isVirtual: items.length > 0 && items.every((i) => i.isDownload),
    messages: mapCartMessages(cart.errors),
  };
}
