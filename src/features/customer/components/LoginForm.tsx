import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isNetworkError, login, toFailure } from '../../../api';
import { loadNamespaces } from '../../../i18n';
import { reloadSession } from '../sessionRefresh';
import { PasswordField } from './PasswordField';
import { ResendConfirmation } from './ResendConfirmation';
import { rateLimitMessage } from '../../errors';

export interface LoginFormProps {
  onLoggedIn: () => void;
}

/** E-mail and password sign-in; the spec's 'Invalid username and/or password' on failure. */
export function LoginForm({ onLoggedIn }: LoginFormProps) {
  const { t } = useTranslation(['checkout', 'errors']);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notConfirmed, setNotConfirmed] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!email.trim() || !password) {
      setError(t('login.invalid'));
      return;
    }
    setBusy(true);
    setError(null);
    setNotConfirmed(false);
    try {
      await login(email.trim(), password);
      await reloadSession();
      onLoggedIn();
    } catch (e) {
      const failure = toFailure(e);
      const limited = rateLimitMessage(failure);
      if (failure?.code === 'CHECKOUT__CUSTOMER_OPTIN_NOT_COMPLETED') {
        setError(t('login.notConfirmed'));
        // the offer of a new mail has its texts in the account namespace
        await loadNamespaces('account').catch(() => undefined);
        setNotConfirmed(true);
      } else if (limited) setError(String(t(limited.key as never, limited.values as never)));
      else if (failure?.status === 401 || failure?.status === 400) setError(t('login.invalid'));
      else if (isNetworkError(e)) setError(t('offline.text'));
      else setError(t('errors:default'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={t('entry.loginTitle')}>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <TextField id="login-email" label={t('login.email')} type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} required fullWidth />
        <PasswordField id="login-password" label={t('login.password')} value={password} onChange={setPassword} autoComplete="current-password" />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {t('login.submit')}
        </Button>
      </Stack>
      {notConfirmed && (
        <Box sx={{ mt: 3 }}>
          <ResendConfirmation email={email.trim()} />
        </Box>
      )}
    </>
  );
}
