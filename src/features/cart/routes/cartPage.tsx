import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { isNetworkError } from '../../../api';
import { loadNamespaces } from '../../../i18n';
import { EmptyState } from '../../../ui/EmptyState';
import { RecentlyViewed } from '../../recentlyViewed';
import { onlineAtom, useLocalePath } from '../../session';
import { PageMeta } from '../../../ui/PageMeta';
import { loadCart } from '../actions';
import { cartAtom, pendingCartAtom } from '../atoms';
import { CartLineItem } from '../components/CartLineItem';
import { SummaryRows } from '../components/SummaryRows';
import { DeliveryNote } from '../components/DeliveryNote';
import { PendingItems } from '../components/PendingItems';
import { PromotionCodeForm } from '../components/PromotionCodeForm';
import { SaveCartAsDraft } from '../../cartDrafts';

/** Reads the cart before the page renders; offline the last loaded cart is shown. */
export async function loader() {
  await loadNamespaces('cart', 'catalog');
  try {
    await loadCart();
  } catch (error) {
    if (!isNetworkError(error)) throw error;
  }
  return null;
}

export function Component() {
  const { t } = useTranslation('cart');
  const cart = useAtomValue(cartAtom);
  const online = useAtomValue(onlineAtom);
  const lp = useLocalePath();
  const items = cart?.items ?? [];
  const pending = useAtomValue(pendingCartAtom);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageMeta title={t('title')} noIndex />
      {/* The count is its own element beside the heading (not inside it), with a gap and a space between. */}
      <Stack direction="row" flexWrap="wrap" alignItems="baseline" columnGap={1.5} sx={{ mb: 2 }}>
        <Typography variant="h1">{t('title')}</Typography>
        {items.length > 0 && ' '}
        {items.length > 0 && (
          <Typography data-testid="cart-count" color="text.secondary" sx={{ fontSize: '1.125rem', fontWeight: 600 }}>
            {t('summary.itemCount', { count: cart?.count ?? 0 })}
          </Typography>
        )}
      </Stack>
      {!online && cart && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('offline.stale')}
        </Alert>
      )}
      <PendingItems />
      {/* While offline additions wait, the cart is not empty for the shopper: no "empty" text under them. */}
      {items.length === 0 && pending.length > 0 ? null : items.length === 0 ? (
        <>
          <EmptyState
            icon={<ShoppingCartOutlinedIcon />}
            title={t('empty.title')}
            text={t('empty.text')}
            action={
              <Button variant="contained" size="large" href={lp('/')}>
                {t('empty.action')}
              </Button>
            }
          />
          {/* What the shopper looked at last is the likeliest way back into a cart. */}
          <RecentlyViewed />
        </>
      ) : (
        <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 }, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 380px' }, alignItems: 'start' }}>
          <Stack component="section" aria-label={t('title')} divider={<Divider />}>
            {items.map((item) => (
              <CartLineItem key={item.id} item={item} />
            ))}
          </Stack>
          <Stack spacing={2} sx={{ position: { md: 'sticky' }, top: { md: 16 } }}>
            <Paper variant="outlined" sx={{ p: 2.5 }} component="section" aria-labelledby="cart-summary-title">
              <Typography id="cart-summary-title" variant="h3" component="h2" sx={{ mb: 2 }}>
                {t('summary.title')}
              </Typography>
              {cart && (
                <SummaryRows
                  variant="cart"
                  subtotal={cart.positionPrice}
                  shipping={cart.shippingCosts}
                  total={cart.totalPrice}
                  taxes={cart.taxes}
                  taxStatus={cart.taxStatus}
                  virtual={cart.isVirtual}
                  shippingMethod={cart.shippingMethod}
                  deliveryDate={cart.deliveryDate}
                />
              )}
              <Button variant="contained" size="large" fullWidth href={lp('/checkout')} startIcon={<LockOutlinedIcon />} sx={{ mt: 3 }} disabled={!cart || cart.isEmpty}>
                {t('summary.checkout')}
              </Button>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, textAlign: 'center' }}>
                {t('summary.secure')}
              </Typography>
            </Paper>
            <Paper variant="outlined" sx={{ p: 2.5 }}>
              <PromotionCodeForm promotions={cart?.promotions ?? []} />
            </Paper>
            <Paper variant="outlined" sx={{ p: 2.5 }}>
              <DeliveryNote />
            </Paper>
            <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" justifyContent="center">
              <SaveCartAsDraft />
              <Button href={lp('/drafts')}>{t('drafts.openDrafts')}</Button>
            </Stack>
            <Button href={lp('/')} size="large">
              {t('summary.continue')}
            </Button>
          </Stack>
        </Box>
      )}
    </Container>
  );
}
