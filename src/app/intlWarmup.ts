/**
 * The Intl work a page's first prices, numbers and dates need, for one locale. The browser's
 * first Intl.NumberFormat loads its number data for the whole renderer process (10–25 ms
 * unthrottled, one lock for every thread), so done in a worker it no longer holds the main thread.
 */
export function warmIntlData(locale: string): void {
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(0);
  new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(0);
  new Intl.PluralRules(locale).select(1);
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(0);
  // The main thread's first comparison uses the browser's own language, the listing's the page's.
  'a'.localeCompare('b');
  new Intl.Collator(locale).compare('a', 'b');
}

/** The message the worker answers with once the data is loaded. */
export const INTL_WARM = 'intl-warm';
