import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { isNetworkError, toFailure } from '../../../api';
import { localePrefix } from '../../../i18n/locales';
import { useLocale } from '../../session';
import { emailError } from '../form/validate';
import { useFieldText } from '../form/useFieldText';
import { failureMessage } from '../../errors';

export interface EmailRequestFormProps {
  id: string;
  label: string;
  submit: string;
  /** Shown after sending, whether or not the address is known (nobody learns which). */
  sentText: string;
  initialEmail?: string;
  /** The call; gets the address and the storefront's URL for the mailed link (origin + locale). */
  send: (email: string, storefrontUrl: string) => Promise<void>;
}

/** One e-mail field that asks the shop to mail a link (password recovery, new confirmation mail). */
export function EmailRequestForm({ id, label, submit, sentText, initialEmail = '', send }: EmailRequestFormProps) {
  const locale = useLocale();
  const [email, setEmail] = useState(initialEmail);
  const [errors, setErrors] = useState<Record<string, { key: string; values?: Record<string, string | number> }>>({});
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const fieldText = useFieldText(errors);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const error = emailError(email);
    setErrors(error ? { email: error } : {});
    if (error) return;
    setBusy(true);
    try {
      await send(email.trim(), `${window.location.origin}${localePrefix(locale)}`);
      setSent(true);
    } catch (e) {
      const failure = toFailure(e);
      if (isNetworkError(e)) setErrors({ '': { key: 'checkout:offline.text' } });
      else if (failure?.status === 429) setErrors({ '': failureMessage(failure) });
      else if (failure?.status === 400) setErrors({ email: { key: 'validations:email' } });
      else setErrors({ '': { key: 'errors:default' } });
    } finally {
      setBusy(false);
    }
  };

  if (sent)
    return (
      <Alert severity="success" role="status">
        {sentText}
      </Alert>
    );
  const general = fieldText('');
  const fieldError = fieldText('email');
  return (
    <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate aria-label={submit}>
      {general && (
        <Alert severity="error" role="alert">
          {general}
        </Alert>
      )}
      <TextField
        id={id}
        label={label}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        required
        fullWidth
        error={Boolean(fieldError)}
        helperText={fieldError || undefined}
      />
      <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: { sm: 'flex-start' } }}>
        {submit}
      </Button>
    </Stack>
  );
}
