import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { fetchOrders, isNetworkError, type OrderListView } from '../../../api';
import { localizePath, splitLocalePath } from '../../../i18n/locales';
import { useLocalePath } from '../../session';
import { PageMeta } from '../../../ui/PageMeta';
import { OrderCard } from '../components/OrderCard';
import { requireCustomer } from './accountGuard';
import { OrdersOffline } from '../components/OrdersOffline';

export const ORDERS_PER_PAGE = 10;

type ListData = { offline: true } | ({ offline: false } & OrderListView);

export async function loader({ request }: LoaderFunctionArgs): Promise<ListData> {
  const url = new URL(request.url);
  // The guest confirmation mail links here with the order's deep link code.
  const deepLinkCode = url.searchParams.get('deepLinkCode');
  if (deepLinkCode) throw redirect(localizePath(splitLocalePath(url.pathname).locale, `/account/order/guest/${encodeURIComponent(deepLinkCode)}`));
  try {
    await requireCustomer(request);
    const page = Math.max(1, Number.parseInt(url.searchParams.get('p') ?? '1', 10) || 1);
    return { offline: false, ...(await fetchOrders(page, ORDERS_PER_PAGE)) };
  } catch (error) {
    if (isNetworkError(error)) return { offline: true };
    throw error;
  }
}

/** /account/order: the customer's orders, newest first, ten per page. */
export function Component() {
  const { t } = useTranslation('orders');
  const data = useLoaderData<typeof loader>();
  const lp = useLocalePath();
  const pages = data.offline ? 0 : Math.ceil(data.total / data.limit);
  return (
    <>
      <PageMeta title={t('list.title')} noIndex />
      <Typography variant="h1" gutterBottom>
        {t('list.title')}
      </Typography>
      {data.offline ? (
        <OrdersOffline />
      ) : data.total === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography sx={{ fontWeight: 700, mb: 1 }}>{t('list.empty')}</Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('list.emptyHint')}
          </Typography>
          <Button variant="contained" href={lp('/')}>
            {t('list.toShop')}
          </Button>
        </Paper>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('list.count', { count: data.total })}
          </Typography>
          <Stack component="ol" spacing={2} sx={{ m: 0, p: 0 }} aria-label={t('list.title')}>
            {data.orders.map((order) => (
              <OrderCard key={order.id} order={order} />
            ))}
          </Stack>
          {pages > 1 && (
            <Stack alignItems="center" sx={{ mt: 3 }}>
              <Pagination
                page={Math.min(data.page, pages)}
                count={pages}
                shape="rounded"
                aria-label={t('list.pagination')}
                renderItem={(item) => <PaginationItem {...item} {...(item.page ? { component: 'a', href: lp(`/account/order?p=${item.page}`) } : {})} />}
              />
            </Stack>
          )}
        </>
      )}
    </>
  );
}
