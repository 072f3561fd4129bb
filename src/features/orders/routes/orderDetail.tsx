import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import { data as routeData, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { fetchOrder, isNetworkError, type OrderView } from '../../../api';
import { useLocalePath } from '../../session';
import { PageMeta } from '../../../ui/PageMeta';
import { OrderDetailView } from '../components/OrderDetailView';
import { requireCustomer } from './accountGuard';
import { OrdersOffline } from '../components/OrdersOffline';

type DetailData = { offline: true } | { offline: false; order: OrderView };

export async function loader({ request, params }: LoaderFunctionArgs): Promise<DetailData> {
  const orderId = params.orderId ?? '';
  try {
    await requireCustomer(request);
    const order = /^[0-9a-f]{32}$/.test(orderId) ? await fetchOrder(orderId) : null;
    if (!order) throw routeData(null, { status: 404, statusText: 'Not Found' });
    return { offline: false, order };
  } catch (error) {
    if (isNetworkError(error)) return { offline: true };
    throw error;
  }
}

/** /account/order/{orderId}: one order of the signed-in customer. */
export function Component() {
  const { t } = useTranslation('orders');
  const data = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const lp = useLocalePath();
  return (
    <>
      <Button href={lp('/account/order')} startIcon={<ArrowBackIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />} sx={{ mb: 2 }}>
        {t('detail.back')}
      </Button>
      {data.offline ? (
        <OrdersOffline />
      ) : (
        <>
          <PageMeta title={t('detail.title', { number: data.order.orderNumber })} noIndex />
          <OrderDetailView order={data.order} onChanged={() => void revalidator.revalidate()} />
        </>
      )}
    </>
  );
}
