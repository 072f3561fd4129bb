import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { PageScrollRestoration } from './PageScrollRestoration';
import { AppFooter, AppHeader, OfflineBanner, TestPaymentsBanner, ScrollToTop, SkipLink } from '../../features/shell';
import { AppReady } from '../appReady';

/** Header with navigation and search, the page, footer and scroll-to-top. */
export function DefaultLayout() {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <AppHeader />
      <TestPaymentsBanner />
      <OfflineBanner />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <AppFooter />
      <ScrollToTop />
      <PageScrollRestoration />
      <AppReady />
    </Box>
  );
}
