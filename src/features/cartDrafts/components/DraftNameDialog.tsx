import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const DRAFT_NAME_MAX = 60;

/** Asks for a draft's name ("Stall Nord – Quartal"); required, at most 60 characters. */
export function DraftNameDialog({ open, title, initial, onSubmit, onClose }: { open: boolean; title: string; initial: string; onSubmit: (name: string) => Promise<void> | void; onClose: () => void }) {
  const { t } = useTranslation('cart');
  const id = useId();
  const [name, setName] = useState(initial);
  const [error, setError] = useState(false);
  const submit = async () => {
    if (!name.trim()) {
      setError(true);
      return;
    }
    await onSubmit(name.trim());
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="xs">
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={t('drafts.name')}
          value={name}
          required
          error={error}
          helperText={error ? t('drafts.nameRequired') : t('drafts.nameHint')}
          slotProps={{ htmlInput: { maxLength: DRAFT_NAME_MAX } }}
          onChange={(e) => {
            setName(e.target.value);
            setError(false);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void submit();
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('drafts.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()}>
          {t('drafts.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
