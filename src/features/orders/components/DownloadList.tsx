import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadOrderFile, type OrderView } from '../../../api';
import { saveBlob } from '../saveBlob';

export interface DownloadListProps {
  order: OrderView;
}

/** Files of the digital products in the order (e.g. the handbook PDF), downloadable once paid. */
export function DownloadList({ order }: DownloadListProps) {
  const { t } = useTranslation('orders');
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const files = order.lineItems.flatMap((l) => (l.downloads ?? []).map((d) => ({ ...d, product: l.label })));
  if (files.length === 0) return null;
  const save = async (file: (typeof files)[number]) => {
    setBusy(file.id);
    setFailed(false);
    try {
      saveBlob(await downloadOrderFile(order.id, file.id), file.fileName);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="order-downloads" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography id="order-downloads" variant="h3" component="h2" sx={{ mb: 1.5 }}>
        {t('downloads.title')}
      </Typography>
      <Stack spacing={1.5} alignItems="flex-start">
        {files.map((file) =>
          file.accessGranted ? (
            <Button key={file.id} variant="outlined" startIcon={<DownloadIcon />} disabled={busy === file.id} onClick={() => void save(file)}>
              {t('downloads.download', { name: file.product, file: file.fileName })}
            </Button>
          ) : (
            <Typography key={file.id}>{t('downloads.afterPayment', { name: file.product })}</Typography>
          ),
        )}
      </Stack>
      {failed && (
        <Alert severity="error" role="alert" sx={{ mt: 1.5 }}>
          {t('documents.failed')}
        </Alert>
      )}
    </Paper>
  );
}
