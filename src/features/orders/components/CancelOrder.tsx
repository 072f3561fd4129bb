import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cancelOrder, toFailure, type OrderView } from '../../../api';
import { notify } from '../../notifications';

export interface CancelOrderProps {
  order: OrderView;
  disabled?: boolean;
  onCancelled: () => void;
}

/** "Cancel order" with a confirmation dialog; the server decides whether it may be cancelled. */
export function CancelOrder({ order, disabled, onCancelled }: CancelOrderProps) {
  const { t } = useTranslation('orders');
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await cancelOrder(order.id);
      setOpen(false);
      notify('success', t('actions.cancelled', { number: order.orderNumber }));
      onCancelled();
    } catch (e) {
      setError(toFailure(e)?.detail ?? t('actions.cancelFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button color="error" variant="outlined" disabled={disabled} onClick={() => setOpen(true)}>
        {t('actions.cancel')}
      </Button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} aria-labelledby="cancel-order-title" aria-describedby="cancel-order-text">
        <DialogTitle id="cancel-order-title">{t('actions.cancelTitle', { number: order.orderNumber })}</DialogTitle>
        <DialogContent>
          <DialogContentText id="cancel-order-text">{t('actions.cancelText')}</DialogContentText>
          {error && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy} autoFocus>
            {t('actions.cancelKeep')}
          </Button>
          <Button color="error" variant="contained" onClick={() => void confirm()} disabled={busy}>
            {t('actions.cancelConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
