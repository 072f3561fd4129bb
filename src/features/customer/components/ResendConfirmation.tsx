import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { requestConfirmationMail } from '../../../api';
import { EmailRequestForm } from './EmailRequestForm';

/** "Request a new confirmation mail" for a registration whose link expired, was lost or used up. */
export function ResendConfirmation({ email }: { email?: string }) {
  const { t } = useTranslation('account');
  return (
    <section aria-labelledby="resend-title">
      <Typography id="resend-title" variant="h3" component="h2" sx={{ mb: 1 }}>
        {t('resend.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('resend.text')}
      </Typography>
      <EmailRequestForm id="resend-email" label={t('resend.email')} submit={t('resend.submit')} sentText={t('resend.sent')} initialEmail={email} send={requestConfirmationMail} />
    </section>
  );
}
