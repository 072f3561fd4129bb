import type { ServerConfig } from '../../config';
import { simulatorKeys } from './simKeys';

/** Adyen's Checkout API version this integration speaks. */
export const CHECKOUT_API_VERSION = 'v71';

/** Where the SDK's shopper-side requests go (`_environmentUrls`), simulator mode only. */
export interface EnvironmentUrls {
  api: string;
  analytics: string;
  cdnImages: string;
  cdnTranslations: string;
}

/** Everything the integration needs to talk to Adyen (or the embedded simulator). */
export interface AdyenSettings {
  /** simulator: no ADYEN_API_KEY, the embedded payment simulator plays Adyen. */
  mode: 'simulator' | 'test' | 'live';
  /** Base URL of the Checkout API without a trailing slash, e.g. https://checkout-test.adyen.com/v71. */
  checkoutUrl: string;
  apiKey: string;
  merchantAccount: string;
  clientKey: string;
  /** Hex HMAC key of the webhooks ('' when not configured: every webhook is refused). */
  hmacKey: string;
  /** The SDK's `environment`. */
  environment: 'test' | 'live';
  /** Simulator only: the SDK must be pointed at it. */
  environmentUrls: EnvironmentUrls | null;
  /** Environment variables that real Adyen needs but are missing (payments answer 503 while any is). */
  missing: string[];
  /**
   * The simulator was chosen explicitly (PAYMENT_PROVIDER=simulator) or runs in production: the
   * storefront shows a "test payments" banner, because no real money is taken.
   */
  testPayments: boolean;
}

/**
 * Reads the mode from the configuration: ADYEN_API_KEY set → Adyen's test or live platform with
 * the configured credentials; unset → the embedded simulator on PAYMENT_SIM_PORT with its keys.
 */
export function adyenSettings(config: ServerConfig): AdyenSettings {
  const a = config.adyen;
  if (config.paymentProvider === 'simulator') {
    const base = `http://localhost:${config.paymentSimPort}`;
    const keys = simulatorKeys(config.dataDir);
    return {
      mode: 'simulator',
      checkoutUrl: `${base}/checkout/${CHECKOUT_API_VERSION}`,
      apiKey: keys.apiKey,
      merchantAccount: keys.merchantAccount,
      clientKey: keys.clientKey,
      hmacKey: keys.hmacKey,
      // The SDK accepts the simulator's plain-http 3DS2 pages only with environment 'test'.
      environment: 'test',
      environmentUrls: { api: `${base}/`, analytics: `${base}/`, cdnImages: `${base}/`, cdnTranslations: `${base}/` },
      missing: [],
      testPayments: config.production || config.paymentProviderExplicit,
    };
  }
  const missing: string[] = [];
  if (!a.apiKey) missing.push('ADYEN_API_KEY');
  if (!a.merchantAccount) missing.push('ADYEN_MERCHANT_ACCOUNT');
  if (!a.clientKey) missing.push('ADYEN_CLIENT_KEY');
  if (!a.hmacKey) missing.push('ADYEN_HMAC_KEY');
  if (a.environment === 'live' && !a.liveUrlPrefix) missing.push('ADYEN_LIVE_URL_PREFIX');
  const checkoutUrl =
    a.environment === 'live'
      ? `https://${a.liveUrlPrefix ?? 'MISSING-PREFIX'}-checkout-live.adyenpayments.com/checkout/${CHECKOUT_API_VERSION}`
      : `https://checkout-test.adyen.com/${CHECKOUT_API_VERSION}`;
  return {
    mode: a.environment,
    checkoutUrl,
    apiKey: a.apiKey ?? '',
    merchantAccount: a.merchantAccount ?? '',
    clientKey: a.clientKey ?? '',
    hmacKey: a.hmacKey ?? '',
    environment: a.environment,
    environmentUrls: null,
    missing,
    testPayments: false,
  };
}

/** What GET /context carries in `extensions.adyenData` (public values only, never the API or HMAC key). */
export function contextAdyenData(settings: AdyenSettings): Record<string, unknown> {
  return {
    clientKey: settings.clientKey,
    environment: settings.environment,
    ...(settings.environmentUrls ? { environmentUrls: settings.environmentUrls } : {}),
    ...(settings.testPayments ? { testPayments: true } : {}),
  };
}
