import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { confirmNewsletter, isNetworkError, toFailure, unsubscribeNewsletter } from '../../../api';
import { loadNamespaces } from '../../../i18n';
import { isEmail } from '../../customer/pages';
import { refusalText } from '../../outbox';
import { useLocalePath } from '../../session';
import { PageMeta } from '../../../ui/PageMeta';
import { visuallyHidden } from '../../../ui/visuallyHidden';

type Confirmation = 'confirmed' | 'expired' | 'offline' | 'none';

interface NewsletterPageData {
  confirmation: Confirmation;
  /** `?unsubscribe` (link "unsubscribe from the newsletter"): the form is shown first. */
  unsubscribe: boolean;
  email: string;
  /** The recipient's hash from the newsletter's unsubscribe link (`?unsubscribe&email=…&hash=…`). */
  unsubscribeHash: string | null;
}

/** /newsletter-subscribe?em=…&hash=… confirms the subscription from the mail's link. */
export async function loader({ request }: LoaderFunctionArgs): Promise<NewsletterPageData> {
  await loadNamespaces('forms', 'validations');
  const params = new URL(request.url).searchParams;
  const em = params.get('em');
  const hash = params.get('hash');
  const unsubscribe = params.has('unsubscribe');
  const base = { unsubscribe, email: params.get('email') ?? '', unsubscribeHash: unsubscribe ? hash : null };
  if (unsubscribe || !em || !hash) return { confirmation: 'none', ...base };
  try {
    await confirmNewsletter(em, hash);
    return { confirmation: 'confirmed', ...base };
  } catch (error) {
    if (isNetworkError(error)) return { confirmation: 'offline', ...base };
    const status = toFailure(error)?.status;
    if (status && status >= 400 && status < 500) return { confirmation: 'expired', ...base };
    throw error;
  }
}

const needsLink = (error: unknown) => toFailure(error)?.errors.some((e) => e.pointer === '/hash') ?? false;

function UnsubscribeForm({ initialEmail, hash, hintLink, headingHidden }: { initialEmail: string; hash: string | null; hintLink: boolean; headingHidden: boolean }) {
  const { t } = useTranslation(['forms', 'validations']);
  const lp = useLocalePath();
  const uid = useId();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState('');
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isEmail(email)) {
      setError(t(email.trim() ? 'validations:email' : 'validations:required'));
      document.getElementById(`${uid}-email`)?.focus();
      return;
    }
    setError('');
    setState('busy');
    try {
      await unsubscribeNewsletter(email.trim(), hash);
      setState('done');
    } catch (e) {
      // An address that was never subscribed is not subscribed now either.
      if (toFailure(e)?.code === 'CONTENT__NEWSLETTER_RECIPIENT_NOT_FOUND') setState('done');
      else {
        setError(isNetworkError(e) ? t('newsletter.unsubscribeOffline') : needsLink(e) ? t('newsletter.unsubscribeNeedsLink') : refusalText(e));
        setState('idle');
      }
    }
  };
  return (
    <Box component="section" aria-labelledby={`${uid}-title`} sx={{ mt: headingHidden ? 1 : 4 }}>
      {/* On the unsubscribe page the page heading already says it; the section keeps its name for assistive technology. */}
      <Typography id={`${uid}-title`} variant="h2" sx={headingHidden ? visuallyHidden : { mb: 1 }}>
        {t('newsletter.unsubscribeTitle')}
      </Typography>
      {state === 'done' ? (
        <Alert severity="success" role="status">
          {t('newsletter.unsubscribed')}
        </Alert>
      ) : (
        <Stack component="form" spacing={2} noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby={`${uid}-title`} sx={{ maxWidth: 520 }}>
          <Typography>{t('newsletter.unsubscribeText')}</Typography>
          {hintLink && (
            <Alert severity="info" role="note">
              {t('newsletter.unsubscribeNeedsLink')}
              <Box sx={{ mt: 1 }}>
                <Button color="inherit" variant="outlined" size="small" href={lp('/account')}>
                  {t('newsletter.toAccount')}
                </Button>
              </Box>
            </Alert>
          )}
          <TextField
            id={`${uid}-email`}
            type="email"
            required
            label={t('newsletter.email')}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={Boolean(error)}
            helperText={error || undefined}
            autoComplete="email"
          />
          <Box>
            <Button type="submit" variant="outlined" disabled={state === 'busy'}>
              {t('newsletter.unsubscribe')}
            </Button>
          </Box>
        </Stack>
      )}
    </Box>
  );
}

/** Newsletter confirmation (spec §2) and unsubscription. */
export function Component() {
  const { t } = useTranslation('forms');
  const lp = useLocalePath();
  const data = useLoaderData<typeof loader>();
  const title = data.confirmation === 'confirmed' ? t('newsletter.confirmedTitle') : data.unsubscribe ? t('newsletter.unsubscribeTitle') : t('newsletter.pageTitle');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageMeta title={title} noIndex />
      <Typography variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {data.confirmation === 'confirmed' && (
        <Alert severity="success" role="status">
          {t('newsletter.confirmed')}
        </Alert>
      )}
      {data.confirmation === 'expired' && (
        <Alert severity="error" role="alert">
          {t('newsletter.expired')}
        </Alert>
      )}
      {data.confirmation === 'offline' && (
        <Alert severity="warning" role="alert">
          {t('newsletter.confirmOffline')}
        </Alert>
      )}
      {data.confirmation === 'none' && !data.unsubscribe && <Typography>{t('newsletter.noLink')}</Typography>}
      {!data.unsubscribe && (
        <Box sx={{ mt: 2 }}>
          <Button href={lp('/')}>{t('newsletter.toShop')}</Button>
        </Box>
      )}
      <UnsubscribeForm initialEmail={data.email} hash={data.unsubscribeHash} hintLink={data.unsubscribe && !data.unsubscribeHash} headingHidden={data.unsubscribe} />
      {data.unsubscribe && (
        <Box sx={{ mt: 3 }}>
          <Button href={lp('/')}>{t('newsletter.toShop')}</Button>
        </Box>
      )}
    </Container>
  );
}
