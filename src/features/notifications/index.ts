export { notify, dismiss, notificationsAtom, notificationSlotAtom, NOTIFICATION_TIMEOUT_MS, type AppNotification } from './atoms';
