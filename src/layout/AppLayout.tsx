import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useResetErrorBoundaryOnLocationChange } from 'ra-core';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { Breadcrumb } from './Breadcrumb';
import { RenderErrorPage } from './AppErrorBoundary';
import { currentPage } from './currentPage';
import { setPageHeading, usePageStart } from './pageStart';
import { useSignal } from '../providers/signal';
import { Footer } from './Footer';
import { useOpenedOffline } from './online';
import { LoadingFallback } from './PageLoader';
import { usePathname } from './pathname';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import { UpdateBanner } from './UpdateBanner';

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

/** Hidden above the top bar until focused: the keyboard's way past the sidebar to the page. */
function SkipLink() {
  const skip = () => {
    const main = document.getElementById('main-content');
    if (!main) return;
    main.setAttribute('tabIndex', '-1');
    main.focus();
    main.blur();
    main.removeAttribute('tabIndex');
  };
  return (
    <Button
      variant="contained"
      onClick={skip}
      sx={(theme) => ({
        position: 'fixed',
        left: theme.spacing(2),
        top: theme.spacing(-10),
        zIndex: 5000,
        '&:focus': { top: theme.spacing(2) },
      })}
    >
      コンテンツにスキップ
    </Button>
  );
}

/** A page that broke while rendering: the error page inside the layout, gone on the next page. */
function PageError({ error, resetErrorBoundary }: FallbackProps) {
  useResetErrorBoundaryOnLocationChange(resetErrorBoundary);
  return <RenderErrorPage error={error} />;
}

// The frame's parts, drawn again only by their own state: not by every change of the URL (a list's
// page or sort), which redraws the layout around them.
const topBar = <TopBar />;
const breadcrumb = <Breadcrumb />;
const pageHeading = <PageHeading />;

/**
 * The signed-in layout: top bar, sidebar (`menu`, kept the same element so a change of the URL
 * does not redraw it), breadcrumb, page heading, page, footer. A page opened while the network
 * is gone shows the card kept on the device instead (its data and files may not come); the page
 * on screen when the network went stays, and back online the page opens.
 */
export function AppLayout({ menu, children }: { menu: ReactNode; children: ReactNode }) {
  usePageStart();
  const sidebar = useMemo(() => <Sidebar>{menu}</Sidebar>, [menu]);
  const openedOffline = useOpenedOffline(usePathname());
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: '100vh',
        minWidth: 'fit-content',
        width: '100%',
        position: 'relative',
        zIndex: 1,
        bgcolor: 'background.default',
      }}
    >
      <SkipLink />
      {topBar}
      <Box component="main" sx={{ display: 'flex', flexGrow: 1, mt: { xs: 7, sm: 6 } }}>
        {sidebar}
        <Box
          id="main-content"
          sx={{
            display: 'flex',
            flexDirection: 'column',
            flexGrow: 1,
            flexBasis: 0,
            px: 1,
            zIndex: 2,
            bgcolor: 'background.default',
          }}
        >
          <ErrorBoundary FallbackComponent={PageError}>
            {openedOffline ? (
              <Suspense fallback={null}>
                <OfflineCard target={window.location.href} />
              </Suspense>
            ) : (
              <>
                {breadcrumb}
                {pageHeading}
                <Box component="div" sx={{ flex: 1 }}>
                  <Suspense fallback={<LoadingFallback />}>{children}</Suspense>
                </Box>
              </>
            )}
          </ErrorBoundary>
          <Footer />
        </Box>
      </Box>
      <UpdateBanner />
    </Box>
  );
}
