import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useListingQuery } from './useListingQuery';

/** Page links (real hrefs, so pages are crawlable and open in new tabs). */
export function ListingPagination({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation('catalog');
  const { hrefFor } = useListingQuery();
  if (pages <= 1) return null;
  return (
    <Stack alignItems="center" sx={{ mt: 4 }}>
      <Pagination
        page={Math.min(page, pages)}
        count={pages}
        size="large"
        shape="rounded"
        siblingCount={1}
        getItemAriaLabel={(type, p) => (type === 'page' ? t('listing.page', { page: p }) : type === 'next' ? t('actions.next', { ns: 'common' }) : t('actions.previous', { ns: 'common' }))}
        renderItem={(item) => <PaginationItem {...item} {...(item.page ? { component: 'a', href: hrefFor({ page: item.page }) } : {})} />}
        aria-label={t('listing.pagination')}
      />
    </Stack>
  );
}
