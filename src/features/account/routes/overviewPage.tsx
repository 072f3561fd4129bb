import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { fetchAccountCustomer, fetchAccountNewsletter, fetchOrders } from '../../../api';
import { loadOrderTexts, OrderCard } from '../../orders';
import { AddressText } from '../../customer/pages';
import { useLocalePath } from '../../session';
import { PageMeta } from '../../../ui/PageMeta';
import { AccountOffline } from '../components/AccountOffline';
import { AccountSection } from '../components/AccountSection';
import { NewsletterSetting } from '../components/NewsletterSetting';
import { accountLoader } from '../loaders';
import { useSignOut } from '../useSignOut';

export const loader = accountLoader(async () => {
  // The latest order is read alongside (no waterfall); without it the section still shows the count.
  const [customer, newsletter, latest] = await Promise.all([
    fetchAccountCustomer(),
    fetchAccountNewsletter().catch(() => 'none' as const),
    fetchOrders(1, 1)
      .then((list) => list.orders[0] ?? null)
      .catch(() => null),
    // The latest order's card speaks the order pages' texts.
    loadOrderTexts(),
  ]);
  return { customer, newsletter, latest };
});

/** /account: personal data, default addresses, default payment method, newsletter, orders. */
export function Component() {
  const { t } = useTranslation(['account', 'checkout']);
  const data = useLoaderData<typeof loader>();
  const lp = useLocalePath();
  const { signOut, busy } = useSignOut();
  if (data.offline) return <AccountOffline />;
  const c = data.customer;
  // What a customer with orders comes back for most (where the last one is, ordering it again) comes
  // first; without orders the section closes the page.
  const orders = (
    <AccountSection id="overview-orders" title={t('overview.orders')}>
      <Typography sx={{ mb: 1.5 }}>{t('overview.orderCount', { count: c.orderCount })}</Typography>
      {data.latest && (
        <Box component="ul" aria-label={t('overview.latestOrder')} sx={{ m: 0, mb: 2, p: 0 }}>
          <OrderCard order={data.latest} headingLevel="h3" />
        </Box>
      )}
      <Button variant="outlined" href={lp('/account/order')}>
        {t('overview.allOrders')}
      </Button>
    </AccountSection>
  );
  const name = [c.salutation, c.title, c.firstName, c.lastName].filter(Boolean).join(' ');
  return (
    <Stack spacing={3}>
      <PageMeta title={t('overview.title')} noIndex />
      <Stack direction="row" justifyContent="space-between" alignItems="center" spacing={2} useFlexGap flexWrap="wrap">
        <Box>
          <Typography variant="h1">{t('overview.title')}</Typography>
          <Typography color="text.secondary" sx={{ unicodeBidi: 'plaintext' }}>
            {t('overview.greeting', { name: `${c.firstName} ${c.lastName}` })}
          </Typography>
        </Box>
        <Button variant="outlined" onClick={() => void signOut()} disabled={busy}>
          {t('menu.logout')}
        </Button>
      </Stack>
      {data.latest && orders}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } }}>
        <AccountSection
          id="overview-personal"
          title={t('overview.personal')}
          action={{ href: lp('/account/profile'), label: t('overview.change'), ariaLabel: `${t('overview.change')}: ${t('overview.personal')}` }}
        >
          <Typography sx={{ unicodeBidi: 'plaintext' }}>{name}</Typography>
          <Typography sx={{ unicodeBidi: 'plaintext' }}>{c.email}</Typography>
          <Typography color="text.secondary">
            {c.accountType === 'business' ? t('checkout:fields.business') : t('checkout:fields.private')}
            {c.customerNumber ? ` · ${t('overview.customerNumber', { number: c.customerNumber })}` : ''}
          </Typography>
          {c.accountType === 'business' && c.company && (
            <Typography sx={{ unicodeBidi: 'plaintext' }}>
              {c.company}
              {c.vatIds[0] ? ` · ${c.vatIds[0]}` : ''}
            </Typography>
          )}
        </AccountSection>
        <AccountSection
          id="overview-payment"
          title={t('overview.payment')}
          action={{ href: lp('/account/payment'), label: t('overview.change'), ariaLabel: `${t('overview.change')}: ${t('overview.payment')}` }}
        >
          <Typography>{c.defaultPaymentMethod?.name ?? t('overview.none')}</Typography>
        </AccountSection>
        <AccountSection
          id="overview-billing"
          title={t('overview.billing')}
          action={{ href: lp('/account/address'), label: t('overview.change'), ariaLabel: `${t('overview.change')}: ${t('overview.billing')}` }}
        >
          {c.defaultBillingAddress ? <AddressText address={c.defaultBillingAddress} /> : <Typography>{t('overview.none')}</Typography>}
        </AccountSection>
        <AccountSection
          id="overview-shipping"
          title={t('overview.shipping')}
          action={{ href: lp('/account/address'), label: t('overview.change'), ariaLabel: `${t('overview.change')}: ${t('overview.shipping')}` }}
        >
          {c.defaultShippingAddress ? <AddressText address={c.defaultShippingAddress} /> : <Typography>{t('overview.none')}</Typography>}
        </AccountSection>
        <AccountSection id="overview-newsletter" title={t('newsletter.title')}>
          <NewsletterSetting email={c.email} initial={data.newsletter} />
        </AccountSection>
        {!data.latest && orders}
      </Box>
    </Stack>
  );
}
