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
import { onlineAtom } from '../session';
import { cancelSubmission, syncSubmissions, type Submission } from './submissions';

/** A short description of a queued submission for the list. */
function useDescribe(): (entry: Submission) => string {
  const { t } = useTranslation('forms');
  return (entry) => {
    const p = entry.payload as unknown as Record<string, string>;
    switch (entry.kind) {
      case 'contact.send':
        return t('outbox.kind.contact', { text: (p.comment ?? '').slice(0, 60) });
      case 'newsletter.subscribe':
        return t('outbox.kind.newsletter', { email: p.email });
      case 'review.save':
        return t('outbox.kind.review', { title: p.title, product: p.productName });
      case 'wishlist.add':
        return t('outbox.kind.wishlistAdd', { name: p.name });
      case 'wishlist.remove':
        return t('outbox.kind.wishlistRemove', { name: p.name });
      default:
        return '';
    }
  };
}

/**
 * Submissions waiting for the connection ("will be sent when you are online"), each with a way
 * to cancel it; refused ones show the server's message.
 */
export function PendingSubmissions({ entries, title }: { entries: Submission[]; title?: string }) {
  const { t } = useTranslation('forms');
  const online = useAtomValue(onlineAtom);
  const describe = useDescribe();
  if (entries.length === 0) return null;
  const waiting = entries.some((e) => !e.error);
  return (
    <Alert
      severity={waiting ? 'info' : 'error'}
      icon={<CloudOffIcon />}
      role="status"
      sx={{ my: 2, '& .MuiAlert-message': { width: '100%' } }}
      action={
        online && waiting ? (
          <Button color="inherit" onClick={() => void syncSubmissions()}>
            {t('outbox.sendNow')}
          </Button>
        ) : undefined
      }
    >
      <strong>{title ?? t('outbox.title')}</strong>
      {waiting && <div>{t('outbox.willSend')}</div>}
      <List dense disablePadding aria-label={t('outbox.listLabel')}>
        {entries.map((entry) => (
          <ListItem
            key={entry.seq}
            disableGutters
            secondaryAction={
              <IconButton edge="end" aria-label={t('outbox.cancel', { what: describe(entry) })} onClick={() => void cancelSubmission(entry.seq)}>
                <DeleteOutlineIcon />
              </IconButton>
            }
          >
            <ListItemText
              primary={describe(entry)}
              secondary={entry.error ? t('outbox.refusedItem', { reason: entry.error }) : t('outbox.waiting')}
              slotProps={{ secondary: { color: entry.error ? 'error' : 'text.secondary' } }}
            />
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}
