import Box from '@mui/material/Box';
import LinearProgress, { type LinearProgressProps } from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { clampProgress } from './progress';

/** A labelled progress bar; whatever value it is given, it shows 0–100 %. */
export function ProgressBar({
  label,
  value,
  color,
}: {
  label: string;
  value: number;
  color?: LinearProgressProps['color'];
}) {
  const labelId = useId();
  const shown = Math.round(clampProgress(value));
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <Typography id={labelId} variant="body2">
          {label}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {shown}%
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={shown}
        color={color}
        aria-labelledby={labelId}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}
