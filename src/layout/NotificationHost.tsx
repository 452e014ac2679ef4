import Stack from '@mui/material/Stack';
import { notifications, type NotificationPlacement } from '../providers/notifications';
import { useSignal } from '../providers/signal';
// Not lazy: a toast must show even when the network is what failed.
import Toast from './Toast';

const PLACEMENTS: Record<NotificationPlacement, { top?: number; bottom?: number }> = {
  'top-right': { top: 72 },
  'bottom-right': { bottom: 16 },
};

/** The toasts of SPEC §8/§9, stacked per corner, each closing after its timeout. */
export function NotificationHost() {
  const list = useSignal(notifications);
  return (
    <>
      {(Object.keys(PLACEMENTS) as NotificationPlacement[]).map((placement) => (
        <Stack
          key={placement}
          spacing={1}
          data-placement={placement}
          sx={{ position: 'fixed', right: 16, zIndex: 1500, ...PLACEMENTS[placement] }}
        >
          {list
            .filter((notification) => notification.placement === placement)
            .map((notification) => (
              <Toast key={notification.id} notification={notification} />
            ))}
        </Stack>
      ))}
    </>
  );
}
