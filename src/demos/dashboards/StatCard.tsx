import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { QUARTER } from '../shared/CardGrid';

/** One key figure: label, value, an icon and a short note on the trend. */
export interface Stat {
  label: string;
  value: string;
  icon: ReactNode;
  note: string;
  color?: string;
}

export function StatCard({ label, value, icon, note, color = 'primary.main' }: Stat) {
  return (
    <Card component="section" aria-label={label} sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Box
          aria-hidden
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 56,
            height: 56,
            borderRadius: 2,
            bgcolor: color,
            color: '#fff',
            flexShrink: 0,
          }}
        >
          {icon}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h2" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="p" variant="h5">
            {value}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {note}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}

/** Each figure of a row takes the next colour. */
const STAT_COLOURS = ['primary.main', 'secondary.main', 'success.main', 'warning.dark'];

/** A dashboard's row of key figures: four to a row on wide screens, two on small ones. */
export function StatCells({ stats }: { stats: readonly Stat[] }) {
  return stats.map((stat, index) => (
    <Grid key={stat.label} size={QUARTER}>
      <StatCard color={STAT_COLOURS[index % STAT_COLOURS.length]} {...stat} />
    </Grid>
  ));
}
