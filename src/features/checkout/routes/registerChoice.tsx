import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, type LoaderFunctionArgs } from 'react-router';
import { useLocalePath } from '../../session';
import { PageMeta } from '../../../ui/PageMeta';
import { CheckoutOffline } from '../components/CheckoutOffline';
import { LoginForm } from '../../customer/pages';
import { redirectIfSignedIn } from './entryGuard';

/** Signed-in customers and guests go straight to the checkout. */
export async function loader({ request }: LoaderFunctionArgs) {
  await redirectIfSignedIn(request);
  return null;
}

function Choice({ icon, title, children, id }: { icon: ReactNode; title: string; children: ReactNode; id: string }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2.5, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Stack direction="row" spacing={1.5} alignItems="center">
        <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden>
          {icon}
        </Box>
        <Typography id={id} variant="h3" component="h2">
          {title}
        </Typography>
      </Stack>
      {children}
    </Paper>
  );
}

/** /checkout/register: sign in, register as customer, or continue as guest. */
export function Component() {
  const { t } = useTranslation('checkout');
  const lp = useLocalePath();
  const navigate = useNavigate();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageMeta title={t('entry.title')} noIndex />
      <Typography variant="h1" gutterBottom>
        {t('entry.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('entry.intro')}
      </Typography>
      <CheckoutOffline />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
        <Choice icon={<PersonOutlineIcon />} title={t('entry.loginTitle')} id="entry-login">
          <LoginForm onLoggedIn={() => navigate(lp('/checkout'))} />
        </Choice>
        <Stack spacing={3}>
          <Choice icon={<HowToRegOutlinedIcon />} title={t('entry.registerTitle')} id="entry-register">
            <Typography color="text.secondary">{t('entry.registerText')}</Typography>
            <Button variant="outlined" size="large" href={lp('/checkout/register/register-as-customer')}>
              {t('entry.registerAction')}
            </Button>
          </Choice>
          <Choice icon={<ShoppingBagOutlinedIcon />} title={t('entry.guestTitle')} id="entry-guest">
            <Typography color="text.secondary">{t('entry.guestText')}</Typography>
            <Button variant="contained" color="secondary" size="large" href={lp('/checkout/register/register-as-guest')}>
              {t('entry.guestAction')}
            </Button>
          </Choice>
        </Stack>
      </Box>
    </Container>
  );
}
