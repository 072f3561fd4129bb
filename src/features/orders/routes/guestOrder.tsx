import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { fetchGuestOrder, isNetworkError, toFailure, type OrderView } from '../../../api';
import { PageMeta } from '../../../ui/PageMeta';
import { OrderDetailView } from '../components/OrderDetailView';
import { loadOrderTexts } from './accountGuard';
import { rateLimitMessage } from '../../errors';

export const loader = async () => {
  await loadOrderTexts();
  return null;
};

/**
 * /account/order/guest/{deepLinkCode}: the link of the guest confirmation mail. The server shows
 * the order only when e-mail and billing postal code match (CHECKOUT__GUEST_WRONG_CREDENTIALS).
 */
export function Component() {
  const { t } = useTranslation(['orders', 'checkout']);
  const { deepLinkCode = '' } = useParams();
  const [email, setEmail] = useState('');
  const [zipcode, setZipcode] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [order, setOrder] = useState<OrderView | null>(null);

  const load = async () => {
    setBusy(true);
    setError(null);
    try {
      const found = await fetchGuestOrder(deepLinkCode, email.trim(), zipcode.trim());
      if (!found) setError(t('guest.notFound'));
      setOrder(found);
    } catch (e) {
      const failure = toFailure(e);
      if (isNetworkError(e)) setError(t('list.offline'));
      else if (failure?.status === 429) setError(t('guest.rateLimit', rateLimitMessage(failure)?.values));
      else if (failure?.code === 'CHECKOUT__GUEST_WRONG_CREDENTIALS') setError(t('guest.wrong'));
      else setError(t('guest.notFound'));
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (email.trim() && zipcode.trim()) void load();
  };

  if (order) {
    return (
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <PageMeta title={t('detail.title', { number: order.orderNumber })} noIndex />
        <OrderDetailView order={order} guest={{ email: email.trim(), zipcode: zipcode.trim() }} onChanged={() => void load()} />
      </Container>
    );
  }
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <PageMeta title={t('guest.title')} noIndex />
      <Paper variant="outlined" component="form" noValidate onSubmit={submit} sx={{ p: { xs: 2, sm: 3 } }} aria-labelledby="guest-order-title">
        <Typography id="guest-order-title" variant="h1" gutterBottom>
          {t('guest.title')}
        </Typography>
        <Typography sx={{ mb: 2 }}>{t('guest.intro')}</Typography>
        <Stack spacing={2}>
          <TextField
            label={t('guest.email')}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={submitted && !email.trim()}
            helperText={submitted && !email.trim() ? t('guest.required') : undefined}
          />
          <TextField
            label={t('guest.zipcode')}
            autoComplete="postal-code"
            required
            value={zipcode}
            onChange={(e) => setZipcode(e.target.value)}
            error={submitted && !zipcode.trim()}
            helperText={submitted && !zipcode.trim() ? t('guest.required') : undefined}
          />
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {t('guest.submit')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
