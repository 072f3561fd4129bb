import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import Link from '@mui/material/Link';
import type { NewsletterInput } from '../../api';
import { localePrefix } from '../../i18n/locales';
import { type FieldErrors } from '../customer';
import { useFieldText, isEmail } from '../customer/pages';
import { refusalText } from '../outbox';
import { useSubmit, pointerFieldErrors, PendingSubmissions } from '../outbox/pages';
import { useLocale, useLocalePath } from '../session';

/** Newsletter sign-up (double opt-in): e-mail, optional name, the consent text; "check your inbox". */
export function NewsletterSignup({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const { t } = useTranslation(['forms', 'validations']);
  const locale = useLocale();
  const lp = useLocalePath();
  const uid = useId();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [state, setState] = useState<'idle' | 'busy' | 'sent' | 'queued'>('idle');
  const { submit, refused, pending } = useSubmit('newsletter.subscribe');
  const fieldText = useFieldText(errors);
  const restored = useRef<number | null>(null);

  useEffect(() => {
    if (!refused || restored.current === refused.seq) return;
    restored.current = refused.seq;
    setEmail(refused.payload.email);
    setName(refused.payload.firstName ?? '');
    setErrors({ '': { key: 'forms:outbox.refusedForm', values: { reason: refused.error ?? '' } } });
    setState('idle');
  }, [refused]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    if (!email.trim()) found.email = { key: 'validations:required' };
    else if (!isEmail(email)) found.email = { key: 'validations:email' };
    setErrors(found);
    if (found.email) {
      document.getElementById(`${uid}-email`)?.focus();
      return;
    }
    setState('busy');
    const input: NewsletterInput = {
      email: email.trim(),
      ...(name.trim() ? { firstName: name.trim() } : {}),
      storefrontUrl: `${window.location.origin}${localePrefix(locale)}`,
    };
    const outcome = await submit(input);
    if (outcome.status === 'refused') {
      const fieldErrors = pointerFieldErrors(outcome.failure, ['email', 'firstName']);
      if (outcome.failure?.status === 429 || Object.keys(fieldErrors).length === 0) fieldErrors[''] = { key: 'forms:outbox.refusedForm', values: { reason: refusalText(outcome.error) } };
      setErrors(fieldErrors);
      setState('idle');
      return;
    }
    setState(outcome.status);
  };

  return (
    <Box component="section" aria-labelledby={`${uid}-title`} sx={{ bgcolor: 'background.paper', color: 'text.primary', borderRadius: 2, p: { xs: 2, sm: 3 } }}>
      <Typography id={`${uid}-title`} variant="h5" component={headingLevel} sx={{ mb: 1 }}>
        {t('newsletter.title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('newsletter.text')}
      </Typography>
      <PendingSubmissions entries={pending} />
      {state === 'sent' ? (
        <Alert severity="success" role="status">
          {t('newsletter.checkInbox', { email: email.trim() })}
        </Alert>
      ) : state === 'queued' ? (
        <Alert severity="info" role="status">
          {t('newsletter.queued')}
        </Alert>
      ) : (
        <Stack component="form" spacing={1.5} noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby={`${uid}-title`}>
          {errors[''] && (
            <Alert severity="error" role="alert">
              {fieldText('')}
            </Alert>
          )}
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
            <TextField
              id={`${uid}-email`}
              type="email"
              required
              size="small"
              label={t('newsletter.email')}
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={Boolean(errors.email)}
              helperText={fieldText('email') || undefined}
              sx={{ flex: 2 }}
            />
            <TextField
              id={`${uid}-name`}
              size="small"
              label={t('newsletter.name')}
              autoComplete="given-name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={Boolean(errors.firstName)}
              helperText={fieldText('firstName') || undefined}
              sx={{ flex: 1 }}
            />
            <Button type="submit" variant="contained" disabled={state === 'busy'} sx={{ alignSelf: { md: 'flex-start' }, minHeight: 40 }}>
              {t('newsletter.submit')}
            </Button>
          </Stack>
          <Typography variant="caption">
            <Trans t={t} i18nKey="newsletter.consent" components={{ privacy: <Link href={lp(t('contact.privacyPath'))} underline="always" color="inherit" /> }} />
          </Typography>
        </Stack>
      )}
    </Box>
  );
}
