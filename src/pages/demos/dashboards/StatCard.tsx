import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One key figure: label, value, an icon and a short note on the trend. */
export function StatCard({
  label,
  value,
  icon,
  note,
  color = 'primary.main',
}: {
  label: string;
  value: string;
  icon: ReactNode;
  note: string;
  color?: string;
}) {
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
