import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { failureMessageKey, type UnpaidReason } from '../../payment';
import { useLocalePath } from '../../session';
import { PageMeta } from '../../../ui/PageMeta';
import { CheckoutOffline } from '../components/CheckoutOffline';
import { OrderDetails } from '../components/OrderDetails';
import { OrderResultHeader } from '../components/OrderResultHeader';
import { PayAgain } from '../components/PayAgain';
import { isPaid, loadOrderPage } from './orderLoader';

export const loader = (args: LoaderFunctionArgs) => loadOrderPage(args, { methods: true });

/** The message of why the payment did not complete (navigation state, or ?result= after a redirect). */
function useReasonText(): string | null {
  const { t } = useTranslation('payment');
  const location = useLocation();
  const reason = (location.state as UnpaidReason | null) ?? {};
  const result = reason.resultCode ?? new URLSearchParams(location.search).get('result') ?? undefined;
  if (reason.errorKey) return t(reason.errorKey as never);
  if (!result || result === 'PartiallyAuthorised' || result === 'Pending') return null;
  const text = t(failureMessageKey(result));
  return reason.refusalReason && result === 'Refused' ? `${text} ${t('errors.reason', { reason: reason.refusalReason })}` : text;
}

/** /checkout/success/{id}/unpaid: why, and "pay again" — or 'already paid' when it is. */
export function Component() {
  const { t } = useTranslation(['payment', 'checkout']);
  const data = useLoaderData<typeof loader>();
  const lp = useLocalePath();
  const reason = useReasonText();
  const { order } = data;
  if (data.offline || !order) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <CheckoutOffline blocking />
      </Container>
    );
  }
  const paid = isPaid(order);
  const cancelled = order.state === 'cancelled';
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageMeta title={t('unpaid.title')} noIndex />
      <OrderResultHeader order={order} title={paid ? t('unpaid.alreadyPaidTitle') : t('unpaid.title')} tone={paid ? 'success' : 'warning'} />
      {paid ? (
        <Alert severity="success" sx={{ mb: 3 }} role="status">
          {t('errors.alreadyPaid', { number: order.orderNumber })}
        </Alert>
      ) : cancelled ? (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {t('unpaid.cancelled')}
        </Alert>
      ) : (
        <>
          <Alert severity="warning" sx={{ mb: 3 }} role="alert">
            <AlertTitle>{reason ?? t('unpaid.title')}</AlertTitle>
            {t('unpaid.text', { number: order.orderNumber })}
          </Alert>
          <PayAgain data={data} order={order} />
        </>
      )}
      <OrderDetails order={order} methodName={data.method?.name} />
      <Button size="large" href={lp('/')} sx={{ mt: 3 }}>
        {t('checkout:success.continue')}
      </Button>
    </Container>
  );
}
