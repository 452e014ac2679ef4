import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TermsLink } from '../components/TermsLink';
import { todayInJapan } from '../api/japanTime';
import { config } from '../config/env';
import { TERMS } from '../config/constants';

export function Footer() {
  return (
    <Box component="footer" sx={{ mt: 'auto', py: 2, px: 2, textAlign: 'center' }}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'center', mb: 0.5 }}>
        <TermsLink term={TERMS.membership} />
        <TermsLink term={TERMS.privacy} />
      </Stack>
      <Typography variant="caption" color="text.secondary">
        © {todayInJapan().slice(0, 4)} {config.societyName}
      </Typography>
    </Box>
  );
}
