/**
 * Adyen integration of the embedded Store API (advanced flow, paths of the official Adyen Shopware
 * plugin): payment methods, /handle-payment for Adyen methods, payment details and status, paying
 * again, gift cards with partial payments (Adyen orders) and HMAC-verified webhooks. Talks to
 * Adyen's Checkout API v71 with ADYEN_* set, otherwise to the embedded payment simulator.
 */
export { adyenRoutes, addAdyenContextData } from './routes';
export { handleAdyenPayment } from './service';
export { registerAdyenWebhook, NOTIFICATION_PATH } from './webhook';
export { registerAdyenTestPage, DEV_PAGE_PATH } from './devPage';
export { adyenSettings, contextAdyenData, type AdyenSettings } from './settings';
export { simulatorKeys, type SimulatorKeys } from './simKeys';
