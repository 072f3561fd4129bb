import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isNetworkError, setOrderPaymentMethod, toFailure, type OrderView } from '../../../api';
import { fromMinorUnits, PaymentElement, PayButton, usePaymentFlow } from '../../payment';
import { onlineAtom, usePrice } from '../../session';
import type { OrderPageData } from '../routes/orderLoader';
import { MethodList } from './MethodList';

export interface PayAgainProps {
  data: OrderPageData;
  order: OrderView;
}

/** Pay an unpaid order again: choose a method, /adyen/set-payment, pay (spec §4). */
export function PayAgain({ data, order }: PayAgainProps) {
  const { t } = useTranslation(['payment', 'checkout']);
  const format = usePrice();
  const online = useAtomValue(onlineAtom);
  const methods = data.methods;
  const [selectedId, setSelectedId] = useState(() => (methods.some((m) => m.id === order.payment.methodId) ? order.payment.methodId : methods[0]?.id));
  const [error, setError] = useState<string | null>(null);
  const method = methods.find((m) => m.id === selectedId);
  const remaining = data.status?.order?.remainingAmount;
  const due = remaining ? fromMinorUnits(remaining.value, remaining.currency) : order.amountTotal;

  const flow = usePaymentFlow({
    adyen: data.adyen,
    method,
    amount: due,
    currency: order.currency,
    countryCode: order.billingAddress?.countryIso,
    orderId: order.id,
    precheck: () => Boolean(method),
    prepare: async () => {
      if (!method) return null;
      try {
        await setOrderPaymentMethod(order.id, method.id);
        return order.id;
      } catch (e) {
        const failure = toFailure(e);
        setError(
          failure?.code === 'CHECKOUT__ORDER_ORDER_ALREADY_PAID'
            ? t('errors.alreadyPaid', { number: order.orderNumber })
            : failure?.code === 'CHECKOUT__UNKNOWN_PAYMENT_METHOD'
              ? t('errors.methodUnknown')
              : isNetworkError(e)
                ? t('checkout:offline.text')
                : t('errors.unavailable'),
        );
        return null;
      }
    },
  });

  return (
    <Paper variant="outlined" component="section" aria-labelledby="pay-again-title" sx={{ p: { xs: 2, sm: 2.5 }, mb: 3 }}>
      <Typography id="pay-again-title" variant="h2" sx={{ mb: 1 }}>
        {t('unpaid.payAgain')}
      </Typography>
      {remaining && remaining.value < Math.round(order.amountTotal * 100) && (
        <Typography sx={{ mb: 2 }}>{t('unpaid.partial', { paid: format(order.amountTotal - due), remaining: format(due) })}</Typography>
      )}
      <Typography id="pay-again-methods" sx={{ fontWeight: 700, mb: 1 }}>
        {t('unpaid.chooseMethod')}
      </Typography>
      <MethodList
        labelledBy="pay-again-methods"
        name="payAgainMethod"
        methods={methods}
        selectedId={selectedId}
        disabled={flow.state !== 'default'}
        onSelect={(id) => {
          setError(null);
          setSelectedId(id);
        }}
      >
        {flow.isAdyen && <PaymentElement flow={flow} adyenType={method?.adyenType} />}
      </MethodList>
      {(error || flow.error) && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {error ?? flow.error}
        </Alert>
      )}
      <Box sx={{ mt: 2, maxWidth: { sm: 420 } }}>
        <PayButton state={flow.state} label={t('button.retry', { amount: format(due) })} disabled={!online || !method || flow.elementStatus === 'loading'} onClick={flow.pay} />
      </Box>
    </Paper>
  );
}
