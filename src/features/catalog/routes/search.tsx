import SearchOffIcon from '@mui/icons-material/SearchOff';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { fetchSearch, isNetworkError, type ListingView as Listing } from '../../../api';
import { splitLocalePath } from '../../../i18n/locales';
import { formatDate } from '../../../lib/money';
import { appStore } from '../../../app/store';
import { activeFilterCount, DEFAULT_LISTING_LIMIT, parseListingQuery } from '../../../lib/listingQuery';
import { EmptyState } from '../../../ui/EmptyState';
import { RecentlyViewed } from '../../recentlyViewed';
import { sessionAtom, useLocale } from '../../session';
import { rememberSearch } from '../../shell';
import { PageMeta } from '../../../ui/PageMeta';
import { ListingView, useListingQuery } from '../listing';

interface SearchData {
  term: string;
  listing: Listing | null;
  /** Without a connection: results from the catalogue stored on this device, and its date. */
  offlineSince?: number;
}

export async function loader({ request }: LoaderFunctionArgs): Promise<SearchData> {
  const query = parseListingQuery(new URL(request.url).searchParams);
  if (!query.search) return { term: '', listing: null };
  const limit = appStore.get(sessionAtom)?.shop.listingLimit ?? DEFAULT_LISTING_LIMIT;
  try {
    return { term: query.search, listing: await fetchSearch(query, limit) };
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    // Offline and never searched for online: the stored catalogue answers (loaded only now).
    const stored = await import('../../offlineCatalog').then((m) => m.searchStoredOffline(splitLocalePath(new URL(request.url).pathname).locale, query.search ?? ''));
    if (!stored) throw error;
    return { term: query.search, listing: stored.listing, offlineSince: stored.savedAt };
  }
}

/** Search results with the same filters, sorting and pages as a category listing. */
export function Component() {
  const { t } = useTranslation('catalog');
  const { term, listing, offlineSince } = useLoaderData<typeof loader>();
  const found = (listing?.total ?? 0) > 0;
  // A search that found something is offered again in the empty search field (recentSearches.ts).
  useEffect(() => {
    if (term && found) rememberSearch(term);
  }, [term, found]);
  const locale = useLocale();
  const { t: tc } = useTranslation();
  const { query } = useListingQuery();
  const title = term ? t('search.resultsFor', { term }) : t('search.title');
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 4 } }}>
      <PageMeta title={title} noIndex />
      <Typography variant="h1" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {offlineSince !== undefined && (
        <Alert severity="info" role="note" sx={{ mb: 2 }}>
          {tc('offlineCatalog.searchNote', { date: formatDate(new Date(offlineSince).toISOString(), locale) })}
        </Alert>
      )}
      {!listing && <Typography>{t('search.empty')}</Typography>}
      {listing && listing.total === 0 && activeFilterCount(query) === 0 ? (
        <>
          <EmptyState icon={<SearchOffIcon />} title={t('search.noResults', { term })} text={t('search.noResultsText')} />
          <RecentlyViewed />
        </>
      ) : (
        listing && <ListingView listing={listing} />
      )}
    </Container>
  );
}
