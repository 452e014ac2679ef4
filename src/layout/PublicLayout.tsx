import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect, type MouseEvent, type ReactNode } from 'react';
import { BASE_PATH } from '../config/constants';
import { loginPathFor } from '../providers/redirect';
import { navigateTo } from '../providers/browserLocation';
import type { RouteMeta } from './guards';
import type { LazyPage } from './lazyPage';
import { PortalName } from './PortalName';
import { LoadingFallback } from './PageLoader';
import { standaloneLink } from './theme';

/**
 * The frame of a page that needs no login (the commerce demo, SPEC §2) for a signed-out visitor:
 * rendered without the admin shell, like the sign-in pages, with a way to sign in that comes
 * back here. Signed in, the same page shows inside the signed-in layout instead.
 */
export function PublicLayout({
  title,
  path,
  children,
}: {
  title: string;
  path: string;
  children: ReactNode;
}) {
  useEffect(() => {
    document.title = `${title} | 会員ポータル`;
  }, [title]);
  const login = loginPathFor({ pathname: path });
  const goToLogin = (event: MouseEvent) => {
    event.preventDefault();
    navigateTo(login);
  };
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box
        component="header"
        sx={{
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          px: 2,
          py: 1.5,
          display: 'flex',
          alignItems: 'center',
          gap: 2,
        }}
      >
        <PortalName />
        <Link href={`${BASE_PATH}${login}`} onClick={goToLogin} color="inherit" sx={standaloneLink}>
          ログイン
        </Link>
      </Box>
      <Container component="main" maxWidth="xl" sx={{ py: 2 }}>
        <Typography component="h1" variant="h5" sx={{ px: 2, pb: 1 }}>
          {title}
        </Typography>
        {children}
      </Container>
    </Box>
  );
}

/** A page needing no login, signed out, in this frame; loaded only when such a page is opened. */
export default function OpenPage({
  route: { path, meta, page: Page },
}: {
  route: { path: string; meta: RouteMeta; page: LazyPage };
}) {
  return (
    <PublicLayout title={meta.title} path={path}>
      <Suspense fallback={<LoadingFallback />}>{Page && <Page />}</Suspense>
    </PublicLayout>
  );
}
