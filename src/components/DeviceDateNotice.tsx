import Typography from '@mui/material/Typography';
import { formatDate } from '../i18n/format';
import { usePortalClock } from '../providers/usePortalClock';

/**
 * Said where a date decides something (a card's validity, open events, a deadline) while the
 * device is offline: the member API's date cannot be had, so the device's judges, and a device
 * whose date is off would judge wrong. Online nothing is said: the API's date is the portal's.
 */
export function DeviceDateNotice() {
  const clock = usePortalClock();
  if (clock.online) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      オフラインのため、この端末の日付（{formatDate(clock.today)}）で判定しています。
    </Typography>
  );
}
