import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { deleteAccount } from '../../../api';
import { accountFieldOf, type FieldErrors, afterAccountDeleted } from '../../customer';
import { PasswordField } from '../../customer/pages';
import { notify } from '../../notifications';
import { useLocalePath } from '../../session';
import { useAccountForm } from '../useAccountForm';

/** Deleting the account, with a confirmation step that asks for the password. */
export function DeleteAccount() {
  const { t } = useTranslation(['account', 'checkout']);
  const navigate = useNavigate();
  const lp = useLocalePath();
  const [open, setOpen] = useState(false);
  const { values, patch, fieldText, busy, submit, formRef } = useAccountForm({
    initial: { password: '' },
    validate: (v): FieldErrors => (v.password ? {} : { password: { key: 'validations:required' } }),
    send: (v) => deleteAccount(v.password),
    fieldOf: accountFieldOf({ '/password': 'password' }),
    onDone: async () => {
      await afterAccountDeleted();
      setOpen(false);
      notify('success', t('delete.done'));
      navigate(lp('/'));
    },
  });
  const general = fieldText('');
  return (
    <>
      <Stack spacing={2} alignItems="flex-start">
        <Alert severity="warning">{t('delete.warning')}</Alert>
        <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
          {t('delete.start')}
        </Button>
      </Stack>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="delete-title" aria-describedby="delete-text" maxWidth="sm" fullWidth>
        <form ref={formRef} onSubmit={submit} noValidate>
          <DialogTitle id="delete-title">{t('delete.confirmTitle')}</DialogTitle>
          <DialogContent>
            <DialogContentText id="delete-text" sx={{ mb: 2 }}>
              {t('delete.confirmText')}
            </DialogContentText>
            {general && (
              <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                {general}
              </Alert>
            )}
            <PasswordField
              id="delete-password"
              label={t('delete.password')}
              value={values.password}
              onChange={(password) => patch({ password })}
              autoComplete="current-password"
              error={fieldText('password')}
            />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={() => setOpen(false)}>{t('checkout:page.cancel')}</Button>
            <Button type="submit" color="error" variant="contained" disabled={busy}>
              {t('delete.confirm')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
