import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DASHBOARD_PATH, HOME_PATH } from '../config/constants';
import { routeKey } from '../providers/browserLocation';
import { currentPage } from './currentPage';
import { usePathname } from './pathname';
import { standaloneLink } from './theme';
import { useSignal } from '../providers/signal';

/** Home (→ /dashboard), the parent page if any, then the page on screen (SPEC §2). */
export const Breadcrumb = memo(function Breadcrumb() {
  const page = useSignal(currentPage);
  const pathname = usePathname();
  // On the dashboard itself, ホーム is the whole trail.
  const isHome = [HOME_PATH, DASHBOARD_PATH].includes(routeKey(pathname));
  return (
    <Breadcrumbs
      aria-label="パンくずリスト"
      sx={{
        px: 2,
        pt: 1.5,
        pb: 0.5,
        // A link of the trail is a finger-sized target, as buttons are (theme.ts).
        '& a': standaloneLink,
      }}
    >
      <Link component={RouterLink} to={DASHBOARD_PATH} underline="hover" color="inherit">
        ホーム
      </Link>
      {page?.parent && (
        <Link component={RouterLink} to={page.parent.path} underline="hover" color="inherit">
          {page.parent.title}
        </Link>
      )}
      {page && !isHome && (
        <Typography color="text.primary" aria-current="page">
          {page.title}
        </Typography>
      )}
    </Breadcrumbs>
  );
});
