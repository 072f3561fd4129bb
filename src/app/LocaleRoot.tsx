import { lazy, Suspense } from 'react';
import { Outlet, useLoaderData, useLocation } from 'react-router';
import { CartBootstrap } from '../features/cart';
import { MarketingScript } from '../features/consent';
import { LocaleErrorPage } from '../features/errors';
import { OutboxBootstrap } from '../features/outbox';
import { useOnlineStatus } from '../features/session';
import { NavigationProgress, RouteAnnouncer, ShellSkeleton } from '../features/shell';
import { WishlistBootstrap } from '../features/wishlist';
import { splitLocalePath } from '../i18n/locales';
import { ClientOnly } from '../ui/ClientOnly';
import { AppReady } from './appReady';
import { LocaleProviders } from './LocaleProviders';
import type { localeLoader } from './localeLoader';

/**
 * An overlay whose chunk could not be loaded (the connection dropped while it was on its way)
 * renders nothing instead of failing the whole page into the error boundary.
 */
function optional(load: () => Promise<{ default: React.ComponentType }>) {
  const Nothing: React.ComponentType = () => null;
  return lazy(() => load().catch(() => ({ default: Nothing })));
}

// Overlays nobody sees on the first paint load after it (they stay out of the first route's JS).
const SideCart = optional(() => import('../features/cart/components/SideCart').then((m) => ({ default: m.SideCart })));
const ConsentBanner = optional(() => import('../features/consent/ConsentBanner').then((m) => ({ default: m.ConsentBanner })));
const UpdatePrompt = optional(() => import('../features/pwa/UpdatePrompt').then((m) => ({ default: m.UpdatePrompt })));
const InstallOffer = optional(() => import('../features/offlineCatalog/components/InstallOffer').then((m) => ({ default: m.InstallOffer })));
const Notifications = optional(() => import('../features/notifications/Notifications').then((m) => ({ default: m.Notifications })));

/** Everything that lives once per locale, around every layout. */
export function LocaleRoot() {
  const { locale } = useLoaderData<ReturnType<typeof localeLoader>>();
  useOnlineStatus();
  return (
    <LocaleProviders locale={locale}>
      <NavigationProgress />
      <RouteAnnouncer />
      <Suspense fallback={<ShellSkeleton />}>
        <Outlet />
      </Suspense>
      <ClientOnly>
        <Suspense fallback={null}>
          <Notifications />
        </Suspense>
        <Suspense fallback={null}>
          <SideCart />
          <ConsentBanner />
          <UpdatePrompt />
          <InstallOffer />
        </Suspense>
      </ClientOnly>
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
      <AppReady />
    </LocaleProviders>
  );
}
