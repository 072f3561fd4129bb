import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { isNetworkError, recoveryHashState, resetPassword, toFailure } from '../../../api';
import { serverFieldErrors, type FieldErrors } from '../../customer';
import { focusFirstError, useFieldText, newPasswordErrors, PASSWORD_MIN_LENGTH, PasswordField } from '../../customer/pages';
import { useLocalePath } from '../../session';
import { PageMeta } from '../../../ui/PageMeta';
import { AccountOffline } from '../components/AccountOffline';
import { loadAccountTexts } from '../guard';
import { failureMessage } from '../../errors';

type LinkState = 'valid' | 'expired' | 'unknown' | 'offline';

/**
 * /reset-password?hash=… and /account/recover/password?hash=… (the link of the recovery mail):
 * checks the link first, then takes the new password twice.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<{ hash: string; state: LinkState }> {
  await loadAccountTexts();
  const hash = new URL(request.url).searchParams.get('hash') ?? '';
  if (!hash) return { hash, state: 'unknown' };
  try {
    return { hash, state: await recoveryHashState(hash) };
  } catch (error) {
    if (isNetworkError(error)) return { hash, state: 'offline' };
    if (toFailure(error)?.status === 400) return { hash, state: 'unknown' };
    throw error;
  }
}

const FIELDS = { password: 'newPassword', confirm: 'newPasswordConfirm' };

export function Component() {
  const { t } = useTranslation(['account', 'checkout']);
  const lp = useLocalePath();
  const data = useLoaderData<typeof loader>();
  const [state, setState] = useState<LinkState | 'done'>(data.state);
  const [values, setValues] = useState({ newPassword: '', newPasswordConfirm: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const fieldText = useFieldText(errors);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = newPasswordErrors(values.newPassword, values.newPasswordConfirm, FIELDS);
    setErrors(found);
    if (Object.keys(found).length) {
      requestAnimationFrame(() => focusFirstError(formRef.current));
      return;
    }
    setBusy(true);
    try {
      await resetPassword(data.hash, values.newPassword, values.newPasswordConfirm);
      setState('done');
    } catch (error) {
      const failure = toFailure(error);
      if (isNetworkError(error)) setErrors({ '': { key: 'checkout:offline.text' } });
      else if (failure?.code === 'CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED') setState('expired');
      else if (failure?.status === 404) setState('unknown');
      else if (failure?.status === 429) setErrors({ '': failureMessage(failure) });
      else {
        const mapped = serverFieldErrors(failure, (pointer) => (pointer === '/newPassword' || pointer === '/newPasswordConfirm' ? pointer.slice(1) : null));
        setErrors(Object.keys(mapped).length ? mapped : { '': { key: 'errors:default' } });
        requestAnimationFrame(() => focusFirstError(formRef.current));
      }
    } finally {
      setBusy(false);
    }
  };

  const general = fieldText('');
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <PageMeta title={t('reset.title')} noIndex />
      <Typography variant="h1" gutterBottom>
        {t('reset.title')}
      </Typography>
      {state === 'offline' && <AccountOffline />}
      {(state === 'expired' || state === 'unknown') && (
        <Alert
          severity="warning"
          role="alert"
          action={
            <Button color="inherit" href={lp('/account/recover')}>
              {t('reset.again')}
            </Button>
          }
        >
          <AlertTitle>{state === 'expired' ? t('reset.expiredTitle') : t('reset.unknownTitle')}</AlertTitle>
          {state === 'expired' ? t('reset.expiredText') : t('reset.unknownText')}
        </Alert>
      )}
      {state === 'done' && (
        <Alert
          severity="success"
          role="status"
          action={
            <Button color="inherit" href={lp('/login')}>
              {t('reset.toLogin')}
            </Button>
          }
        >
          {t('reset.done')}
        </Alert>
      )}
      {state === 'valid' && (
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 } }}>
          <Stack component="form" ref={formRef} spacing={2} onSubmit={submit} noValidate aria-label={t('reset.title')}>
            <Typography color="text.secondary">{t('reset.intro')}</Typography>
            {general && (
              <Alert severity="error" role="alert">
                {general}
              </Alert>
            )}
            <PasswordField
              id="reset-newPassword"
              label={t('reset.newPassword')}
              value={values.newPassword}
              onChange={(newPassword) => setValues((v) => ({ ...v, newPassword }))}
              autoComplete="new-password"
              error={fieldText('newPassword')}
              helperText={t('checkout:fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
            />
            <PasswordField
              id="reset-newPasswordConfirm"
              label={t('reset.newPasswordConfirm')}
              value={values.newPasswordConfirm}
              onChange={(newPasswordConfirm) => setValues((v) => ({ ...v, newPasswordConfirm }))}
              autoComplete="new-password"
              error={fieldText('newPasswordConfirm')}
            />
            <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: { sm: 'flex-start' } }}>
              {t('reset.submit')}
            </Button>
          </Stack>
        </Paper>
      )}
    </Container>
  );
}
