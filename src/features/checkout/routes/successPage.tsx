import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { loadNamespaces } from '../../../i18n';
import { TransferDetails } from '../../orders';
import { RedirectNotice } from '../../payment';
import { usePrice, useLocalePath } from '../../session';
import { PageMeta } from '../../../ui/PageMeta';
import { CheckoutOffline } from '../components/CheckoutOffline';
import { OrderDetails } from '../components/OrderDetails';
import { OrderResultHeader } from '../components/OrderResultHeader';
import { loadOrderPage } from './orderLoader';

export const loader = async (args: LoaderFunctionArgs) => {
  await loadNamespaces('orders');
  return loadOrderPage(args);
};

/** /checkout/success/{id}: the order; redirect methods go on to the payment page after 5 s. */
export function Component() {
  const { t } = useTranslation('checkout');
  const data = useLoaderData<typeof loader>();
  const lp = useLocalePath();
  const format = usePrice();
  const { order, status, adyen, method } = data;
  if (data.offline || !order) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <CheckoutOffline blocking />
      </Container>
    );
  }
  const redirectAction = status?.action?.type === 'redirect' && order.payment.state === 'open' ? status.action : null;
  const technical = method?.technicalName;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageMeta title={t('success.title')} noIndex />
      <OrderResultHeader order={order} />
      {redirectAction && adyen && <RedirectNotice action={redirectAction} adyen={adyen} countryCode={order.billingAddress?.countryIso} />}
      {order.transfer ? (
        <TransferDetails transfer={order.transfer} />
      ) : (
        <>
          {technical === 'prepayment' && (
            <Alert severity="info" sx={{ mb: 3 }}>
              {t('success.prepayment', { amount: format(order.amountTotal), number: order.orderNumber })}
            </Alert>
          )}
          {technical === 'invoice' && (
            <Alert severity="info" sx={{ mb: 3 }}>
              {t('success.invoiceNote')}
            </Alert>
          )}
        </>
      )}
      <OrderDetails order={order} methodName={method?.name} />
      <Button variant="contained" size="large" href={lp('/')} sx={{ mt: 3 }}>
        {t('success.continue')}
      </Button>
    </Container>
  );
}
