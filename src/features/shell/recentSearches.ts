import { readStoredList, writeStoredList } from '../../lib/storedList';

/**
 * The last searches on this device that found something (localStorage 'sw-recent-searches'),
 * newest first: the search field offers them before anything is typed. Kept on the device only.
 */
export const RECENT_SEARCHES_KEY = 'sw-recent-searches';
export const RECENT_SEARCHES_LIMIT = 5;
/** Longer input is not a search someone repeats by tapping it. */
const MAX_TERM = 100;

const isTerm = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

export function readRecentSearches(): string[] {
  return readStoredList(RECENT_SEARCHES_KEY, isTerm).slice(0, RECENT_SEARCHES_LIMIT);
}

/** Storage blocked or full: searching goes on without the list. */
const write = (terms: string[]) => void writeStoredList(RECENT_SEARCHES_KEY, terms.slice(0, RECENT_SEARCHES_LIMIT));

/** A search that found something goes first; the same words in another case or spacing count once. */
export function rememberSearch(term: string): void {
  const clean = term.trim().replace(/\s+/g, ' ');
  if (!clean || clean.length > MAX_TERM) return;
  const same = (other: string) => other.toLocaleLowerCase() === clean.toLocaleLowerCase();
  write([clean, ...readRecentSearches().filter((t) => !same(t))]);
}

export function forgetSearches(): void {
  write([]);
}
