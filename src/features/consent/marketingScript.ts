const SCRIPT_ID = 'stallwerk-marketing-script';

/**
 * Injects the e-mail-marketing service's script once, async, after the page has loaded and
 * the browser is idle — it never blocks rendering. Only called with marketing consent.
 */
export function injectMarketingScript(url: string | null, doc: Document = document): boolean {
  if (!url || doc.getElementById(SCRIPT_ID)) return false;
  if (!/^https:\/\/|^\//.test(url)) return false;
  const script = doc.createElement('script');
  script.id = SCRIPT_ID;
  script.src = url;
  script.async = true;
  script.referrerPolicy = 'strict-origin-when-cross-origin';
  doc.head.appendChild(script);
  return true;
}

/** Runs a task after load, when the main thread is idle. */
export function whenIdle(task: () => void): void {
  const run = () => ('requestIdleCallback' in window ? window.requestIdleCallback(task, { timeout: 3000 }) : setTimeout(task, 1));
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}
