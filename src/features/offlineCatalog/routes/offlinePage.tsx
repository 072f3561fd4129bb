import CloudDoneOutlinedIcon from '@mui/icons-material/CloudDoneOutlined';
import CloudDownloadOutlinedIcon from '@mui/icons-material/CloudDownloadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { splitLocalePath } from '../../../i18n/locales';
import { routes } from '../../../app/router';
import { formatDate, formatNumber } from '../../../lib/money';
import { useLocale, useOnlineStatus } from '../../session';
import { PageMeta } from '../../../ui/PageMeta';
import { readOfflineCatalog, requestPersistence, saveOfflineCatalog, storageInfo, type OfflineCatalog, type StorageInfo } from '../catalogStore';
import { downloadCatalog, type DownloadProgress } from '../downloadCatalog';

const megabytes = (bytes: number | undefined, locale: string) => (bytes === undefined ? '–' : formatNumber(bytes / 1e6, locale, bytes < 10e6 ? 1 : 0));

/**
 * What the page says about the stored catalogue and the browser's storage, read before it renders:
 * read afterwards, its lines arrived one by one and moved the button below them.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<{ stored?: OfflineCatalog; storage: StorageInfo }> {
  const { locale } = splitLocalePath(new URL(request.url).pathname);
  const [stored, storage] = await Promise.all([readOfflineCatalog(locale), storageInfo()]);
  return { stored, storage };
}

/**
 * "Shop offline verfügbar machen": stores every category, product and guide page of this locale
 * with its images for use without a connection, shows progress, what it stored (build, date) and
 * how much the browser lets it keep, and asks for persistent storage.
 */
export function Component() {
  const { t } = useTranslation();
  const locale = useLocale();
  const online = useOnlineStatus();
  const read = useLoaderData<typeof loader>();
  // What this visit stored and measured since (the loader's reads are from before).
  const [saved, setStored] = useState<OfflineCatalog | undefined>();
  const [measured, setStorage] = useState<StorageInfo | undefined>();
  const stored = saved?.locale === locale ? saved : read.stored;
  const storage = measured ?? read.storage;
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const [error, setError] = useState(false);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), [locale]);

  const running = progress !== null && progress.phase !== 'done';

  const start = async () => {
    setError(false);
    abort.current = new AbortController();
    const persisted = await requestPersistence();
    try {
      const result = await downloadCatalog(locale, routes, setProgress, abort.current.signal);
      setStored(await saveOfflineCatalog(locale, result));
    } catch {
      setError(true);
      setProgress(null);
    }
    setStorage({ ...(await storageInfo()), persisted: persisted || undefined });
  };

  const percent = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <PageMeta title={t('offlineCatalog.title')} noIndex />
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('offlineCatalog.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('offlineCatalog.intro')}</Typography>

      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
        <Stack spacing={1}>
          <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
            {t('offlineCatalog.statusTitle')}
          </Typography>
          {stored ? (
            <>
              <Typography data-testid="offline-catalog-status">
                {t('offlineCatalog.stored', { date: formatDate(new Date(stored.savedAt).toISOString(), locale), pages: stored.pages, images: stored.images })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('offlineCatalog.build', { build: stored.buildId })}
              </Typography>
              {stored.buildId !== __BUILD_ID__ && <Typography variant="body2">{t('offlineCatalog.olderBuild')}</Typography>}
              {stored.failed > 0 && <Typography variant="body2">{t('offlineCatalog.partly', { count: stored.failed })}</Typography>}
            </>
          ) : (
            <Typography>{t('offlineCatalog.none')}</Typography>
          )}
          <Typography variant="body2">{t('offlineCatalog.storage', { usage: megabytes(storage.usage, locale), quota: megabytes(storage.quota, locale) })}</Typography>
          {storage.persisted !== undefined && <Typography variant="body2">{storage.persisted ? t('offlineCatalog.persisted') : t('offlineCatalog.notPersisted')}</Typography>}
        </Stack>
      </Paper>

      {progress && (
        <Stack spacing={1} sx={{ mb: 3 }} aria-live="polite">
          <LinearProgress variant={progress.phase === 'list' ? 'indeterminate' : 'determinate'} value={percent} aria-label={t('offlineCatalog.progressLabel')} />
          <Typography role="status">
            {progress.phase === 'list' && t('offlineCatalog.listing')}
            {progress.phase === 'pages' && t('offlineCatalog.pages', { done: progress.done, total: progress.total })}
            {progress.phase === 'images' && t('offlineCatalog.images', { done: progress.done, total: progress.total })}
            {progress.phase === 'done' && t('offlineCatalog.done')}
          </Typography>
        </Stack>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('offlineCatalog.failed')}
        </Alert>
      )}
      {!online && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('offlineCatalog.needsConnection')}
        </Alert>
      )}
      <Button variant="contained" size="large" startIcon={stored ? <CloudDoneOutlinedIcon /> : <CloudDownloadOutlinedIcon />} disabled={running || !online} onClick={() => void start()}>
        {stored ? t('offlineCatalog.update') : t('offlineCatalog.start')}
      </Button>
    </Container>
  );
}
