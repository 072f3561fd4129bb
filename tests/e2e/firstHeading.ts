import type { Page } from '@playwright/test';

/**
 * Records on the page's first heading the document's readiness when it appeared: 'loading' means
 * the parser put it there (prerendered HTML), anything later the app's render. A hydrated page
 * keeps the node and its mark; a page rendered anew has a new heading without it.
 */
export async function watchFirstHeading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      const h1 = document.querySelector<HTMLElement>('#root h1');
      if (!h1) return;
      h1.dataset.appearedWhile = document.readyState;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}
