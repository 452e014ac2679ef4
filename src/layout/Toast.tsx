import Alert, { type AlertColor } from '@mui/material/Alert';
import { useEffect } from 'react';
import { dismiss, type Notification, type NotificationType } from '../providers/notifications';

const SEVERITY: Record<NotificationType, AlertColor> = {
  default: 'info',
  info: 'info',
  primary: 'info',
  danger: 'error',
  warning: 'warning',
  success: 'success',
};

const VARIANT: Record<NotificationType, 'standard' | 'filled'> = {
  default: 'standard',
  info: 'standard',
  primary: 'filled',
  danger: 'filled',
  warning: 'filled',
  success: 'filled',
};

/** One toast, closing itself after its timeout. */
export default function Toast({ notification }: { notification: Notification }) {
  useEffect(() => {
    const timer = setTimeout(() => dismiss(notification.id), notification.timeoutMs);
    return () => clearTimeout(timer);
  }, [notification]);
  return (
    <Alert
      severity={SEVERITY[notification.type]}
      variant={VARIANT[notification.type]}
      onClose={() => dismiss(notification.id)}
      closeText="閉じる"
      sx={{ whiteSpace: 'pre-line', boxShadow: 3, minWidth: 280, maxWidth: 420 }}
      // Failures interrupt; confirmations wait their turn.
      role={notification.type === 'warning' || notification.type === 'danger' ? 'alert' : 'status'}
      data-type={notification.type}
    >
      {notification.message}
    </Alert>
  );
}
