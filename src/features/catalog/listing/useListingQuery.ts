import { useCallback, useMemo } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import type { ListingQuery } from '../../../api';
import { listingSearchParams, parseListingQuery, withFilter } from '../../../lib/listingQuery';

/**
 * The listing's filters, sorting and page as URL state; `update` starts again at page 1.
 * While the next listing loads, the query already shows the pending URL, so a checkbox
 * reacts at once even on a slow connection.
 */
export function useListingQuery(): { query: ListingQuery; update: (patch: Partial<ListingQuery>) => void; hrefFor: (patch: Partial<ListingQuery>) => string } {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const pending = useNavigation().location;
  const pendingSearch = pending && pending.pathname === location.pathname ? pending.search : null;
  const query = useMemo(() => parseListingQuery(pendingSearch !== null ? new URLSearchParams(pendingSearch) : params), [params, pendingSearch]);
  const update = useCallback((patch: Partial<ListingQuery>) => setParams(listingSearchParams(withFilter(query, patch)), { preventScrollReset: true }), [query, setParams]);
  const hrefFor = useCallback(
    (patch: Partial<ListingQuery>) => {
      const search = listingSearchParams(withFilter(query, patch)).toString();
      return search ? `?${search}` : '?';
    },
    [query],
  );
  return { query, update, hrefFor };
}
