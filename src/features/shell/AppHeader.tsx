import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DesktopNav } from './DesktopNav';
import { HeaderActions } from './HeaderActions';
import { HeaderSearch } from './HeaderSearch';
import { Logo } from './Logo';
import { TopBar } from './TopBar';

// The drawer is not needed for the first paint: its code loads on the first tap.
const NavDrawer = lazy(() => import('./NavDrawer').then((m) => ({ default: m.NavDrawer })));

/**
 * One search field for every width: on a phone the toolbar is a grid whose second row is the
 * field, from md up a row with the field between logo and actions. (Two fields, one hidden by CSS,
 * had every page build and hydrate MUI's Autocomplete twice.)
 */
const TOOLBAR = {
  display: { xs: 'grid', md: 'flex' },
  gridTemplateColumns: 'auto 1fr auto',
  gridTemplateRows: 'minmax(60px, auto) auto',
  justifyItems: 'start',
  alignItems: 'center',
  columnGap: 0.5,
  gap: { md: 3 },
  minHeight: { xs: 60, md: 72 },
} as const;
const SEARCH_SLOT = {
  gridColumn: '1 / -1',
  gridRow: 2,
  justifySelf: 'stretch',
  pb: { xs: 1.5, md: 0 },
  px: { xs: 0.5, md: 0 },
  flex: { md: '1 1 640px' },
  maxWidth: { md: 640 },
} as const;

/** Site header: logo, search with suggestions, wishlist/account/cart, main navigation. */
export function AppHeader() {
  const { t } = useTranslation();
  const [drawer, setDrawer] = useState(false);
  // The drawer's code loads on the first tap and then stays mounted (its closing animation plays).
  const [drawerUsed, setDrawerUsed] = useState(false);
  return (
    <>
      <TopBar />
      <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Container maxWidth="xl" disableGutters sx={{ px: { xs: 1, sm: 2 } }}>
          <Toolbar disableGutters sx={TOOLBAR}>
            <IconButton
              aria-label={t('a11y.openMenu')}
              onClick={() => {
                setDrawerUsed(true);
                setDrawer(true);
              }}
              sx={{ display: { md: 'none' } }}
              aria-haspopup="dialog"
            >
              <MenuIcon />
            </IconButton>
            <Logo />
            <Box sx={SEARCH_SLOT}>
              <HeaderSearch />
            </Box>
            <Box sx={{ flex: 1, display: { xs: 'none', md: 'block' } }} />
            <HeaderActions />
          </Toolbar>
        </Container>
        <Box sx={{ display: { xs: 'none', md: 'block' } }}>
          <Suspense fallback={<Skeleton variant="rectangular" height={57} />}>
            <DesktopNav />
          </Suspense>
        </Box>
      </AppBar>
      {drawerUsed && (
        <Suspense fallback={null}>
          <NavDrawer open={drawer} onClose={() => setDrawer(false)} />
        </Suspense>
      )}
    </>
  );
}
