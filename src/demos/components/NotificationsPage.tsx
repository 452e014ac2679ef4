import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { NOTIFICATION } from '../../config/constants';
import {
  notify,
  type NotificationPlacement,
  type NotificationType,
} from '../../providers/notifications';
import { DemoCard } from '../shared/DemoCard';
import { DemoPage } from '../shared/DemoPage';

/** The six notification types of SPEC §9, with a label and a sample message each. */
const NOTIFICATION_SAMPLES: { type: NotificationType; label: string; message: string }[] = [
  { type: 'default', label: '標準', message: '標準の通知です' },
  { type: 'info', label: '情報', message: '情報の通知です' },
  { type: 'primary', label: 'プライマリ', message: 'プライマリの通知です' },
  { type: 'danger', label: '危険', message: '危険の通知です' },
  { type: 'warning', label: '警告', message: '警告の通知です' },
  { type: 'success', label: '成功', message: '成功の通知です' },
];

const COLOURS = {
  default: 'inherit',
  info: 'info',
  primary: 'primary',
  danger: 'error',
  warning: 'warning',
  success: 'success',
} as const;

const PLACEMENTS: { value: NotificationPlacement; label: string }[] = [
  { value: 'top-right', label: '右上（既定）' },
  { value: 'bottom-right', label: '右下' },
];

/**
 * Notifications demo: the portal's own toasts (SPEC §9), top right unless another corner is
 * chosen, each closing after 5 seconds.
 */
export default function NotificationsPage() {
  const [placement, setPlacement] = useState<NotificationPlacement>('top-right');
  const placementLabel = useId();
  return (
    <DemoPage>
      <DemoCard
        title="通知の種類"
        subheader={`通知は${NOTIFICATION.timeoutMs / 1000}秒後に自動で閉じます`}
      >
        <Stack spacing={2}>
          <FormControl>
            <FormLabel id={placementLabel}>表示位置</FormLabel>
            <RadioGroup
              row
              aria-labelledby={placementLabel}
              value={placement}
              onChange={(event) => setPlacement(event.target.value as NotificationPlacement)}
            >
              {PLACEMENTS.map(({ value, label }) => (
                <FormControlLabel key={value} value={value} control={<Radio />} label={label} />
              ))}
            </RadioGroup>
          </FormControl>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {NOTIFICATION_SAMPLES.map(({ type, label, message }) => (
              <Button
                key={type}
                variant="contained"
                color={COLOURS[type]}
                onClick={() => notify(message, { type, placement })}
              >
                {label}
              </Button>
            ))}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            同じ通知が表示中のあいだは重ねて表示されません。閉じるボタンですぐに閉じることもできます。
          </Typography>
        </Stack>
      </DemoCard>
    </DemoPage>
  );
}
