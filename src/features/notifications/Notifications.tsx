import Alert, { type AlertColor } from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationLevel } from '../../api';
import { dismiss, notificationsAtom, type AppNotification } from './atoms';

const SEVERITY: Record<NotificationLevel, AlertColor> = { info: 'info', success: 'success', warning: 'warning', danger: 'error' };

function NotificationItem({ notification }: { notification: AppNotification }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (notification.persistent) return;
    const timer = setTimeout(() => dismiss(notification.id), notification.timeout);
    return () => clearTimeout(timer);
  }, [notification]);
  return (
    <Alert
      severity={SEVERITY[notification.type]}
      variant="filled"
      onClose={() => dismiss(notification.id)}
      slotProps={{ closeButton: { title: t('actions.close'), 'aria-label': t('actions.close') } }}
      role={notification.type === 'danger' || notification.type === 'warning' ? 'alert' : 'status'}
      sx={{ boxShadow: 3, alignItems: 'center', fontSize: '1rem' }}
    >
      {notification.message}
    </Alert>
  );
}

/** The stack of notifications at the bottom of the screen (above the safe area). */
export function Notifications() {
  const list = useAtomValue(notificationsAtom);
  return (
    <Stack
      spacing={1}
      aria-live="polite"
      sx={{ position: 'fixed', zIndex: (t) => t.zIndex.snackbar, insetInline: 16, bottom: 'calc(16px + env(safe-area-inset-bottom))', maxWidth: 560, mx: 'auto', pointerEvents: 'none', '& > *': { pointerEvents: 'auto' } }}
    >
      {list.map((n) => (
        <NotificationItem key={n.id} notification={n} />
      ))}
    </Stack>
  );
}
