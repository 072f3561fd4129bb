import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { consentAtom, consentDialogOpenAtom } from './atoms';
import { saveConsent } from './consentCookie';

function Purpose({ label, text, checked, disabled, onChange }: { label: string; text: string; checked: boolean; disabled?: boolean; onChange?: (v: boolean) => void }) {
  return (
    <Stack spacing={0.5}>
      <FormControlLabel control={<Switch checked={checked} disabled={disabled} onChange={(e) => onChange?.(e.target.checked)} />} label={<strong>{label}</strong>} />
      <Typography variant="body2" color="text.secondary">
        {text}
      </Typography>
    </Stack>
  );
}

/** Per-purpose consent settings (necessary is always on). */
export function ConsentDialog() {
  const { t } = useTranslation();
  const [open, setOpen] = useAtom(consentDialogOpenAtom);
  const [consent, setConsent] = useAtom(consentAtom);
  const [marketing, setMarketing] = useState<boolean | null>(null);
  const value = marketing ?? consent?.marketing ?? false;
  const close = () => {
    setOpen(false);
    setMarketing(null);
  };
  const save = () => {
    setConsent(saveConsent(value));
    close();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby="consent-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="consent-dialog-title">{t('consent.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5}>
          <Purpose label={t('consent.necessary')} text={t('consent.necessaryText')} checked disabled />
          <Purpose label={t('consent.marketing')} text={t('consent.marketingText')} checked={value} onChange={setMarketing} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close}>{t('actions.cancel')}</Button>
        <Button variant="contained" onClick={save}>
          {t('consent.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
