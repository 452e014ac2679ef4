import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import Typography from '@mui/material/Typography';
import { AppBar, Layout, Sidebar, useSidebarState, type SidebarProps } from 'react-admin';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { SIDEBAR } from '../config/constants';
import { config } from '../config/env';
import { Breadcrumb } from './Breadcrumb';
import { currentPage } from './currentPage';
import { setPageHeading, usePageStart } from './pageStart';
import { useSignal } from './signal';
import { Footer } from './Footer';
import { useOpenedOffline } from './online';
import { UpdateBanner } from './UpdateBanner';
import { SidebarMenu } from './SidebarMenu';
import { UserMenu } from './UserMenu';

function PortalAppBar() {
  return (
    <AppBar color="primary" userMenu={false} toolbar={<UserMenu />}>
      <Typography component="span" variant="h6" noWrap sx={{ flex: 1 }}>
        {config.societyName} 会員ポータル
      </Typography>
    </AppBar>
  );
}

/** Collapses below 1200 px (SPEC §2) and slides in 300 ms (SPEC §9). */
function PortalSidebar(props: SidebarProps) {
  const narrow = useMediaQuery(`(max-width:${SIDEBAR.breakpointPx - 0.02}px)`, { noSsr: true });
  const [, setOpen] = useSidebarState();
  useEffect(() => setOpen(!narrow), [narrow, setOpen]);
  const transition = `width ${SIDEBAR.hideMs}ms ease, transform ${SIDEBAR.hideMs}ms ease`;
  return <Sidebar {...props} sx={{ '& .RaSidebar-fixed, & .MuiDrawer-paper': { transition } }} />;
}

/** The page's title; a new page moves focus here (pageStart.ts), so it takes focus quietly. */
function PageHeading() {
  const page = useSignal(currentPage);
  if (!page) return null;
  return (
    <Typography
      component="h1"
      variant="h5"
      ref={setPageHeading}
      tabIndex={-1}
      sx={{ px: 2, pb: 1, '&:focus': { outline: 'none' } }}
    >
      {page.title}
    </Typography>
  );
}

// Its chunk is precached (server/pwa.ts), so it loads with no network.
const OfflineCard = lazy(() => import('../components/OfflineCard'));

/**
 * The signed-in layout: sidebar, top bar, breadcrumb, page heading, page, footer. A page opened
 * while the network is gone shows the card kept on the device instead (its data and files may
 * not come); the page on screen when the network went stays, and back online the page opens.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  usePageStart();
  const { pathname } = useLocation();
  const openedOffline = useOpenedOffline(pathname);
  return (
    <Layout appBar={PortalAppBar} sidebar={PortalSidebar} menu={SidebarMenu}>
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 'calc(100vh - 64px)' }}>
        {openedOffline ? (
          <Suspense fallback={null}>
            <OfflineCard target={window.location.href} />
          </Suspense>
        ) : (
          <>
            <Breadcrumb />
            <PageHeading />
            <Box component="div" sx={{ flex: 1 }}>
              {children}
            </Box>
          </>
        )}
        <Footer />
      </Box>
      <UpdateBanner />
    </Layout>
  );
}
