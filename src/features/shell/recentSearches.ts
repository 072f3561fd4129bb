/**
 * The last searches on this device that found something (localStorage 'sw-recent-searches'),
 * newest first: the search field offers them before anything is typed. Kept on the device only.
 */
export const RECENT_SEARCHES_KEY = 'sw-recent-searches';
export const RECENT_SEARCHES_LIMIT = 5;
/** Longer input is not a search someone repeats by tapping it. */
const MAX_TERM = 100;

export function readRecentSearches(): string[] {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(RECENT_SEARCHES_KEY);
    const parsed = raw ? (JSON.parse(raw) as unknown) : [];
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string' && v.trim() !== '').slice(0, RECENT_SEARCHES_LIMIT) : [];
  } catch {
    return [];
  }
}

function write(terms: string[]): void {
  try {
    if (terms.length === 0) localStorage.removeItem(RECENT_SEARCHES_KEY);
    else localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(terms.slice(0, RECENT_SEARCHES_LIMIT)));
  } catch {
    // Storage blocked or full: searching goes on without the list.
  }
}

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
