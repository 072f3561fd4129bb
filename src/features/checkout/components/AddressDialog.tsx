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
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddressView, CountryRulesView, SalutationView } from '../../../api';
import { useAddressForm, AddressFields, AddressText } from '../../customer/pages';
import { clearAddressDraft, writeAddressDraft, type AddressDraft } from '../addressDraft';

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
  /** Which address the dialog sets; with `draft`, the form typed before a reload. */
  target: AddressDraft['target'];
  draft?: AddressDraft | null;
}

/** Address book with "use this address", edit and new address (spec §2: choose from the address book). */
export function AddressDialog({ open, title, addresses, selectedId, countries, salutations, defaultCountryId, editId, business, onClose, onSelect, target, draft }: AddressDialogProps) {
  const { t } = useTranslation('checkout');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const initialEdit = editId ? addresses.find((a) => a.id === editId) : undefined;
  const [mode, setMode] = useState<{ kind: 'list' } | { kind: 'form'; id?: string }>(draft ? { kind: 'form', id: draft.id } : initialEdit ? { kind: 'form', id: initialEdit.id } : { kind: 'list' });
  const form = useAddressForm(countries, defaultCountryId, initialEdit, draft?.values);
  const { fieldText, busy, setBusy, formRef } = form;

  const startForm = (address?: AddressView) => {
    form.reset(address);
    setMode({ kind: 'form', id: address?.id });
  };

  // What is typed survives a reload (the page promises that input is kept).
  const patch = (p: Parameters<typeof form.patch>[0]) => {
    form.patch(p);
    if (mode.kind === 'form') writeAddressDraft({ target, id: mode.id, values: { ...form.values, ...p } });
  };
  const leaveForm = () => {
    clearAddressDraft();
    if (addresses.length > 1 || !initialEdit) setMode({ kind: 'list' });
    else onClose();
  };
  const close = () => {
    clearAddressDraft();
    onClose();
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
    const saved = await form.save(mode.id);
    if (saved) {
      clearAddressDraft();
      await choose(saved);
    }
  };

  const general = fieldText('');
  return (
    <Dialog open={open} onClose={close} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby="address-dialog-title">
      <DialogTitle id="address-dialog-title">{mode.kind === 'form' ? (mode.id ? t('page.edit') : t('page.newAddress')) : title}</DialogTitle>
      <DialogContent dividers ref={formRef}>
        {general && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {general}
          </Alert>
        )}
        {mode.kind === 'list' ? (
          <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('page.addressBookTitle')}>
            {addresses.map((a) => {
              const current = a.id === selectedId;
              return (
                <Paper key={a.id} component="li" variant="outlined" sx={{ p: 2, borderColor: current ? 'primary.main' : undefined, borderWidth: current ? 2 : 1 }}>
                  <AddressText address={a} />
                  <Stack direction="row" spacing={1} sx={{ mt: 1.5 }} useFlexGap flexWrap="wrap">
                    <Button
                      variant={current ? 'outlined' : 'contained'}
                      disabled={busy || current}
                      onClick={() => void choose(a)}
                      aria-label={`${current ? t('page.current') : t('page.useAddress')}: ${a.street}, ${a.city}`}
                    >
                      {current ? t('page.current') : t('page.useAddress')}
                    </Button>
                    <Button onClick={() => startForm(a)} aria-label={`${t('page.edit')}: ${a.street}, ${a.city}`}>
                      {t('page.edit')}
                    </Button>
                  </Stack>
                </Paper>
              );
            })}
          </Stack>
        ) : (
          <AddressFields prefix="" values={form.values} onChange={patch} fieldText={fieldText} countries={countries} salutations={salutations} withCompany={business} onStates={form.onStates} />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>
        {mode.kind === 'list' ? (
          <>
            <Button startIcon={<AddIcon />} onClick={() => startForm()}>
              {t('page.newAddress')}
            </Button>
            <Button onClick={close}>{t('page.close')}</Button>
          </>
        ) : (
          <>
            <Button onClick={leaveForm}>{t('page.cancel')}</Button>
            <Button variant="contained" onClick={() => void save()} disabled={busy}>
              {t('page.saveAddress')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
