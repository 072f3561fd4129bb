import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { CONTACT_COMMENT_MIN, CONTACT_SUBJECTS, fetchSalutations, type ContactInput, type SalutationView } from '../../api';
import { type FieldErrors } from '../customer';
import { focusFirstError, useFieldText, isEmail } from '../customer/pages';
import { refusalText } from '../outbox';
import { useSubmit, pointerFieldErrors, PendingSubmissions } from '../outbox/pages';
import { useLocalePath, useSession } from '../session';

const FIELDS = ['subject', 'salutationId', 'firstName', 'lastName', 'email', 'phone', 'comment', 'acceptedDataProtection'] as const;
const PHONE = /^[0-9+()\-./\s]{3,40}$/;

interface Values {
  subject: string;
  salutationId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  comment: string;
  acceptedDataProtection: boolean;
}

const empty: Values = { subject: '', salutationId: '', firstName: '', lastName: '', email: '', phone: '', comment: '', acceptedDataProtection: false };

export function validateContact(v: Values): FieldErrors {
  const errors: FieldErrors = {};
  if (!v.subject) errors.subject = { key: 'validations:required' };
  if (!v.firstName.trim()) errors.firstName = { key: 'validations:required' };
  if (!v.lastName.trim()) errors.lastName = { key: 'validations:required' };
  if (!v.email.trim()) errors.email = { key: 'validations:required' };
  else if (!isEmail(v.email)) errors.email = { key: 'validations:email' };
  if (v.phone.trim() && !PHONE.test(v.phone.trim())) errors.phone = { key: 'forms:contact.phoneInvalid' };
  if (!v.comment.trim()) errors.comment = { key: 'validations:required' };
  else if (v.comment.trim().length < CONTACT_COMMENT_MIN) errors.comment = { key: 'validations:minLength', values: { min: CONTACT_COMMENT_MIN } };
  if (!v.acceptedDataProtection) errors.acceptedDataProtection = { key: 'forms:contact.privacyRequired' };
  return errors;
}

const toInput = (v: Values, ids: { navigationId?: string; slotId?: string }): ContactInput => ({
  subject: v.subject,
  salutationId: v.salutationId || undefined,
  firstName: v.firstName.trim(),
  lastName: v.lastName.trim(),
  email: v.email.trim(),
  phone: v.phone.trim() || undefined,
  comment: v.comment.trim(),
  acceptedDataProtection: v.acceptedDataProtection,
  ...ids,
});

const fromInput = (p: ContactInput): Values => ({
  subject: p.subject,
  salutationId: p.salutationId ?? '',
  firstName: p.firstName,
  lastName: p.lastName,
  email: p.email,
  phone: p.phone ?? '',
  comment: p.comment,
  acceptedDataProtection: p.acceptedDataProtection,
});

export interface ContactFormProps {
  title?: string;
  /** The shop's confirmation text (CMS element config); a default otherwise. */
  confirmation?: string;
  navigationId?: string;
  slotId?: string;
}

/** The contact form (spec §3): subject, salutation, names, e-mail, phone, message, data protection. */
export function ContactForm({ title, confirmation, navigationId, slotId }: ContactFormProps) {
  const { t } = useTranslation(['forms', 'validations']);
  const lp = useLocalePath();
  const languageId = useSession()?.languageId;
  const uid = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [state, setState] = useState<'idle' | 'busy' | 'sent' | 'queued'>('idle');
  const [salutations, setSalutations] = useState<SalutationView[]>([]);
  const { submit, refused, pending } = useSubmit('contact.send');
  const fieldText = useFieldText(errors);
  const restored = useRef<number | null>(null);

  useEffect(() => {
    fetchSalutations(languageId).then(setSalutations, () => setSalutations([]));
  }, [languageId]);

  // A message the server refused after the connection returned: its text goes back into the form.
  useEffect(() => {
    if (!refused || restored.current === refused.seq) return;
    restored.current = refused.seq;
    setValues(fromInput(refused.payload));
    setErrors({ '': { key: 'forms:outbox.refusedForm', values: { reason: refused.error ?? '' } } });
    setState('idle');
  }, [refused]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _drop, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => focusFirstError(formRef.current));
      return;
    }
    setState('busy');
    const outcome = await submit(toInput(values, { navigationId, slotId }));
    if (outcome.status === 'refused') {
      const fieldErrors = pointerFieldErrors(outcome.failure, FIELDS);
      if (outcome.failure?.status === 429 || Object.keys(fieldErrors).length === 0) fieldErrors[''] = { key: 'forms:outbox.refusedForm', values: { reason: refusalText(outcome.error) } };
      setErrors(fieldErrors);
      setState('idle');
      requestAnimationFrame(() => focusFirstError(formRef.current));
      return;
    }
    setValues(empty);
    setState(outcome.status);
  };

  const field = (name: keyof Values) => ({
    id: `${uid}-${name}`,
    name,
    error: Boolean(errors[name]),
    helperText: fieldText(name) || undefined,
    value: values[name] as string,
    onChange: (e: { target: { value: string } }) => set(name, e.target.value as never),
    fullWidth: true,
  });

  return (
    <Box component="section" aria-labelledby={`${uid}-title`} sx={{ maxWidth: 760 }}>
      <Typography id={`${uid}-title`} variant="h2" sx={{ mb: 2 }}>
        {title || t('contact.title')}
      </Typography>
      <PendingSubmissions entries={pending} />
      {state === 'sent' && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {confirmation || t('contact.success')}
        </Alert>
      )}
      {state === 'queued' && (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {t('contact.queued')}
        </Alert>
      )}
      {errors[''] && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {fieldText('')}
        </Alert>
      )}
      <Stack component="form" ref={formRef} spacing={2} noValidate onSubmit={(e) => void onSubmit(e)} aria-label={title || t('contact.title')}>
        <TextField {...field('subject')} select required label={t('contact.subject')} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
          <option value="">{t('contact.chooseSubject')}</option>
          {CONTACT_SUBJECTS.map((s) => (
            <option key={s} value={s}>
              {t(`contact.subjects.${s}`)}
            </option>
          ))}
        </TextField>
        <TextField {...field('salutationId')} select label={t('contact.salutation')} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
          <option value="">{t('contact.noSalutation')}</option>
          {salutations
            .filter((s) => s.key !== 'not_specified')
            .map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
        </TextField>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField {...field('firstName')} required label={t('contact.firstName')} autoComplete="given-name" />
          <TextField {...field('lastName')} required label={t('contact.lastName')} autoComplete="family-name" />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField {...field('email')} required type="email" label={t('contact.email')} autoComplete="email" />
          <TextField {...field('phone')} type="tel" label={t('contact.phone')} autoComplete="tel" />
        </Stack>
        <TextField {...field('comment')} required multiline minRows={5} label={t('contact.message')} />
        <FormControl error={Boolean(errors.acceptedDataProtection)} required>
          <FormControlLabel
            sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { mt: -0.75 } }}
            control={
              <Checkbox
                id={`${uid}-acceptedDataProtection`}
                checked={values.acceptedDataProtection}
                onChange={(e) => set('acceptedDataProtection', e.target.checked)}
                slotProps={{
                  input: {
                    'aria-invalid': Boolean(errors.acceptedDataProtection),
                    'aria-describedby': errors.acceptedDataProtection ? `${uid}-privacy-error` : undefined,
                    'aria-required': true,
                  } as never,
                }}
              />
            }
            label={<Trans t={t} i18nKey="contact.privacy" components={{ privacy: <Link href={lp(t('contact.privacyPath'))} target="_blank" rel="noopener" underline="always" /> }} />}
          />
          {errors.acceptedDataProtection && <FormHelperText id={`${uid}-privacy-error`}>{fieldText('acceptedDataProtection')}</FormHelperText>}
        </FormControl>
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={state === 'busy'}>
            {t('contact.submit')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
