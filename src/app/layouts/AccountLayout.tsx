import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { PageScrollRestoration } from './PageScrollRestoration';
import { ACCOUNT_MENU, useSignOut } from '../../features/account/pages';
import { useLocalePath } from '../../features/session';
import { AppFooter, AppHeader, OfflineBanner, TestPaymentsBanner, SkipLink } from '../../features/shell';
import { AppReady } from '../appReady';

/** Menu entries on a phone: pills side by side that keep their words on one line. */
const PHONE_ITEM = { flex: { xs: '0 0 auto', md: 'initial' }, borderRadius: { xs: 99, md: 0 }, whiteSpace: 'nowrap' } as const;

/**
 * On a phone the menu is a row wider than the screen: the current page's entry (orders, payment)
 * was out of sight at its end. The row scrolls it into view; the page does not move.
 */
function showSelected(row: HTMLElement | null): void {
  const item = row?.querySelector('.Mui-selected');
  if (!row || !item || row.scrollWidth <= row.clientWidth) return;
  const bounds = row.getBoundingClientRect();
  const box = item.getBoundingClientRect();
  const margin = 16;
  if (box.left < bounds.left) row.scrollBy({ left: box.left - bounds.left - margin });
  else if (box.right > bounds.right) row.scrollBy({ left: box.right - bounds.right + margin });
}

/** Account pages: the default header, the account menu (spec §2) beside the page (above it on a phone). */
export function AccountLayout() {
  const { t } = useTranslation('account');
  const lp = useLocalePath();
  const { pathname } = useLocation();
  const { signOut, busy } = useSignOut();
  // The deepest menu entry containing the current page is marked (order details belong to orders).
  const current = [...ACCOUNT_MENU].reverse().find((m) => pathname === lp(m.path) || pathname.startsWith(`${lp(m.path)}/`));
  const menu = useRef<HTMLDivElement>(null);
  useEffect(() => showSelected(menu.current), [current?.key]);
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <AppHeader />
      <TestPaymentsBanner />
      <OfflineBanner />
      <Container maxWidth="lg" sx={{ flex: 1, py: 4, display: 'grid', gap: 4, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '260px minmax(0, 1fr)' }, alignItems: 'start' }}>
        {/* On a phone the menu is one scrollable row above the page, so the page itself starts on the first screen. */}
        <Paper component="nav" aria-labelledby="account-menu-title" sx={{ p: 1 }}>
          <Typography id="account-menu-title" variant="h6" component="h2" sx={{ px: 2, py: 1, display: { xs: 'none', md: 'block' } }}>
            {t('menu.title')}
          </Typography>
          <List ref={menu} component="div" disablePadding sx={{ display: { xs: 'flex', md: 'block' }, gap: 0.5, overflowX: { xs: 'auto', md: 'visible' }, scrollbarWidth: 'thin' }}>
            {ACCOUNT_MENU.map((m) => {
              const href = lp(m.path);
              const selected = current?.key === m.key;
              return (
                <ListItemButton key={m.key} href={href} selected={selected} aria-current={pathname === href ? 'page' : undefined} sx={PHONE_ITEM}>
                  <ListItemText primary={t(`menu.${m.key}`)} />
                </ListItemButton>
              );
            })}
            <Divider sx={{ my: 1, display: { xs: 'none', md: 'block' } }} />
            <ListItemButton component="button" onClick={() => void signOut()} disabled={busy} sx={{ width: { md: '100%' }, ...PHONE_ITEM }}>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <LogoutIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />
              </ListItemIcon>
              <ListItemText primary={t('menu.logout')} />
            </ListItemButton>
          </List>
        </Paper>
        <Box component="main" id="main" tabIndex={-1} sx={{ outline: 'none', minWidth: 0 }}>
          <Outlet />
        </Box>
      </Container>
      <AppFooter />
      <PageScrollRestoration />
      <AppReady />
    </Box>
  );
}
