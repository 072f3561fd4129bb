import { Suspense } from 'react';
import { Outlet, useLoaderData, useLocation } from 'react-router';
import { CartBootstrap, SideCart } from '../features/cart';
import { ConsentBanner, MarketingScript } from '../features/consent';
import { LocaleErrorPage } from '../features/errors';
import { Notifications } from '../features/notifications';
import { OutboxBootstrap } from '../features/outbox/OutboxBootstrap';
import { UpdatePrompt } from '../features/pwa';
import { useOnlineStatus } from '../features/session';
import { NavigationProgress, RouteAnnouncer, ShellSkeleton } from '../features/shell';
import { WishlistBootstrap } from '../features/wishlist';
import { splitLocalePath } from '../i18n/locales';
import { LocaleProviders } from './LocaleProviders';
import type { LocaleData } from './localeLoader';

/** Everything that lives once per locale, around every layout. */
export function LocaleRoot() {
  const { locale } = useLoaderData() as LocaleData;
  useOnlineStatus();
  return (
    <LocaleProviders locale={locale}>
      <NavigationProgress />
      <RouteAnnouncer />
      <Suspense fallback={<ShellSkeleton />}>
        <Outlet />
      </Suspense>
      <Notifications />
      <Suspense fallback={null}>
        <SideCart />
        <ConsentBanner />
        <UpdatePrompt />
      </Suspense>
      <CartBootstrap />
      <OutboxBootstrap />
      <WishlistBootstrap />
      <MarketingScript />
    </LocaleProviders>
  );
}

/** Errors of the locale loader (maintenance, misconfiguration) replace the whole page. */
export function LocaleErrorBoundary() {
  const { locale } = splitLocalePath(useLocation().pathname);
  return (
    <LocaleProviders locale={locale}>
      <LocaleErrorPage />
    </LocaleProviders>
  );
}
