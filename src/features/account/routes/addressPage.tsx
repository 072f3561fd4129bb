import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useRevalidator } from 'react-router';
import { deleteAddress, fetchAccountCustomer, fetchCountryRules, fetchSalutations, isNetworkError, listAddresses, requestLanguage, setDefaultAddress, toFailure, type AddressView } from '../../../api';
import { appStore } from '../../../app/store';
import { AddressText } from '../../customer/pages';
import { notify } from '../../notifications';
import { sessionAtom } from '../../session';
import { PageMeta } from '../../../ui/PageMeta';
import { AccountOffline } from '../components/AccountOffline';
import { AddressFormDialog } from '../components/AddressFormDialog';
import { accountLoader } from '../loaders';
import { useSessionEnded } from '../useSessionEnded';

export const loader = accountLoader(async () => {
  // A 403 on the list gives an empty address book (spec §6), not an error page.
  const [customer, addresses, countries, salutations] = await Promise.all([fetchAccountCustomer(), listAddresses(), fetchCountryRules(requestLanguage()), fetchSalutations(requestLanguage())]);
  return { customer, addresses, countries, salutations };
});

/** The backend's refusals as messages the shopper understands. */
const REFUSALS: Record<string, string> = {
  CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT: 'addresses.isDefault',
  CHECKOUT__CUSTOMER_ADDRESS_IS_ACTIVE: 'addresses.isActive',
  CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND: 'addresses.notFound',
  CHECKOUT__CUSTOMER_ADDRESS_LIMIT_REACHED: 'addresses.limit',
};

/** /account/address: the address book with default billing and shipping address. */
export function Component() {
  const { t } = useTranslation(['account', 'checkout', 'errors']);
  const data = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const sessionEnded = useSessionEnded();
  const [dialog, setDialog] = useState<{ address?: AddressView } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (data.offline) return <AccountOffline />;
  const { customer, addresses } = data;

  const run = async (action: () => Promise<void>, success: string) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      notify('success', success);
      await revalidator.revalidate();
    } catch (e) {
      if (sessionEnded(e)) return;
      const failure = toFailure(e);
      const key = failure?.code ? REFUSALS[failure.code] : undefined;
      setError(isNetworkError(e) ? t('checkout:offline.text') : key ? t(key as never) : t('errors:default'));
    } finally {
      setBusy(false);
    }
  };

  const defaultCountryId = customer.defaultShippingAddress?.countryId ?? appStore.get(sessionAtom)?.country?.id ?? data.countries[0]?.id ?? '';
  const label = (a: AddressView) => `${a.firstName} ${a.lastName}, ${a.street}, ${a.city}`;
  return (
    <Stack spacing={3}>
      <PageMeta title={t('addresses.title')} noIndex />
      <Stack direction="row" justifyContent="space-between" alignItems="center" spacing={2} useFlexGap flexWrap="wrap">
        <Typography variant="h1">{t('addresses.title')}</Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({})}>
          {t('addresses.add')}
        </Button>
      </Stack>
      {error && (
        <Alert severity="error" role="alert" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {addresses.length === 0 ? (
        <Typography>{t('addresses.empty')}</Typography>
      ) : (
        <Box component="ul" aria-label={t('addresses.title')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } }}>
          {addresses.map((a) => {
            const isBilling = a.id === customer.defaultBillingAddressId;
            const isShipping = a.id === customer.defaultShippingAddressId;
            return (
              <Paper key={a.id} component="li" variant="outlined" aria-label={label(a)} sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
                {(isBilling || isShipping) && (
                  <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
                    {isBilling && <Chip size="small" color="primary" label={t('addresses.defaultBilling')} />}
                    {isShipping && <Chip size="small" color="primary" label={t('addresses.defaultShipping')} />}
                  </Stack>
                )}
                <AddressText address={a} />
                <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mt: 'auto' }}>
                  <Button size="small" onClick={() => setDialog({ address: a })} aria-label={`${t('addresses.edit')}: ${label(a)}`}>
                    {t('addresses.edit')}
                  </Button>
                  <Button size="small" color="error" disabled={busy} onClick={() => void run(() => deleteAddress(a.id), t('addresses.deleted'))} aria-label={`${t('addresses.delete')}: ${label(a)}`}>
                    {t('addresses.delete')}
                  </Button>
                  {!isBilling && (
                    <Button
                      size="small"
                      disabled={busy}
                      onClick={() => void run(() => setDefaultAddress('billing', a.id), t('addresses.defaultSaved'))}
                      aria-label={`${t('addresses.makeBilling')}: ${label(a)}`}
                    >
                      {t('addresses.makeBilling')}
                    </Button>
                  )}
                  {!isShipping && (
                    <Button
                      size="small"
                      disabled={busy}
                      onClick={() => void run(() => setDefaultAddress('shipping', a.id), t('addresses.defaultSaved'))}
                      aria-label={`${t('addresses.makeShipping')}: ${label(a)}`}
                    >
                      {t('addresses.makeShipping')}
                    </Button>
                  )}
                </Stack>
              </Paper>
            );
          })}
        </Box>
      )}
      {dialog && (
        <AddressFormDialog
          address={dialog.address}
          countries={data.countries}
          salutations={data.salutations}
          defaultCountryId={defaultCountryId}
          business={customer.accountType === 'business'}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            notify('success', t('checkout:page.addressSaved'));
            void revalidator.revalidate();
          }}
        />
      )}
    </Stack>
  );
}
