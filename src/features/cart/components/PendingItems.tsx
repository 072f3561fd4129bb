import CloudOffIcon from '@mui/icons-material/CloudOff';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { onlineAtom } from '../../session';
import { discardPending, syncOutbox } from '../actions';
import { pendingCartAtom } from '../atoms';

/** Products added while offline: waiting in the outbox, or refused with the server's reason. */
export function PendingItems() {
  const { t } = useTranslation('cart');
  const pending = useAtomValue(pendingCartAtom);
  const online = useAtomValue(onlineAtom);
  if (pending.length === 0) return null;
  return (
    <Alert
      severity="info"
      icon={<CloudOffIcon />}
      sx={{ my: 2, '& .MuiAlert-message': { width: '100%' } }}
      action={
        online ? (
          <Button color="inherit" onClick={() => void syncOutbox()}>
            {t('offline.sendNow')}
          </Button>
        ) : undefined
      }
    >
      <strong>{t('offline.pendingTitle')}</strong>
      <div>{t('offline.pendingText')}</div>
      <List dense disablePadding>
        {pending.map((p) => (
          <ListItem
            key={p.seq}
            disableGutters
            secondaryAction={
              <IconButton edge="end" aria-label={t('offline.discard', { name: p.name })} onClick={() => void discardPending(p.seq)}>
                <DeleteOutlineIcon />
              </IconButton>
            }
          >
            <ListItemText primary={`${p.quantity} × ${p.name}`} secondary={p.error ? t('offline.refused', { reason: p.error }) : undefined} slotProps={{ secondary: { color: 'error' } }} />
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}
