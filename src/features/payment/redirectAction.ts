import type { CoreConfiguration } from '@adyen/adyen-web';
import type { AdyenConfigView } from '../../api';
import { createAdyenCore } from './adyen/adyenElement';
import { adyenCoreOptions, DEFAULT_PAYMENT_COUNTRY } from './adyen/adyenSetup';
import { loadAdyen } from './adyen/loadAdyen';

/** Seconds between the order and the redirect to the payment page (spec §4, §9). */
export const REDIRECT_DELAY_S = 5;

/** Lets the SDK perform a redirect action (GET or POST form) into `node`. */
export async function performRedirect(node: HTMLElement, action: Record<string, unknown>, adyen: AdyenConfigView, locale: string, countryCode?: string): Promise<void> {
  const sdk = await loadAdyen();
  const core = await createAdyenCore(sdk, {
    ...adyenCoreOptions({ config: adyen, locale, countryCode: countryCode || DEFAULT_PAYMENT_COUNTRY, amount: { value: 0, currency: 'EUR' }, paymentMethodsResponse: { paymentMethods: [] } }),
  } as CoreConfiguration);
  core.createFromAction(action as never).mount(node);
}
