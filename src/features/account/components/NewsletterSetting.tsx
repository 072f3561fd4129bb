import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setAccountNewsletter, toFailure, type NewsletterStatusView } from '../../../api';
import { localePrefix } from '../../../i18n/locales';
import { notify } from '../../notifications';
import { useLocale } from '../../session';
import { failureMessage } from '../../errors';

/** The account's newsletter setting: subscribes the account's own address directly, or unsubscribes. */
export function NewsletterSetting({ email, initial }: { email: string; initial: NewsletterStatusView }) {
  const { t } = useTranslation(['account', 'errors']);
  const locale = useLocale();
  const [status, setStatus] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const change = async (subscribe: boolean) => {
    setBusy(true);
    setError(null);
    try {
      await setAccountNewsletter(subscribe, email, `${window.location.origin}${localePrefix(locale)}`);
      setStatus(subscribe ? 'subscribed' : 'none');
      notify('success', subscribe ? t('newsletter.subscribed') : t('newsletter.unsubscribed'));
    } catch (e) {
      const failure = toFailure(e);
      const message = failureMessage(failure);
      setError(String(t(message.key as never, message.values as never)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      <FormControlLabel control={<Switch checked={status === 'subscribed'} onChange={(e) => void change(e.target.checked)} disabled={busy} />} label={t('newsletter.label')} />
      <Typography variant="body2" color="text.secondary">
        {status === 'pending' ? t('newsletter.pending') : t('newsletter.hint')}
      </Typography>
    </>
  );
}
