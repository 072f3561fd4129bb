import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddressView, CheckoutCustomerView, CountryRulesView, SalutationView } from '../../../api';
import { AddressDialog } from './AddressDialog';
import { readAddressDraft, type AddressDraft } from '../addressDraft';
import { AddressText } from '../../customer/pages';

export interface AddressSectionProps {
  customer: CheckoutCustomerView;
  addresses: AddressView[];
  countries: CountryRulesView[];
  salutations: SalutationView[];
  disabled?: boolean;
  /** Makes an address the active shipping or billing address (PATCH /context). */
  onActivate: (patch: { shippingAddressId?: string; billingAddressId?: string }) => Promise<boolean>;
}

type Target = 'shipping' | 'billing';

/** Shipping and billing address: same or different, chosen from the address book or new. */
export function AddressSection({ customer, addresses, countries, salutations, disabled, onActivate }: AddressSectionProps) {
  const { t } = useTranslation('checkout');
  const shipping = customer.shippingAddress;
  const billing = customer.billingAddress;
  const same = !billing || !shipping || billing.id === shipping.id;
  const [dialog, setDialog] = useState<{ target: Target; editId?: string; draft?: AddressDraft } | null>(null);
  const [separate, setSeparate] = useState(!same);
  // An address typed before a reload: the dialog opens again with it.
  useEffect(() => {
    let alive = true;
    void readAddressDraft().then((draft) => {
      if (!alive || !draft) return;
      if (draft.target === 'billing') setSeparate(true);
      setDialog((open) => open ?? { target: draft.target, editId: draft.id, draft });
    });
    return () => {
      alive = false;
    };
  }, []);
  const defaultCountryId = shipping?.countryId ?? billing?.countryId ?? countries[0]?.id ?? '';
  const list = addresses.length ? addresses : [shipping, billing].filter((a, i, all): a is AddressView => Boolean(a) && all.findIndex((b) => b?.id === a?.id) === i);

  const select = async (target: Target, address: AddressView) => {
    const patch = target === 'shipping' ? { shippingAddressId: address.id, ...(separate ? {} : { billingAddressId: address.id }) } : { billingAddressId: address.id };
    if (await onActivate(patch)) setDialog(null);
  };

  const toggleSame = async (checked: boolean) => {
    if (checked) {
      setSeparate(false);
      if (shipping && billing?.id !== shipping.id) await onActivate({ billingAddressId: shipping.id });
    } else {
      setSeparate(true);
      setDialog({ target: 'billing' });
    }
  };

  const block = (target: Target, address: AddressView | undefined, title: string) => (
    <Paper variant="outlined" component="section" aria-labelledby={`${target}-address-title`} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Stack direction="row" justifyContent="space-between" alignItems="baseline" spacing={2} sx={{ mb: 1 }}>
        <Typography id={`${target}-address-title`} variant="h3" component="h2">
          {title}
        </Typography>
        <Button
          onClick={() => setDialog(customer.guest && list.length <= 1 ? { target, editId: address?.id } : { target })}
          disabled={disabled}
          aria-label={`${customer.guest && list.length <= 1 ? t('page.edit') : t('page.change')}: ${title}`}
        >
          {customer.guest && list.length <= 1 ? t('page.edit') : t('page.change')}
        </Button>
      </Stack>
      {address && <AddressText address={address} />}
      {target === 'shipping' && (
        <FormControlLabel sx={{ mt: 1 }} control={<Checkbox checked={!separate && same} onChange={(e) => void toggleSame(e.target.checked)} disabled={disabled} />} label={t('page.sameAsShipping')} />
      )}
    </Paper>
  );

  return (
    <Stack spacing={2}>
      {block('shipping', shipping, t('page.shippingAddress'))}
      {(separate || !same) && block('billing', billing, t('page.billingAddress'))}
      {dialog && (
        <AddressDialog
          open
          title={dialog.target === 'shipping' ? t('page.shippingAddress') : t('page.billingAddress')}
          addresses={list}
          selectedId={dialog.target === 'shipping' ? shipping?.id : billing?.id}
          countries={countries}
          salutations={salutations}
          defaultCountryId={defaultCountryId}
          editId={dialog.editId}
          business={customer.accountType === 'business'}
          onClose={() => {
            if (dialog.target === 'billing' && same) setSeparate(false);
            setDialog(null);
          }}
          onSelect={(address) => select(dialog.target, address)}
          target={dialog.target}
          draft={dialog.draft}
        />
      )}
    </Stack>
  );
}
