import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createAddress, isNetworkError, toFailure, updateAddress, type AddressView, type CountryRulesView, type SalutationView } from '../../../api';
import { addressFieldOf, serverFieldErrors } from '../../customer/form/serverErrors';
import { focusFirstError, useFieldText } from '../../customer/form/useFieldText';
import { validateAddress, type FieldErrors } from '../../customer/form/validate';
import { addressValuesOf, emptyAddress, toAddressInput, type AddressValues } from '../../customer/form/values';
import { AddressFields } from '../../customer/components/AddressFields';
import { AddressText } from '../../customer/components/AddressText';

export interface AddressDialogProps {
  open: boolean;
  title: string;
  addresses: AddressView[];
  selectedId?: string;
  countries: CountryRulesView[];
  salutations: SalutationView[];
  defaultCountryId: string;
  /** Start with this address in the edit form (guests edit instead of choosing). */
  editId?: string;
  business: boolean;
  onClose: () => void;
  /** The shopper chose (or saved) an address: the caller makes it the active one. */
  onSelect: (address: AddressView) => Promise<void> | void;
}

/** Address book with "use this address", edit and new address (spec §2: choose from the address book). */
export function AddressDialog({ open, title, addresses, selectedId, countries, salutations, defaultCountryId, editId, business, onClose, onSelect }: AddressDialogProps) {
  const { t } = useTranslation('checkout');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const initialEdit = editId ? addresses.find((a) => a.id === editId) : undefined;
  const [mode, setMode] = useState<{ kind: 'list' } | { kind: 'form'; id?: string }>(initialEdit ? { kind: 'form', id: initialEdit.id } : { kind: 'list' });
  const [values, setValues] = useState<AddressValues>(initialEdit ? addressValuesOf(initialEdit) : emptyAddress(defaultCountryId));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [hasStates, setHasStates] = useState(false);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLDivElement>(null);
  const fieldText = useFieldText(errors);

  const startForm = (address?: AddressView) => {
    setValues(address ? addressValuesOf(address) : emptyAddress(defaultCountryId));
    setErrors({});
    setMode({ kind: 'form', id: address?.id });
  };

  const choose = async (address: AddressView) => {
    setBusy(true);
    try {
      await onSelect(address);
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    if (mode.kind !== 'form' || busy) return;
    const found = validateAddress(values, countries, '', true, hasStates);
    setErrors(found);
    if (Object.keys(found).length) {
      requestAnimationFrame(() => focusFirstError(formRef.current));
      return;
    }
    setBusy(true);
    try {
      const input = toAddressInput(values);
      const saved = mode.id ? await updateAddress(mode.id, input) : await createAddress(input);
      await onSelect(saved);
    } catch (error) {
      const mapped = isNetworkError(error) ? { '': { key: 'checkout:offline.text' } } : serverFieldErrors(toFailure(error), addressFieldOf(''));
      setErrors(Object.keys(mapped).length ? mapped : { '': { key: 'errors:default' } });
      requestAnimationFrame(() => focusFirstError(formRef.current));
    } finally {
      setBusy(false);
    }
  };

  const general = fieldText('');
  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby="address-dialog-title">
      <DialogTitle id="address-dialog-title">{mode.kind === 'form' ? (mode.id ? t('page.edit') : t('page.newAddress')) : title}</DialogTitle>
      <DialogContent dividers ref={formRef}>
        {general && <Alert severity="error" role="alert" sx={{ mb: 2 }}>{general}</Alert>}
        {mode.kind === 'list' ? (
          <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('page.addressBookTitle')}>
            {addresses.map((a) => {
              const current = a.id === selectedId;
              return (
                <Paper key={a.id} component="li" variant="outlined" sx={{ p: 2, borderColor: current ? 'primary.main' : undefined, borderWidth: current ? 2 : 1 }}>
                  <AddressText address={a} />
                  <Stack direction="row" spacing={1} sx={{ mt: 1.5 }} useFlexGap flexWrap="wrap">
                    <Button variant={current ? 'outlined' : 'contained'} disabled={busy || current} onClick={() => void choose(a)} aria-label={`${current ? t('page.current') : t('page.useAddress')}: ${a.street}, ${a.city}`}>
                      {current ? t('page.current') : t('page.useAddress')}
                    </Button>
                    <Button onClick={() => startForm(a)} aria-label={`${t('page.edit')}: ${a.street}, ${a.city}`}>{t('page.edit')}</Button>
                  </Stack>
                </Paper>
              );
            })}
          </Stack>
        ) : (
          <AddressFields
            prefix=""
            values={values}
            onChange={(p) => setValues((v) => ({ ...v, ...p }))}
            fieldText={fieldText}
            countries={countries}
            salutations={salutations}
            withCompany={business}
            onStates={setHasStates}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>
        {mode.kind === 'list' ? (
          <>
            <Button startIcon={<AddIcon />} onClick={() => startForm()}>{t('page.newAddress')}</Button>
            <Button onClick={onClose}>{t('page.close')}</Button>
          </>
        ) : (
          <>
            <Button onClick={() => (addresses.length > 1 || !initialEdit ? setMode({ kind: 'list' }) : onClose())}>{t('page.cancel')}</Button>
            <Button variant="contained" onClick={() => void save()} disabled={busy}>{t('page.saveAddress')}</Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
