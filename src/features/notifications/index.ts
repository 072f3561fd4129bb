export { notify, dismiss, notificationsAtom, NOTIFICATION_TIMEOUT_MS, type AppNotification } from './atoms';
