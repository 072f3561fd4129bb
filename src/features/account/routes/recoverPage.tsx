import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { requestPasswordRecovery } from '../../../api';
import { EmailRequestForm } from '../../customer/pages';
import { useLocalePath } from '../../session';
import { PageMeta } from '../../../ui/PageMeta';
import { loadAccountTexts } from '../guard';

export async function loader() {
  await loadAccountTexts();
  return null;
}

/** /account/recover: asks for a reset link; the same answer whether or not the address exists. */
export function Component() {
  const { t } = useTranslation('account');
  const lp = useLocalePath();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <PageMeta title={t('recover.title')} noIndex />
      <Typography variant="h1" gutterBottom>
        {t('recover.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('recover.intro')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 } }}>
        <EmailRequestForm id="recover-email" label={t('recover.email')} submit={t('recover.submit')} sentText={t('recover.sent')} send={requestPasswordRecovery} />
      </Paper>
      <Link href={lp('/login')} underline="always" sx={{ display: 'inline-block', mt: 2 }}>
        {t('recover.back')}
      </Link>
    </Container>
  );
}
