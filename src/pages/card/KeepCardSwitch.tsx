import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { chooseCardKeeping, keepsCard } from '../../providers/cardKeeping';
import { TOUCH_SCREEN } from '../../layout/theme';

/**
 * 「この端末に会員証を保存する」: whether the card stays on this device after the sign-in ends
 * (src/providers/cardKeeping.ts). The whole line is the target: a finger's height on a phone.
 */
export function KeepCardSwitch() {
  const [keep, setKeep] = useState(keepsCard);
  const hintId = useId();
  return (
    <Stack spacing={0.5}>
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
        オンにすると、ログインの期限が切れた後も、ログアウトするまで、通信できない場所でもこの端末で会員証を表示できます。病院や職場などの共用の端末ではオフにしてください。
      </Typography>
    </Stack>
  );
}
