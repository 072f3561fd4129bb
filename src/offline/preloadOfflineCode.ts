let asked = false;

/**
 * Loads the outbox's code without running it, once per page: the chunks the build names in
 * <meta name="stallwerk-offline-module"> (scripts/offlineModules.ts) become module preloads, which
 * the browser fetches and parses but does not evaluate. A device without stored data so pays
 * neither Dexie's evaluation nor opening IndexedDB, and the first action it queues offline still
 * finds the code, also before the service worker has precached the shell. (A plain prefetch into
 * the HTTP cache was not enough: Chromium did not always answer the later import from it offline.)
 */
export function preloadOfflineCode(): void {
  if (asked || typeof document === 'undefined') return;
  asked = true;
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="stallwerk-offline-module"]')) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = meta.content;
    document.head.appendChild(link);
  }
}
