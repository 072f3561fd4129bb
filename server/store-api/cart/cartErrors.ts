/**
 * Cart errors as Shopware serializes them (`Shopware\Core\Checkout\Cart\Error\Error::jsonSerialize`):
 * `{code: 0, key, level, message, messageKey, ...parameters}`; the cart's `errors` is an object
 * keyed by `key`. Message keys, ids and levels follow the Shopware classes named below, so the
 * storefront can translate `messageKey` with the parameters.
 */
export const LEVEL_NOTICE = 0;
export const LEVEL_WARNING = 10;
export const LEVEL_ERROR = 20;
export type CartErrorLevel = typeof LEVEL_NOTICE | typeof LEVEL_WARNING | typeof LEVEL_ERROR;

export interface CartError {
  code: 0;
  key: string;
  level: CartErrorLevel;
  message: string;
  messageKey: string;
  /** Whether the error prevents placing the order (Error::blockOrder). */
  block: boolean;
  /** Shopware's getParameters(), also spread flat into the error as PHP's get_object_vars does. */
  parameters: Record<string, string | number>;
  [param: string]: unknown;
}

function make(
  key: string,
  messageKey: string,
  level: CartErrorLevel,
  block: boolean,
  message: string,
  parameters: Record<string, string | number>,
  fields: Record<string, string | number> = {},
): CartError {
  // `code` is the PHP exception code (always 0) in Shopware's JSON, so a `code` parameter only lives in `parameters`.
  return { ...parameters, ...fields, code: 0, key, level, message, messageKey, block, parameters };
}

/** ProductStockReachedError: quantity reduced to what is available (stock of closeouts, max purchase). */
export const productStockReached = (id: string, name: string, quantity: number): CartError =>
  make(`product-stock-reached${id}`, 'product-stock-reached', LEVEL_WARNING, true, `The product ${name} is only available ${quantity} times`, { id, name, quantity });

/** ProductOutOfStockError: the item was removed, nothing is available. */
export const productOutOfStock = (id: string, name: string): CartError =>
  make(`product-out-of-stock${id}`, 'product-out-of-stock', LEVEL_ERROR, true, `The product ${name} is no longer available`, { id, name });

/** MinOrderQuantityError: quantity raised to the minimum purchase. */
export const minOrderQuantity = (id: string, name: string, quantity: number): CartError =>
  make(
    `min-order-quantity${id}`,
    'min-order-quantity',
    LEVEL_WARNING,
    true,
    `The quantity of product ${name} did not meet the minimum order quantity threshold. The quantity has automatically been increased to ${quantity}`,
    { id, name, quantity },
  );

/** PurchaseStepsError: quantity changed to the nearest lower purchase step. */
export const purchaseSteps = (id: string, name: string, quantity: number): CartError =>
  make(`purchase-steps-quantity${id}`, 'purchase-steps-quantity', LEVEL_WARNING, true, `Your input quantity does not match with the setup of the ${name}. The quantity was changed to ${quantity}`, {
    id,
    name,
    quantity,
  });

/** ProductNotFoundError: the product does not exist (any more) or is inactive; the item was removed. */
export const productNotFound = (id: string): CartError => make(`product-not-found${id}`, 'product-not-found', LEVEL_ERROR, true, `The product ${id} could not be found`, { id });

/** ShippingMethodBlockedError: the method cannot deliver this cart and nothing could replace it. */
export const shippingMethodBlocked = (name: string): CartError =>
  make(`shipping-method-blocked-${name}`, 'shipping-method-blocked', LEVEL_WARNING, true, `Shipping method ${name} not available`, { name });

/** PaymentMethodBlockedError. */
export const paymentMethodBlocked = (name: string, reason: string): CartError =>
  make(`payment-method-blocked-${name}`, 'payment-method-blocked', LEVEL_WARNING, true, `Payment method ${name} not available. Reason: ${reason}`, { name });

/** Storefront ShippingMethodChangedError: the blocked method was replaced automatically. */
export const shippingMethodChanged = (oldName: string, newName: string): CartError =>
  make(
    `shipping-method-changed-${oldName}-${newName}`,
    'shipping-method-changed',
    LEVEL_NOTICE,
    false,
    `${oldName} shipping is not available for your current cart, the shipping was changed to ${newName}`,
    { oldShippingMethodName: oldName, newShippingMethodName: newName, oldName, newName },
  );

/** Storefront PaymentMethodChangedError. */
export const paymentMethodChanged = (oldName: string, newName: string): CartError =>
  make(
    `payment-method-changed-${oldName}-${newName}`,
    'payment-method-changed',
    LEVEL_NOTICE,
    false,
    `${oldName} payment is not available for your current cart, the payment was changed to ${newName}`,
    { oldPaymentMethodName: oldName, newPaymentMethodName: newName, oldName, newName },
  );

/** PromotionCartAddedInformationError. */
export const promotionDiscountAdded = (name: string, discountLineItemId: string): CartError =>
  make(`promotion-discount-added-${discountLineItemId}`, 'promotion-discount-added', LEVEL_NOTICE, false, `Discount ${name} has been added`, {
    name,
    discountLineItemId,
  });

/** PromotionCartDeletedInformationError: an applied discount no longer applies (its code stays stored). */
export const promotionDiscountDeleted = (name: string, discountLineItemId: string): CartError =>
  make(`promotion-discount-deleted-${discountLineItemId}`, 'promotion-discount-deleted', LEVEL_NOTICE, false, `Discount ${name} has been removed`, {
    name,
    discountLineItemId,
  });

/** PromotionNotFoundError: no active promotion has this code. */
export const promotionNotFound = (code: string): CartError =>
  make('promotion-not-found', 'promotion-not-found', LEVEL_ERROR, false, `Promotion with code ${code} not found!`, { code }, { promotionCode: code });

/** PromotionNotEligibleError: the code is valid and kept; it applies once the conditions are met. */
export const promotionNotEligible = (name: string): CartError => make('promotion-not-eligible', 'promotion-not-eligible', LEVEL_NOTICE, false, `Promotion ${name} not eligible for cart!`, { name });

/** PromotionExcludedError: removed because it cannot be combined with another discount. */
export const promotionExcluded = (name: string): CartError => make('promotion-excluded', 'promotion-excluded', LEVEL_NOTICE, false, `Promotion ${name} was excluded for cart.`, { name });

/** PromotionsOnCartPriceZeroError. */
export const promotionsOnCartPriceZero = (names: string[]): CartError =>
  make(
    'promotions-on-cart-price-zero-error',
    'promotions-on-cart-price-zero-error',
    LEVEL_NOTICE,
    false,
    `Promotions ${names.join(', ')} were excluded for cart because the price of the cart is zero.`,
    { promotions: names.join(', ') },
  );

/** AutoPromotionNotFoundError: an automatic promotion that applied before no longer does. */
export const autoPromotionNotFound = (name: string): CartError =>
  make(`auto-promotion-not-found-${name}`, 'auto-promotion-not-found', LEVEL_ERROR, true, `Promotion ${name} was no longer valid!`, { name });

/** Merges error lists into the cart's `errors` object (later errors with the same key win). */
export function errorMap(errors: CartError[]): Record<string, Omit<CartError, 'parameters'> & { parameters: Record<string, string | number> }> {
  const out: Record<string, CartError> = {};
  for (const e of errors) out[e.key] = e;
  return out;
}

export const blocksOrder = (errors: CartError[]): CartError[] => errors.filter((e) => e.block);

/** The cart of an earlier visit was merged into this one at login (storefront hint `cart-merged-hint`). */
export const cartMergedHint = (): CartError =>
  make('cart-merged-hint', 'cart-merged-hint', LEVEL_NOTICE, false, 'The current shopping cart might contain additional products that have been added and saved during a previous visit.', {});
