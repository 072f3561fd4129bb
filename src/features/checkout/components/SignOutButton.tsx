import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface SignOutButtonProps {
  /** A guest has no account to come back to: signing out drops the cart and the entered data. */
  guest: boolean;
  disabled?: boolean;
  onSignOut: () => Promise<void> | void;
}

/** "Abmelden" in the checkout; a guest is asked first, because the cart does not survive it. */
export function SignOutButton({ guest, disabled, onSignOut }: SignOutButtonProps) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    try {
      await onSignOut();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button onClick={() => (guest ? setOpen(true) : void signOut())} disabled={disabled || busy}>
        {t('login.logout')}
      </Button>
      {guest && (
        <Dialog open={open} onClose={() => !busy && setOpen(false)} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
          <DialogTitle id={`${id}-title`}>{t('login.guestLogoutTitle')}</DialogTitle>
          <DialogContent>
            <DialogContentText id={`${id}-text`}>{t('login.guestLogoutText')}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)} disabled={busy} autoFocus>
              {t('login.guestLogoutKeep')}
            </Button>
            <Button color="error" variant="contained" onClick={() => void signOut()} disabled={busy}>
              {t('login.guestLogoutConfirm')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
