/** Delay before the 412 configuration hint is logged (spec §4). */
export const MISCONFIGURATION_HINT_DELAY_MS = 2000;

let hintScheduled = false;

/**
 * A 412 from the Store API means the endpoint or access key is wrong. After 2 s a hint is
 * logged once, so the developer sees it after the noise of the failed page load.
 */
export function reportApiStatus(status: number, log: (message: string) => void = console.error): void {
  if (status !== 412 || hintScheduled) return;
  hintScheduled = true;
  setTimeout(() => {
    log(
      '[Stallwerk] The Store API answered 412 Precondition Failed: the API connection configuration is wrong. ' +
        'Check VITE_STORE_API_URL (endpoint) and VITE_STORE_API_ACCESS_KEY (sales-channel access key).',
    );
    hintScheduled = false;
  }, MISCONFIGURATION_HINT_DELAY_MS);
}
