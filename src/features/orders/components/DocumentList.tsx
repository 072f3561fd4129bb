import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadDocument, type OrderView } from '../../../api';
import { saveBlob } from '../saveBlob';

export interface DocumentListProps {
  order: OrderView;
  /** Guests prove access with e-mail and postal code on every download. */
  guest?: { email: string; zipcode: string };
}

/** The order's documents (invoice PDF) as downloads through /document/download/{id}/{deepLinkCode}. */
export function DocumentList({ order, guest }: DocumentListProps) {
  const { t } = useTranslation('orders');
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const save = async (doc: OrderView['documents'][number]) => {
    setBusy(doc.id);
    setFailed(false);
    try {
      saveBlob(await downloadDocument(doc, guest), `${doc.type}_${doc.number ?? order.orderNumber}.pdf`);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="order-documents" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography id="order-documents" variant="h3" component="h2" sx={{ mb: 1.5 }}>
        {t('documents.title')}
      </Typography>
      {order.documents.length === 0 ? (
        <Typography color="text.secondary">{t('documents.none')}</Typography>
      ) : (
        <Stack spacing={1} alignItems="flex-start">
          {order.documents.map((doc) => (
            <Button key={doc.id} variant="outlined" startIcon={<DownloadIcon />} disabled={busy === doc.id} onClick={() => void save(doc)}>
              {t('documents.download', { number: doc.number ?? '' })}
            </Button>
          ))}
        </Stack>
      )}
      {failed && (
        <Alert severity="error" role="alert" sx={{ mt: 1.5 }}>
          {t('documents.failed')}
        </Alert>
      )}
    </Paper>
  );
}
