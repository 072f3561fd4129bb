import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from './NavLink';
import { useNavigationTree } from './navigationData';
import { useWideScreen } from '../../ui/useWideScreen';
import { SWITCHER_GAP, SWITCHER_WIDTH } from './switcherLayout';

/** The switchers' row, kept free before they render so nothing beside them moves when they do. */
const SWITCHERS_ROW = 3 * SWITCHER_WIDTH + 2 * SWITCHER_GAP;

/**
 * Language/currency/country selects: wide screens only, and never in a prerendered page's first
 * render (useWideScreen), so they load when a wide screen first shows them, not on every page.
 */
const SettingsSwitchers = lazy(() => import('./SettingsSwitchers').then((m) => ({ default: m.SettingsSwitchers })));

function ServiceLinks() {
  const items = useNavigationTree('service-navigation', 0);
  return (
    <Stack component="ul" direction="row" spacing={2.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.slice(0, 5).map((item) => (
        <li key={item.id}>
          <NavLink item={item} color="inherit" sx={{ fontSize: '0.875rem', fontWeight: 600 }} />
        </li>
      ))}
    </Stack>
  );
}

/** Wide screens only: tagline, service links and the language/currency/country switchers. */
export function TopBar() {
  const { t } = useTranslation();
  // Phones hide the bar; there its selects (and the currency and country lists they fetch) are not built.
  const wide = useWideScreen();
  return (
    <Box sx={{ display: { xs: 'none', md: 'block' }, bgcolor: '#f3e7c4', color: 'text.primary', borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="xl" sx={{ display: 'flex', alignItems: 'center', gap: 3, py: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, flexShrink: 0 }}>
          {t('shop.tagline')}
        </Typography>
        <Box sx={{ flex: 1 }}>
          <Suspense fallback={null}>
            <ServiceLinks />
          </Suspense>
        </Box>
        <Box sx={{ minHeight: 40, minWidth: SWITCHERS_ROW, '& .MuiOutlinedInput-root': { minHeight: 40, bgcolor: '#fff' } }}>
          {wide && (
            <Suspense fallback={null}>
              <SettingsSwitchers />
            </Suspense>
          )}
        </Box>
      </Container>
    </Box>
  );
}
