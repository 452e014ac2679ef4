import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { config } from '../config/env';

export function Footer() {
  return (
    <Box component="footer" sx={{ mt: 'auto', py: 2, px: 2, textAlign: 'center' }}>
      <Typography variant="caption" color="text.secondary">
        © {new Date().getFullYear()} {config.societyName}
      </Typography>
    </Box>
  );
}
