import CloudOffIcon from '@mui/icons-material/CloudOff';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { fetchProductsByIds, fetchWishlist, isNetworkError, WISHLIST_PAGE_SIZE, type ProductSummary } from '../../../api';
import { appStore } from '../../../app/store';
import { loadNamespaces } from '../../../i18n';
import { EmptyState } from '../../../ui/EmptyState';
import { FIRST_ROWS, ProductCard } from '../../catalog';
import { submissionsAtom } from '../../outbox';
import { PendingSubmissions } from '../../outbox/pages';
import { useLocalePath } from '../../session';
import { PageMeta } from '../../../ui/PageMeta';
import { loadWishlist, toggleWishlist, wishlistCustomerId } from '../actions';
import { wishlistIdsAtom } from '../atoms';

interface WishlistData {
  products: ProductSummary[];
  total: number;
  page: number;
  /** The products could not be loaded (no connection); the ids are still known. */
  offline: boolean;
}

const pageOf = (request: Request) => Math.max(1, Math.floor(Number(new URL(request.url).searchParams.get('p'))) || 1);

/** This route's own wishlist load (the bootstrap skips routes named 'wishlist', spec §2). */
export async function loader({ request }: LoaderFunctionArgs): Promise<WishlistData> {
  await loadNamespaces('wishlist', 'catalog', 'cart', 'forms');
  const page = pageOf(request);
  await loadWishlist();
  const customerId = wishlistCustomerId();
  try {
    if (customerId) {
      const result = await fetchWishlist(page, WISHLIST_PAGE_SIZE);
      return { ...result, offline: false };
    }
    const ids = appStore.get(wishlistIdsAtom);
    const products = await fetchProductsByIds(ids.slice((page - 1) * WISHLIST_PAGE_SIZE, page * WISHLIST_PAGE_SIZE));
    return { products, total: ids.length, page, offline: false };
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    return { products: [], total: appStore.get(wishlistIdsAtom).length, page, offline: true };
  }
}

/** The wishlist: 15 products per page, each with add to cart and remove; an empty state. */
export function Component() {
  const { t } = useTranslation('wishlist');
  const lp = useLocalePath();
  const data = useLoaderData<typeof loader>();
  const ids = useAtomValue(wishlistIdsAtom);
  const submissions = useAtomValue(submissionsAtom);
  const pending = submissions.filter((e) => e.kind === 'wishlist.add' || e.kind === 'wishlist.remove');
  const { revalidate } = useRevalidator();
  // Products taken off (here or by a heart) disappear at once; the page refills from the server.
  const shown = data.products.filter((p) => ids.includes(p.id));
  const count = data.offline ? ids.length : Math.max(0, data.total - (data.products.length - shown.length));
  const pages = Math.max(1, Math.ceil(count / WISHLIST_PAGE_SIZE));
  const idsKey = ids.join(',');
  const lastKey = useRef(idsKey);
  useEffect(() => {
    if (lastKey.current === idsKey) return;
    lastKey.current = idsKey;
    if (!data.offline && ids.some((id) => !data.products.some((p) => p.id === id)) && navigator.onLine) void revalidate();
  }, [idsKey, ids, data, revalidate]);

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 4 } }}>
      <PageMeta title={t('title')} noIndex />
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('title')}
      </Typography>
      {count > 0 && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('count', { count })}
        </Typography>
      )}
      <PendingSubmissions entries={pending} />
      {data.offline && count > 0 && (
        <Alert severity="info" icon={<CloudOffIcon />} sx={{ mb: 2 }}>
          {t('offline', { count })}
        </Alert>
      )}
      {count === 0 ? (
        <EmptyState
          icon={<FavoriteBorderIcon />}
          title={t('empty.title')}
          text={t('empty.text')}
          action={
            <Button variant="contained" href={lp('/')}>
              {t('empty.action')}
            </Button>
          }
        />
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: { xs: 1.5, sm: 2 },
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr))' },
          }}
        >
          {shown.map((p, i) => (
            <Stack component="li" key={p.id} spacing={1}>
              <Box sx={{ flex: 1 }}>
                <ProductCard product={p} headingLevel="h2" priority={i < 2} inFirstRows={i < FIRST_ROWS} />
              </Box>
              <Button variant="text" color="inherit" startIcon={<DeleteOutlineIcon />} aria-label={t('remove', { name: p.name })} onClick={() => void toggleWishlist({ id: p.id, name: p.name })}>
                {t('removeShort')}
              </Button>
            </Stack>
          ))}
        </Box>
      )}
      {pages > 1 && (
        <Stack alignItems="center" sx={{ mt: 4 }}>
          <Pagination
            page={Math.min(data.page, pages)}
            count={pages}
            size="large"
            shape="rounded"
            getItemAriaLabel={(type, p) => (type === 'page' ? t('page', { page: p }) : type === 'next' ? t('actions.next', { ns: 'common' }) : t('actions.previous', { ns: 'common' }))}
            renderItem={(item) => <PaginationItem {...item} {...(item.page ? { component: 'a', href: `${lp('/wishlist')}?p=${item.page}` } : {})} />}
            aria-label={t('pagination')}
          />
        </Stack>
      )}
    </Container>
  );
}
