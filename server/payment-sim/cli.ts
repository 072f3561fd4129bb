/**
 * Runs the payment simulator on its own: `npx tsx server/payment-sim/cli.ts`.
 * Settings from the environment (same names as server/config.ts): PAYMENT_SIM_PORT, ADYEN_API_KEY,
 * ADYEN_CLIENT_KEY, ADYEN_HMAC_KEY, ADYEN_MERCHANT_ACCOUNT, plus PAYMENT_SIM_NOTIFICATION_URL and
 * PAYMENT_SIM_DATA_FILE. Defaults are SIM_DEFAULTS, no webhooks, state in memory.
 */
import { SIM_DEFAULTS, startPaymentSimulator } from './index';

const env = process.env;
const port = Number(env.PAYMENT_SIM_PORT ?? SIM_DEFAULTS.port);
const sim = await startPaymentSimulator({
  port,
  apiKey: env.ADYEN_API_KEY || SIM_DEFAULTS.apiKey,
  clientKey: env.ADYEN_CLIENT_KEY || SIM_DEFAULTS.clientKey,
  hmacKey: env.ADYEN_HMAC_KEY || SIM_DEFAULTS.hmacKey,
  merchantAccount: env.ADYEN_MERCHANT_ACCOUNT || SIM_DEFAULTS.merchantAccount,
  notificationUrl: env.PAYMENT_SIM_NOTIFICATION_URL || null,
  dataFile: env.PAYMENT_SIM_DATA_FILE || undefined,
});
console.log(`Adyen payment simulator on ${sim.url}/ (Checkout API: ${sim.url}/checkout/v71)`);

const stop = () => {
  void sim.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
