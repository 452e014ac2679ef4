import { NOTIFICATION } from '../config/constants';
import { createSignal } from './signal';

/** The notification types of SPEC §9. */
export type NotificationType = 'default' | 'info' | 'primary' | 'danger' | 'warning' | 'success';
export type NotificationPlacement = 'top-right' | 'bottom-right';

export interface Notification {
  id: number;
  type: NotificationType;
  message: string;
  placement: NotificationPlacement;
  timeoutMs: number;
}

export const notifications = createSignal<Notification[]>([]);

let nextId = 1;

/** Shows a toast (top right and 5 s by default, SPEC §9). Returns its id. */
export function notify(
  message: string,
  options: Partial<Omit<Notification, 'id' | 'message'>> = {},
): number {
  // The same message already on screen is not stacked twice (many calls may fail at once).
  const shown = notifications.get().find((notification) => notification.message === message);
  if (shown) return shown.id;
  const notification: Notification = {
    id: nextId++,
    message,
    type: options.type ?? 'default',
    placement: options.placement ?? 'top-right',
    timeoutMs: options.timeoutMs ?? NOTIFICATION.timeoutMs,
  };
  notifications.set((list) => [...list, notification]);
  return notification.id;
}

export function dismiss(id: number): void {
  notifications.set((list) => list.filter((notification) => notification.id !== id));
}

/** Server and network failures: a warning toast at bottom right (SPEC §8). */
export const warnFromServer = (message: string): void => {
  notify(message, { type: 'warning', placement: 'bottom-right' });
};
