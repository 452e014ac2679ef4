import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { config } from '../config/env';

/** The sign-in layout: the society's logo, linking to its external site, above a card. */
export function SignInLayout({ children }: { children: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', py: 6 }}>
      <Container maxWidth="xs">
        <Box sx={{ textAlign: 'center', mb: 3 }}>
          <Link href={config.societySiteUrl} target="_blank" rel="noopener noreferrer">
            <img
              src={`${import.meta.env.BASE_URL}logo.svg`}
              alt={`${config.societyName}（外部サイトを開きます）`}
              width={240}
              height={64}
            />
          </Link>
          <Typography component="p" variant="subtitle1" sx={{ mt: 1 }}>
            会員ポータル
          </Typography>
        </Box>
        <Paper sx={{ p: 4 }}>{children}</Paper>
      </Container>
    </Box>
  );
}
