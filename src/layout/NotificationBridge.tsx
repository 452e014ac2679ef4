import { useNotificationContext } from 'ra-core';
import { useEffect } from 'react';
import { notify, type NotificationType } from '../providers/notifications';
import { useTranslate } from 'ra-core';

const TYPES: Record<string, NotificationType> = {
  info: 'info',
  success: 'success',
  warning: 'warning',
  error: 'danger',
};

/**
 * react-admin's own notifications (saved, deleted, errors of its controllers) shown through the
 * portal's toasts, so there is one notification system and a failed call is not shown twice.
 */
export function NotificationBridge() {
  const { notifications, takeNotification } = useNotificationContext();
  const translate = useTranslate();
  useEffect(() => {
    if (notifications.length === 0) return;
    const next = takeNotification();
    if (!next) return;
    const message =
      typeof next.message === 'string'
        ? translate(next.message, { _: next.message, ...next.notificationOptions?.messageArgs })
        : '';
    if (message) notify(message, { type: TYPES[next.type ?? 'info'] ?? 'default' });
  }, [notifications, takeNotification, translate]);
  return null;
}
