import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { localizePath, splitLocalePath } from '../../../i18n/locales';
import { usePrice, useLocalePath } from '../../session';
import { PageMeta } from '../../../ui/PageMeta';
import { CheckoutOffline } from '../components/CheckoutOffline';
import { OrderDetails } from '../components/OrderDetails';
import { OrderResultHeader } from '../components/OrderResultHeader';
import { isPaid, loadOrderPage } from './orderLoader';

/** A payment that did not go through is shown on /unpaid, whatever the URL said. */
export async function loader(args: LoaderFunctionArgs) {
  const data = await loadOrderPage(args);
  const state = data.order?.payment.state;
  if (data.order && state !== 'in_progress' && !isPaid(data.order)) {
    throw redirect(localizePath(splitLocalePath(new URL(args.request.url).pathname).locale, `/checkout/success/${data.order.id}/unpaid`));
  }
  return data;
}

/** /checkout/success/{id}/paid */
export function Component() {
  const { t } = useTranslation(['payment', 'checkout']);
  const data = useLoaderData<typeof loader>();
  const lp = useLocalePath();
  const format = usePrice();
  const { order, method } = data;
  if (data.offline || !order) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <CheckoutOffline blocking />
      </Container>
    );
  }
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageMeta title={t('paid.title')} noIndex />
      <OrderResultHeader order={order} />
      <Alert severity="success" sx={{ mb: 3 }} role="status">
        <AlertTitle>{t('paid.title')}</AlertTitle>
        {isPaid(order) ? t('paid.text', { amount: format(order.amountTotal) }) : t('paid.pending')}
      </Alert>
      <OrderDetails order={order} methodName={method?.name} />
      <Button variant="contained" size="large" href={lp('/')} sx={{ mt: 3 }}>
        {t('checkout:success.continue')}
      </Button>
    </Container>
  );
}
