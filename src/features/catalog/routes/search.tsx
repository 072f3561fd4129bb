import SearchOffIcon from '@mui/icons-material/SearchOff';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { fetchSearch, type ListingView as Listing } from '../../../api';
import { appStore } from '../../../app/store';
import { activeFilterCount, DEFAULT_LISTING_LIMIT, parseListingQuery } from '../../../lib/listingQuery';
import { EmptyState } from '../../../ui/EmptyState';
import { sessionAtom } from '../../session';
import { PageMeta } from '../../shell/PageMeta';
import { ListingView, useListingQuery } from '../listing';

interface SearchData {
  term: string;
  listing: Listing | null;
}

export async function loader({ request }: LoaderFunctionArgs): Promise<SearchData> {
  const query = parseListingQuery(new URL(request.url).searchParams);
  if (!query.search) return { term: '', listing: null };
  const limit = appStore.get(sessionAtom)?.shop.listingLimit ?? DEFAULT_LISTING_LIMIT;
  return { term: query.search, listing: await fetchSearch(query, limit) };
}

/** Search results with the same filters, sorting and pages as a category listing. */
export function Component() {
  const { t } = useTranslation('catalog');
  const { term, listing } = useLoaderData() as SearchData;
  const { query } = useListingQuery();
  const title = term ? t('search.resultsFor', { term }) : t('search.title');
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 4 } }}>
      <PageMeta title={title} noIndex />
      <Typography variant="h1" sx={{ mb: 3, overflowWrap: 'anywhere' }}>{title}</Typography>
      {!listing && <Typography>{t('search.empty')}</Typography>}
      {listing && listing.total === 0 && activeFilterCount(query) === 0 ? (
        <EmptyState icon={<SearchOffIcon />} title={t('search.noResults', { term })} text={t('search.noResultsText')} />
      ) : (
        listing && <ListingView listing={listing} />
      )}
    </Container>
  );
}
