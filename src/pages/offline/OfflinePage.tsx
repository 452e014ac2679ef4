import Box from '@mui/material/Box';
import { useEffect } from 'react';
import OfflineCard from '../../components/OfflineCard';
import { BASE_PATH, HOME_PATH } from '../../config/constants';
import { PortalName } from '../../layout/PortalName';
import { safeRedirectPath } from '../../providers/redirect';

/** Where the member was going (the worker's `from`), if it is a page of the portal. */
function intendedPath(): string {
  const from = new URLSearchParams(window.location.search).get('from');
  return safeRedirectPath(from) ?? HOME_PATH;
}

/**
 * The offline page (/offline): what the service worker opens for a page of the portal loaded
 * without a network (src/worker/offlineNavigation.ts). No sign-in, no admin shell, no call to
 * the API: the card kept on the device, in a light frame.
 */
export default function OfflinePage() {
  useEffect(() => {
    document.title = 'オフライン | 会員ポータル';
  }, []);
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box
        component="header"
        sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', px: 2, py: 1.5 }}
      >
        <PortalName />
      </Box>
      <Box component="main">
        <OfflineCard target={`${BASE_PATH}${intendedPath()}`} />
      </Box>
    </Box>
  );
}
