import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ListingQuery } from '../../../api';
import { listingSearchParams, parseListingQuery, withFilter } from '../../../lib/listingQuery';

/** The listing's filters, sorting and page as URL state; `update` starts again at page 1. */
export function useListingQuery(): { query: ListingQuery; update: (patch: Partial<ListingQuery>) => void; hrefFor: (patch: Partial<ListingQuery>) => string } {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseListingQuery(params), [params]);
  const update = useCallback(
    (patch: Partial<ListingQuery>) => setParams(listingSearchParams(withFilter(query, patch)), { preventScrollReset: true }),
    [query, setParams],
  );
  const hrefFor = useCallback((patch: Partial<ListingQuery>) => {
    const search = listingSearchParams(withFilter(query, patch)).toString();
    return search ? `?${search}` : '?';
  }, [query]);
  return { query, update, hrefFor };
}
