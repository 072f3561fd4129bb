import Alert, { type AlertColor } from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { NotificationLevel } from '../../api';
import { dismiss, notificationSlotAtom, notificationsAtom, type AppNotification } from './atoms';

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

/**
 * The stack of notifications at the bottom of the screen (above the safe area); while a panel
 * offers a slot (the open side cart), they are shown inside the panel, above its buttons.
 */
export function Notifications() {
  const list = useAtomValue(notificationsAtom);
  const slot = useAtomValue(notificationSlotAtom);
  const items = list.map((n) => <NotificationItem key={n.id} notification={n} />);
  if (slot) {
    return createPortal(
      <Stack spacing={1} aria-live="polite" data-testid="notifications" sx={{ px: 2, pb: list.length ? 1.5 : 0, pt: list.length ? 1 : 0 }}>
        {items}
      </Stack>,
      slot,
    );
  }
  return (
    <Stack
      spacing={1}
      aria-live="polite"
      data-testid="notifications"
      sx={{
        position: 'fixed',
        zIndex: (t) => t.zIndex.snackbar,
        insetInline: 16,
        bottom: 'calc(16px + env(safe-area-inset-bottom))',
        maxWidth: 560,
        mx: 'auto',
        pointerEvents: 'none',
        '& > *': { pointerEvents: 'auto' },
      }}
    >
      {items}
    </Stack>
  );
}
