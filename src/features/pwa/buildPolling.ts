import { appStore } from '../../app/store';
import { config } from '../../config';
import { updateReadyAtom } from './atoms';
import { checkServiceWorkerUpdate } from './registerServiceWorker';

/** Compares the deployed build (builds/latest.json) with the running one. */
export async function isNewerBuildDeployed(current: string, fetcher: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetcher(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return false;
    const latest = (await response.json()) as { id?: string };
    return Boolean(latest.id) && latest.id !== current;
  } catch {
    return false;
  }
}

async function check(): Promise<void> {
  if (!(await isNewerBuildDeployed(__BUILD_ID__))) return;
  // With a service worker the waiting worker triggers the prompt; without one, offer a reload.
  if (!(await checkServiceWorkerUpdate())) appStore.set(updateReadyAtom, { apply: () => window.location.reload() });
}

/**
 * Polls for a newer build on an interval, when the app comes back to the foreground or gets the
 * focus, and when the connection returns (a phone that was offline in the barn all morning).
 */
export function startBuildPolling(target: Window = window): void {
  if (!import.meta.env.PROD) return;
  let last = 0;
  // Focus and visibility often fire together: one request is enough.
  const soon = () => {
    if (Date.now() - last < 2000) return;
    last = Date.now();
    void check();
  };
  target.setInterval(() => void check(), config.buildPollIntervalMs);
  target.document.addEventListener('visibilitychange', () => {
    if (target.document.visibilityState === 'visible') soon();
  });
  target.addEventListener('focus', soon);
  target.addEventListener('online', soon);
}
