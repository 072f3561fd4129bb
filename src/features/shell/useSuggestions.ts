import { useEffect, useState } from 'react';
import { fetchSuggestions, isNetworkError, type NavItem, type ProductSummary } from '../../api';
import { splitLocalePath } from '../../i18n/locales';
import { flattenNav, navigationPromise } from './navigationData';

export const SUGGEST_MIN_CHARS = 2;
export const SUGGEST_DEBOUNCE_MS = 250;

export type Suggestion =
  | { kind: 'product'; id: string; label: string; url: string; product: ProductSummary }
  | { kind: 'category'; id: string; label: string; url: string; trail: string[] }
  | { kind: 'all'; id: 'all'; label: string; total: number }
  /** Before anything is typed: a search of this device that found something, and the way to forget them. */
  | { kind: 'recent'; id: string; label: string }
  | { kind: 'forget'; id: 'forget'; label: string };

/** Categories whose name contains the term, from the (already loaded) main navigation. */
export function matchCategories(items: NavItem[], term: string, limit = 4): Suggestion[] {
  const needle = term.trim().toLocaleLowerCase();
  if (!needle) return [];
  return flattenNav(items)
    .filter(({ item }) => item.url && !item.external && item.name.toLocaleLowerCase().includes(needle))
    .slice(0, limit)
    .map(({ item, trail }) => ({ kind: 'category', id: item.id, label: item.name, url: item.url as string, trail }));
}

/** Product suggestions from the catalogue stored on the device; null when none is stored or nothing matches. */
async function storedSuggestions(term: string): Promise<Suggestion[] | null> {
  try {
    const { searchStoredCatalog } = await import('../offlineCatalog');
    const found = await searchStoredCatalog(splitLocalePath(window.location.pathname).locale, term);
    return found?.length ? found.map((p) => ({ kind: 'product', id: p.id, label: p.name, url: p.url, product: p })) : null;
  } catch {
    return null;
  }
}

interface State {
  term: string;
  suggestions: Suggestion[];
  total: number;
  failed: boolean;
}

/** Debounced product and category suggestions for a search term. */
export function useSuggestions(term: string): State & { loading: boolean } {
  const [state, setState] = useState<State>({ term: '', suggestions: [], total: 0, failed: false });
  const trimmed = term.trim();
  useEffect(() => {
    if (trimmed.length < SUGGEST_MIN_CHARS) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const categories = matchCategories(await navigationPromise('main-navigation'), trimmed);
      try {
        const { products, total } = await fetchSuggestions(trimmed, 5, controller.signal);
        const productSuggestions: Suggestion[] = products.map((p) => ({ kind: 'product', id: p.id, label: p.name, url: p.url, product: p }));
        setState({ term: trimmed, suggestions: [...productSuggestions, ...categories], total, failed: false });
      } catch (error) {
        if (controller.signal.aborted) return;
        // Offline: the catalogue stored for the barn answers, if one was downloaded.
        const stored = isNetworkError(error) ? await storedSuggestions(trimmed) : null;
        if (controller.signal.aborted) return;
        if (stored) setState({ term: trimmed, suggestions: [...stored.slice(0, 5), ...categories], total: stored.length, failed: false });
        else setState({ term: trimmed, suggestions: categories, total: 0, failed: true });
      }
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [trimmed]);
  const current = trimmed.length >= SUGGEST_MIN_CHARS && state.term === trimmed;
  return {
    term: trimmed,
    suggestions: current ? state.suggestions : [],
    total: current ? state.total : 0,
    failed: current && state.failed,
    loading: trimmed.length >= SUGGEST_MIN_CHARS && !current,
  };
}
