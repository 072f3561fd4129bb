import { ShellSkeleton } from '../features/shell';
import { splitLocalePath } from '../i18n/locales';
import { LocaleErrorBoundary } from './LocaleRoot';
import { LocaleProviders } from './LocaleProviders';

/** Last line of defence; normally the locale and page boundaries handle errors. */
export const RootErrorBoundary = LocaleErrorBoundary;

/** Shown while the first route loaders run: the shell's outline, no spinner. */
export function RootHydrateFallback() {
  const { locale } = splitLocalePath(window.location.pathname);
  return (
    <LocaleProviders locale={locale}>
      <ShellSkeleton />
    </LocaleProviders>
  );
}
