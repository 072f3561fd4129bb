/**
 * Adyen code shared by the shop's integration (store-api/adyen) and the payment simulator
 * (payment-sim): the notification HMAC, amounts in minor units, the simulator's public defaults.
 * Neither side imports the other.
 */
export { signNotification, verifyNotificationHmac, notificationSigningString, calculateHmac } from './hmac';
export { minorUnits, toMinor, fromMinor, currencyDecimals, formatAmount, isSupportedCurrency, isValidAmount, type Amount } from './money';
export { SIM_DEFAULTS } from './simDefaults';
