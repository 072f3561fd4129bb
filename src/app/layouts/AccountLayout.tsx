import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useLocalePath } from '../../features/session';
import { AppFooter, AppHeader, OfflineBanner, TestPaymentsBanner, SkipLink } from '../../features/shell';

const MENU = [
  { path: '/account', key: 'overview' },
  { path: '/account/profile', key: 'profile' },
  { path: '/account/address', key: 'addresses' },
  { path: '/account/payment', key: 'payment' },
  { path: '/account/order', key: 'orders' },
] as const;

/** Account pages: the default header, the account menu beside the page. */
export function AccountLayout() {
  const { t } = useTranslation('account');
  const lp = useLocalePath();
  const { pathname } = useLocation();
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <AppHeader />
      <TestPaymentsBanner />
      <OfflineBanner />
      <Container maxWidth="lg" sx={{ flex: 1, py: 4, display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '260px 1fr' }, alignItems: 'start' }}>
        <Paper component="nav" aria-labelledby="account-menu-title" sx={{ p: 1 }}>
          <Typography id="account-menu-title" variant="h6" component="h2" sx={{ px: 2, py: 1 }}>{t('menu.title')}</Typography>
          <List disablePadding>
            {MENU.map((m) => {
              const href = lp(m.path);
              return (
                <ListItemButton key={m.key} href={href} selected={pathname === href} aria-current={pathname === href ? 'page' : undefined}>
                  <ListItemText primary={t(`menu.${m.key}`)} />
                </ListItemButton>
              );
            })}
          </List>
        </Paper>
        <Box component="main" id="main" tabIndex={-1} sx={{ outline: 'none', minWidth: 0 }}>
          <Outlet />
        </Box>
      </Container>
      <AppFooter />
      <ScrollRestoration />
    </Box>
  );
}
