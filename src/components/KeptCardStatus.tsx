import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { DigitalMembershipCard } from '../api/applications';
import { formatDate, formatDateTimeToMinute } from '../i18n/format';
import { usePortalToday } from '../providers/usePortalClock';
import { DeviceDateNotice } from './DeviceDateNotice';

/**
 * A card kept on the device, shown offline: when it was fetched (the member API's time, as the
 * worker saved it) and whether its validity has passed, judged by the portal's today, which
 * offline is the device's, as the line under it says.
 */
export function KeptCardStatus({
  card,
  fetchedAt,
}: {
  card: DigitalMembershipCard;
  fetchedAt: string;
}) {
  const expired = card.validUntil < usePortalToday();
  return (
    <Stack spacing={0.5} sx={{ alignSelf: 'stretch' }}>
      <Alert severity={expired ? 'warning' : 'info'} role="status">
        オフライン表示（{formatDateTimeToMinute(fetchedAt)} 取得）
        {expired
          ? `。有効期限（${formatDate(card.validUntil)}）を過ぎた会員証です。通信できる場所で開き直してください。`
          : ''}
      </Alert>
      <DeviceDateNotice />
    </Stack>
  );
}
