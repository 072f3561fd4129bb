import type { Core, CoreConfiguration, PaymentMethodsResponse, UIElement } from '@adyen/adyen-web';
import type { AdyenSdk } from './loadAdyen';
import { cardBrands, challengeWindowSize } from './adyenSetup';

/** The Adyen component of a payment method type, configured for an embedded pay button of ours. */
export function createAdyenElement(sdk: AdyenSdk, checkout: Core, type: string, response: PaymentMethodsResponse): UIElement {
  const common = { showPayButton: false } as const;
  switch (type) {
    case 'scheme':
      return new sdk.Card(checkout, {
        ...common,
        brands: cardBrands(response),
        hasHolderName: false,
        challengeWindowSize: challengeWindowSize(typeof window === 'undefined' ? 1280 : window.innerWidth),
      });
    case 'giftcard':
      return new sdk.Giftcard(checkout, {
        ...common,
        type: 'giftcard',
        brand: (response.paymentMethods?.find((m) => m.type === 'giftcard') as { brand?: string } | undefined)?.brand ?? 'givex',
        // The shopper already pressed our pay button: a sufficient balance pays at once.
        onRequiringConfirmation: (resolve: () => void) => resolve(),
      } as never);
    case 'sepadirectdebit':
      return new sdk.SepaDirectDebit(checkout, common);
    default:
      return new sdk.Redirect(checkout, { ...common, type });
  }
}

/** Loads the SDK's checkout core for the given options (v6: an async factory). */
export async function createAdyenCore(sdk: AdyenSdk, options: CoreConfiguration): Promise<Core> {
  return sdk.AdyenCheckout(options);
}
