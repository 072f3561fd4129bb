import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { LoginForm } from '../../customer/pages';
import { useLocalePath } from '../../session';
import { PageMeta } from '../../../ui/PageMeta';
import { redirectCustomer, safeRedirect } from '../guard';

export async function loader({ request }: LoaderFunctionArgs) {
  await redirectCustomer(request);
  return null;
}

/** /login: e-mail and password, back to where the shopper came from (`?redirect=`). */
export function Component() {
  const { t } = useTranslation('account');
  const lp = useLocalePath();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'));
  const register = target ? `${lp('/register')}?redirect=${encodeURIComponent(target)}` : lp('/register');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageMeta title={t('login.title')} noIndex />
      <Typography variant="h1" gutterBottom>
        {t('login.title')}
      </Typography>
      {target && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('login.needed')}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
        <Paper variant="outlined" component="section" aria-labelledby="login-title" sx={{ p: { xs: 2.5, sm: 3 } }}>
          <Typography id="login-title" variant="h3" component="h2" sx={{ mb: 2 }}>
            {t('login.existing')}
          </Typography>
          <LoginForm onLoggedIn={() => navigate(target ?? lp('/account'), { replace: true })} />
          <Link href={lp('/account/recover')} underline="always" sx={{ display: 'inline-block', mt: 2 }}>
            {t('login.forgot')}
          </Link>
        </Paper>
        <Paper variant="outlined" component="section" aria-labelledby="login-new-title" sx={{ p: { xs: 2.5, sm: 3 } }}>
          <Stack spacing={2}>
            <Typography id="login-new-title" variant="h3" component="h2">
              {t('login.new')}
            </Typography>
            <Typography color="text.secondary">{t('login.newText')}</Typography>
            <Button variant="outlined" size="large" href={register}>
              {t('login.register')}
            </Button>
          </Stack>
        </Paper>
      </Box>
    </Container>
  );
}
