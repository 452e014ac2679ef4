import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { BASE_PATH, DASHBOARD_PATH } from '../config/constants';
import { normalizeStatus } from './guards';

export interface ErrorPageProps {
  status: number;
  message: string;
  details?: readonly string[];
}

/** The error page of SPEC §2: status, the server's message, detail lines, and the way back. */
export function ErrorPage({ status, message, details = [] }: ErrorPageProps) {
  const shown = normalizeStatus(status);
  return (
    <Box component="section" role="alert" sx={{ py: 6, px: 2, textAlign: 'center' }}>
      <Typography component="p" variant="h2" color="text.secondary" aria-label={`エラー ${shown}`}>
        {shown}
      </Typography>
      {message && (
        <Typography component="h1" variant="h5" sx={{ mt: 1 }}>
          {message}
        </Typography>
      )}
      {details.map((detail) => (
        <Typography key={detail} sx={{ mt: 1 }}>
          {detail}
        </Typography>
      ))}
      {/* A full load on purpose: after an error the dashboard starts afresh. Works without a router. */}
      <Link href={`${BASE_PATH}${DASHBOARD_PATH}`} sx={{ display: 'inline-block', mt: 3 }}>
        ダッシュボードへ戻る
      </Link>
    </Box>
  );
}
