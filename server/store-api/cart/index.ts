/** Cart area: the cart routes, the cart service (load, calculate, store under the cart lock) and the hooks it answers. */
export { cartRoutes, recalculateCartAfterSwitch } from './routes';
export { moveCartOnLogin } from './session';
export { calculateStoredCart, loadCartCustomer, loadPaymentMethods, processCart, refreshContext } from './cartService';
export { paymentBlockReason, type CalcResult, type PaymentMethodDef } from './calculator';
export { deleteCart, emptyCart, loadCart, withCartLock, type StoredCart } from './store';
export { serializeLineItem } from './serialize';
export type { CartError } from './cartErrors';
