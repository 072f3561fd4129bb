import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useRevalidator } from 'react-router';
import { changeDefaultPaymentMethod, fetchAccountCustomer, fetchPaymentMethods, isNetworkError, toFailure } from '../../../api';
import { reloadSession } from '../../customer';
import { notify } from '../../notifications';
import { PageMeta } from '../../../ui/PageMeta';
import { AccountOffline } from '../components/AccountOffline';
import { AccountSection } from '../components/AccountSection';
import { accountLoader } from '../loaders';
import { useSessionEnded } from '../useSessionEnded';

export const loader = accountLoader(async () => {
  const [customer, methods] = await Promise.all([fetchAccountCustomer(), fetchPaymentMethods()]);
  return { customer, methods };
});

/** /account/payment: the default payment method of the account. */
export function Component() {
  const { t } = useTranslation(['account', 'checkout', 'errors']);
  const data = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const sessionEnded = useSessionEnded();
  const current = data.offline ? '' : (data.customer.defaultPaymentMethodId ?? '');
  const [chosen, setChosen] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (data.offline) return <AccountOffline />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || busy) return;
    setBusy(true);
    setError(null);
    try {
      await changeDefaultPaymentMethod(chosen);
      notify('success', t('payment.saved'));
      await reloadSession().catch(() => undefined);
      await revalidator.revalidate();
    } catch (e) {
      if (sessionEnded(e)) return;
      const failure = toFailure(e);
      setError(isNetworkError(e) ? t('checkout:offline.text') : failure?.code === 'CHECKOUT__CUSTOMER_CHANGE_PAYMENT_METHOD_NOT_FOUND' ? t('payment.notFound') : t('errors:default'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={3}>
      <PageMeta title={t('payment.title')} noIndex />
      <Typography variant="h1">{t('payment.title')}</Typography>
      <AccountSection id="payment-default" title={t('payment.default')}>
        <Stack component="form" spacing={2} onSubmit={submit} noValidate>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <FormControl>
            <FormLabel id="payment-methods-label">{t('payment.choose')}</FormLabel>
            <RadioGroup aria-labelledby="payment-methods-label" value={chosen} onChange={(e) => setChosen(e.target.value)}>
              {data.methods.map((m) => (
                <FormControlLabel
                  key={m.id}
                  value={m.id}
                  control={<Radio />}
                  label={
                    <span>
                      {m.name}
                      {m.id === current && <Typography component="span" variant="body2" color="text.secondary">{` · ${t('payment.current')}`}</Typography>}
                    </span>
                  }
                />
              ))}
            </RadioGroup>
          </FormControl>
          <Button type="submit" variant="contained" disabled={busy || !chosen || chosen === current} sx={{ alignSelf: { sm: 'flex-start' } }}>
            {t('payment.save')}
          </Button>
        </Stack>
      </AccountSection>
    </Stack>
  );
}
