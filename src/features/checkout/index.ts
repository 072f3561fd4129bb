/** The checkout feature: entry (sign in, register, guest), checkout page, order results. */
export { currentCheckoutAttempt, finishCheckoutAttempt, CHECKOUT_ATTEMPT_TTL_MS } from './checkoutAttempt';
export { reloadSession } from '../customer';
export { OrderDetails } from './components/OrderDetails';
