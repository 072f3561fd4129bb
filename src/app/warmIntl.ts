import { splitLocalePath } from '../i18n/locales';
import { formatPrice } from '../lib/money';
import { inNextTask, type Schedule } from '../lib/tasks';

/**
 * The browser's first currency format for a language and its first string comparison load that
 * language's number and collation data: each about ten milliseconds on a phone. The entry's
 * worker loads that data for the whole renderer (src/app/intlWarmup.ts, src/main.tsx); once it
 * is done (`dataLoaded`), the formats the page then uses are built here in tasks of their own
 * (src/lib/money.ts keeps them), before the first page's loader (a listing sorts its filter
 * options) and the first price rendered need them. Built before the worker is done, they held
 * the main thread for the rest of its work.
 */
export function warmIntl(dataLoaded: Promise<void> = Promise.resolve(), schedule: Schedule = inNextTask, path: string = window.location.pathname): void {
  const { locale } = splitLocalePath(path);
  void dataLoaded.then(() => {
    schedule(() => formatPrice(0, 'EUR', locale));
    schedule(() => 'a'.localeCompare('b'));
  });
}
