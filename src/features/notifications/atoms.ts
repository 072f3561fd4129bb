import { atom } from 'jotai';
import type { NotificationLevel } from '../../api';
import { appStore } from '../../app/store';

/** Default display time of a notification (spec §9). */
export const NOTIFICATION_TIMEOUT_MS = 2500;

export interface AppNotification {
  id: string;
  type: NotificationLevel;
  message: string;
  persistent: boolean;
  timeout: number;
}

export const notificationsAtom = atom<AppNotification[]>([]);

/**
 * A place in an open modal panel (the side cart) where notifications are shown in the panel's
 * flow instead of floating over it (where they would cover its buttons and be hidden from
 * assistive technology by the modal).
 */
export const notificationSlotAtom = atom<HTMLElement | null>(null);

let counter = 0;

/** Shows a notification; it disappears after 2500 ms unless persistent. */
export function notify(type: NotificationLevel, message: string, options: { persistent?: boolean; timeout?: number } = {}): string {
  counter += 1;
  const id = `n${Date.now()}-${counter}`;
  const entry: AppNotification = { id, type, message, persistent: Boolean(options.persistent), timeout: options.timeout ?? NOTIFICATION_TIMEOUT_MS };
  appStore.set(notificationsAtom, (list) => [...list.filter((n) => n.message !== message), entry]);
  return id;
}

export function dismiss(id: string): void {
  appStore.set(notificationsAtom, (list) => list.filter((n) => n.id !== id));
}
