import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageScrollRestoration } from './PageScrollRestoration';
import { useLocalePath, useVatNote } from '../../features/session';
import { Logo, OfflineBanner, TestPaymentsBanner, SkipLink } from '../../features/shell';
import { AppReady } from '../appReady';

/** A quiet frame for cart and checkout: logo, "secure checkout", no navigation to wander off. */
export function CheckoutLayout() {
  const { t } = useTranslation('checkout');
  const lp = useLocalePath();
  const vatNote = useVatNote();
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Container maxWidth="lg">
          <Toolbar disableGutters sx={{ gap: 2, minHeight: 64 }}>
            <Logo />
            <Box sx={{ flex: 1 }} />
            <Stack direction="row" spacing={1} alignItems="center" sx={{ color: 'success.main', display: { xs: 'none', sm: 'flex' } }}>
              <LockOutlinedIcon fontSize="small" />
              <Typography sx={{ fontWeight: 700 }}>{t('layout.secure')}</Typography>
            </Stack>
            <Button href={lp('/')} sx={{ whiteSpace: 'nowrap' }} startIcon={<ArrowBackIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />}>
              {t('layout.backToShop')}
            </Button>
          </Toolbar>
        </Container>
      </AppBar>
      <TestPaymentsBanner />
      <OfflineBanner />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 3, bgcolor: 'background.paper' }}>
        <Container maxWidth="lg">
          <Typography variant="body2" color="text.secondary">
            {vatNote} · {t('layout.help')}
          </Typography>
        </Container>
      </Box>
      <PageScrollRestoration />
      <AppReady />
    </Box>
  );
}
