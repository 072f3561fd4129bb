import { splitLocalePath } from '../i18n/locales';
import { formatPrice } from '../lib/money';
import { inNextTask, type Schedule } from '../lib/tasks';

/**
 * The browser's first currency format for a language and its first string comparison load that
 * language's number and collation data: each about ten milliseconds on a phone. Done in tasks of
 * their own before the router starts, instead of inside the first page's loader (a listing sorts
 * its filter options) and the first price hydration renders, where they lengthened those tasks.
 * The formatter is the one the page then uses (src/lib/money.ts keeps it). The entry's worker
 * (src/app/intlWarmup.ts) has usually loaded the data by now, for the whole renderer: then these
 * take a fraction of a millisecond.
 */
export function warmIntl(schedule: Schedule = inNextTask, path: string = window.location.pathname): void {
  const { locale } = splitLocalePath(path);
  schedule(() => formatPrice(0, 'EUR', locale));
  schedule(() => 'a'.localeCompare('b'));
}
