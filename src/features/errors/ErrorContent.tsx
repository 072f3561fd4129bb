import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useRevalidator } from 'react-router';
import { splitLocalePath, type Locale } from '../../i18n/locales';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { PageMeta } from '../../ui/PageMeta';
import { reloadOnceFor } from './chunkReload';
import type { ErrorDescription } from './describeError';
import { ErrorView } from './ErrorView';
import { MaintenanceIllustration } from './MaintenanceIllustration';
import { useRetryWhenBack } from './useRetryWhenBack';

const KNOWN = new Set([408, 500, 502, 503]);

// Kept out of the shell: the entry carries this page, the history's code is for devices that have one.
const RecentlyViewed = lazy(() => import('../recentlyViewed').then((m) => ({ default: m.RecentlyViewed })));

/** A dead end (no such page, or none without a connection) offers the products opened last as ways on. */
function WaysOn() {
  return (
    <Container maxWidth="xl" sx={{ pb: 4 }}>
      <Suspense fallback={null}>
        <RecentlyViewed />
      </Suspense>
    </Container>
  );
}

const reloadPage = () => window.location.reload();

/**
 * No connection for this page: it loads by itself when the connection is back. Its data is read
 * again in place; missing code (a chunk the device never fetched) needs the document reloaded.
 */
function OfflineContent({ locale, missingCode }: { locale: Locale; missingCode: boolean }) {
  const { t } = useTranslation('errors');
  const { revalidate } = useRevalidator();
  useRetryWhenBack(missingCode ? reloadPage : revalidate, { periodic: !missingCode });
  const retry = (
    <Button variant="outlined" size="large" onClick={reloadPage}>
      {t('actions.retry', { ns: 'common' })}
    </Button>
  );
  return (
    <>
      <ErrorView locale={locale} header={t('offline.header')} text={`${t('offline.text')} ${t('offline.auto')}`} actions={retry} />
      <WaysOn />
    </>
  );
}

/** A left-to-right path inside right-to-left text keeps its slashes in place (Unicode isolate). */
const isolate = (text: string, locale: string) => (locale === 'ar-AE' ? `\u2066${text}\u2069` : text);

/** Renders the page for a classified error: maintenance, offline, 404 or an HTTP error. */
export function ErrorContent({ error }: { error: ErrorDescription }) {
  const { t } = useTranslation('errors');
  const location = useLocation();
  const { locale, path } = splitLocalePath(location.pathname);
  const chunk = error.kind === 'chunk';
  useEffect(() => {
    if (chunk) reloadOnceFor(location.pathname);
  }, [chunk, location.pathname]);

  if (error.kind === 'maintenance') {
    const title = t('maintenance.title');
    return (
      <>
        <PageMeta title={title} noIndex />
        <ErrorView locale={locale} header={title} text={t('maintenance.text')} illustration={<MaintenanceIllustration title={t('maintenance.illustration')} />} showHome={false} />
      </>
    );
  }
  if (error.kind === 'not-found') {
    return (
      <>
        <PageMeta title={t('notFound.header')} noIndex />
        <ErrorView locale={locale} header={t('notFound.header')} text={t('notFound.text', { path: isolate(decodeURIComponent(path), locale) })} />
        <WaysOn />
      </>
    );
  }
  if (error.kind === 'offline') return <OfflineContent locale={locale} missingCode={error.missingCode === true} />;
  if (chunk) return <PageSkeleton />;
  const status = error.status as 408 | 500 | 502 | 503;
  const header = KNOWN.has(status) ? t(`header.${status}`) : t('header.default');
  const text = error.message ?? (KNOWN.has(status) ? t(`status.${status}`) : t('default'));
  return (
    <>
      <PageMeta title={header} noIndex />
      <ErrorView locale={locale} header={header} text={text} />
    </>
  );
}
