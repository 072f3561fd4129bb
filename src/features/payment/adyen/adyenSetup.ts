import type { CoreConfiguration, PaymentMethodsResponse } from '@adyen/adyen-web';
import type { AdyenConfigView } from '../../../api';

/** Default locale and country of payments (spec §9). */
export const DEFAULT_PAYMENT_LOCALE = 'de-DE';
export const DEFAULT_PAYMENT_COUNTRY = 'DE';
/** Card brands offered when the provider does not list any (spec §9). */
export const DEFAULT_CARD_BRANDS = ['amex', 'mc', 'visa'];

/** A setup that can never work (spec §5: the implementation, not the shopper, is wrong). */
export class PaymentSetupError extends Error {
  override readonly name = 'IMPLEMENTATION_ERROR';
}

export interface AdyenSetupInput {
  config: AdyenConfigView;
  locale: string;
  countryCode: string;
  amount: { value: number; currency: string };
  paymentMethodsResponse: PaymentMethodsResponse;
  /** An open Adyen order of a partial payment (gift card redeemed, rest due). */
  order?: { orderData: string; pspReference: string };
}

/**
 * The SDK's core options from /context's adyenData, validated as spec §5 asks: the locale looks
 * like 'xx-XX', a country code is given, and a client key starting with test or live matches the
 * environment. The environment URLs point at the embedded simulator when /context names them,
 * and are left to the SDK (Adyen's own hosts) otherwise.
 */
export function adyenCoreOptions(
  input: AdyenSetupInput,
): Pick<CoreConfiguration, 'environment' | 'clientKey' | 'locale' | 'countryCode' | 'amount' | 'paymentMethodsResponse' | 'order' | '_environmentUrls' | 'showPayButton'> {
  const { config, locale, countryCode } = input;
  if (!/^[a-z]{2}-[A-Z]{2}$/.test(locale)) throw new PaymentSetupError(`The payment locale "${locale}" must look like xx-XX.`);
  if (!/^[A-Z]{2}$/.test(countryCode)) throw new PaymentSetupError('A country code is required to initialise the payment.');
  if (!config.clientKey) throw new PaymentSetupError('The payment client key is missing.');
  const prefix = /^(test|live)_/.exec(config.clientKey)?.[1];
  if (prefix && prefix !== config.environment) {
    throw new PaymentSetupError(`The client key is a ${prefix} key but the environment is ${config.environment}.`);
  }
  const urls = config.environmentUrls;
  return {
    environment: config.environment,
    clientKey: config.clientKey,
    locale,
    countryCode,
    amount: input.amount,
    paymentMethodsResponse: input.paymentMethodsResponse,
    ...(input.order ? { order: input.order as CoreConfiguration['order'] } : {}),
    showPayButton: false,
    ...(urls
      ? {
          _environmentUrls: {
            api: urls.api,
            analytics: urls.analytics ?? urls.api,
            cdn: { images: urls.cdnImages ?? urls.api, translations: urls.cdnTranslations ?? urls.api },
          },
        }
      : {}),
  };
}

/** The card brands of the provider's scheme entry, else the default brands. */
export function cardBrands(response: PaymentMethodsResponse): string[] {
  const scheme = response.paymentMethods?.find((m) => m.type === 'scheme') as { brands?: string[] } | undefined;
  return scheme?.brands?.length ? scheme.brands : DEFAULT_CARD_BRANDS;
}

/** Challenge window (spec §9): 02 (390×400) by default, full screen (05) on narrow phones. */
export function challengeWindowSize(viewportWidth: number): '02' | '05' {
  return viewportWidth < 480 ? '05' : '02';
}
