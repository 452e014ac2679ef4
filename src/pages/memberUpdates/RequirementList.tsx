import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { RenewalRequirement } from '../../api/renewal';
import { shortfall } from '../../components/renewalVerdict';
import { progressPercent, progressText } from './renewal';

function RequirementProgress({ requirement }: { requirement: RenewalRequirement }) {
  const labelId = useId();
  const text = progressText(requirement);
  const met = shortfall(requirement) === 0;
  return (
    <Box component="li" sx={{ listStyle: 'none', mb: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography id={labelId} component="span" sx={{ fontWeight: 'bold' }}>
          {requirement.label}
        </Typography>
        <Typography component="span" color={met ? 'success.main' : 'warning.main'}>
          {text}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={progressPercent(requirement)}
        color={met ? 'success' : 'warning'}
        aria-labelledby={labelId}
        aria-valuetext={text}
        sx={{ height: 10, borderRadius: 5, mt: 0.5 }}
      />
    </Box>
  );
}

/** Each requirement of renewal against the points earned, as text and as a progress bar. */
export function RequirementList({ requirements }: { requirements: readonly RenewalRequirement[] }) {
  return (
    <Box component="ul" sx={{ p: 0, m: 0 }}>
      {requirements.map((requirement) => (
        <RequirementProgress key={requirement.label} requirement={requirement} />
      ))}
    </Box>
  );
}
