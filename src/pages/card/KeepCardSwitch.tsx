import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { chooseCardKeeping, keepsCard } from '../../providers/cardKeeping';
import { TOUCH_SCREEN } from '../../layout/theme';

/**
 * 「この端末に会員証を保存する」: whether the card stays on this device after the sign-in ends
 * (src/providers/cardKeeping.ts). The switch and its label are one target, a finger's height on a
 * phone.
 */
export function KeepCardSwitch() {
  const [keep, setKeep] = useState(keepsCard);
  const hintId = useId();
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start', maxWidth: '36em' }}>
      <FormControlLabel
        sx={{ mr: 0, [TOUCH_SCREEN]: { minHeight: 44 } }}
        control={
          <Switch
            checked={keep}
            onChange={(event) => {
              chooseCardKeeping(event.target.checked);
              setKeep(event.target.checked);
            }}
            slotProps={{ input: { 'aria-describedby': hintId } }}
          />
        }
        label="この端末に会員証を保存する"
      />
      <Typography id={hintId} variant="body2" color="text.secondary">
        オンにすると、ログアウトするまでこの端末に保存され、ログインの期限が切れた後も電波の届かない場所で表示できます。病院や職場などの共用の端末ではオフにしてください。
      </Typography>
    </Stack>
  );
}
