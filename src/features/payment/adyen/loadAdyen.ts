/**
 * Loads @adyen/adyen-web and its styles as their own chunk (adyenSdk-*.js). Only the payment
 * step calls this, so no other page downloads the SDK.
 */
export async function loadAdyen() {
  return import('./adyenSdk');
}

export type AdyenSdk = Awaited<ReturnType<typeof loadAdyen>>;
