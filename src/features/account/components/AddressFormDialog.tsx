import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { AddressView, CountryRulesView, SalutationView } from '../../../api';
import { AddressFields, useAddressForm } from '../../customer/pages';

export interface AddressFormDialogProps {
  /** The address to edit; a new one when undefined. */
  address?: AddressView;
  countries: CountryRulesView[];
  salutations: SalutationView[];
  defaultCountryId: string;
  business: boolean;
  onClose: () => void;
  onSaved: (address: AddressView) => void;
}

/** New or changed address of the address book, with the shared address form and its rules. */
export function AddressFormDialog({ address, countries, salutations, defaultCountryId, business, onClose, onSaved }: AddressFormDialogProps) {
  const { t } = useTranslation(['account', 'checkout']);
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const { values, patch, fieldText, busy, formRef, onStates, save: saveAddress } = useAddressForm(countries, defaultCountryId, address);
  const save = async () => {
    const saved = await saveAddress(address?.id);
    if (saved) onSaved(saved);
  };
  const general = fieldText('');
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby="address-form-title">
      <DialogTitle id="address-form-title">{address ? t('addresses.editTitle') : t('addresses.newTitle')}</DialogTitle>
      <DialogContent dividers ref={formRef}>
        {general && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {general}
          </Alert>
        )}
        <AddressFields
          prefix="address."
          values={values}
          onChange={patch}
          fieldText={(field) => fieldText(field.replace(/^address\./, ''))}
          countries={countries}
          salutations={salutations}
          withCompany={business}
          onStates={onStates}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose}>{t('checkout:page.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>
          {t('checkout:page.saveAddress')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
