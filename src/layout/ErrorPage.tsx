import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import type { ReactNode } from 'react';
import { BASE_PATH, DASHBOARD_PATH } from '../config/constants';
import { normalizeStatus } from './guards';
import { standaloneLink } from './theme';

export interface ErrorPageProps {
  status: number;
  message: string;
  details?: readonly string[];
  /** Inside a page that has its own h1 (a list or record that failed to load). */
  embedded?: boolean;
  /** The way forward (e.g. paying what opens the page): the primary action, before the way back. */
  action?: ReactNode;
}

/** The error page of SPEC §2: status, the server's message, detail lines, and the way back. */
export function ErrorPage({
  status,
  message,
  details = [],
  embedded = false,
  action,
}: ErrorPageProps) {
  const shown = normalizeStatus(status);
  return (
    <Box
      component="section"
      aria-labelledby="error-title"
      sx={{ py: 6, px: 2, textAlign: 'center' }}
    >
      <Typography component="p" variant="h2" color="text.secondary">
        {shown}
      </Typography>
      {/* Always a heading; with no message (a failed permission check) it is for screen readers. */}
      <Typography
        id="error-title"
        component={embedded ? 'h2' : 'h1'}
        variant="h5"
        sx={message ? { mt: 1 } : visuallyHidden}
      >
        {message || `エラー ${shown}`}
      </Typography>
      {details.map((detail) => (
        <Typography key={detail} sx={{ mt: 1 }}>
          {detail}
        </Typography>
      ))}
      {/* A full load on purpose: after an error the dashboard starts afresh. Works without a router. */}
      {action ? (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ mt: 3, justifyContent: 'center', alignItems: 'center' }}
        >
          {action}
          <Button variant="outlined" href={`${BASE_PATH}${DASHBOARD_PATH}`}>
            ダッシュボードへ戻る
          </Button>
        </Stack>
      ) : (
        <Link
          href={`${BASE_PATH}${DASHBOARD_PATH}`}
          sx={{ display: 'inline-block', mt: 3, ...standaloneLink }}
        >
          ダッシュボードへ戻る
        </Link>
      )}
    </Box>
  );
}
