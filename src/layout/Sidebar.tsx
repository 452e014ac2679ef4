import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, type ReactNode } from 'react';
import { SIDEBAR } from '../config/constants';
import { useTopBarHidden } from './topBarHidden';
import { usePhone } from './usePhone';
import { useSidebarState } from './useSidebarState';

const slide = (theme: Theme) =>
  `width ${SIDEBAR.hideMs}ms ${theme.transitions.easing.easeInOut}, ` +
  `transform ${SIDEBAR.hideMs}ms ${theme.transitions.easing.easeInOut}`;

/**
 * The sidebar: beside the page, folded to its icons below 1200 px (SPEC §2) and sliding in 300 ms
 * (SPEC §9); on a phone, a drawer over the page. It stays in place while the page scrolls, and
 * moves up with the top bar when that hides.
 */
export function Sidebar({ children }: { children: ReactNode }) {
  const phone = usePhone();
  const narrow = useMediaQuery(`(max-width:${SIDEBAR.breakpointPx - 0.02}px)`, { noSsr: true });
  const [open, setOpen] = useSidebarState();
  useEffect(() => setOpen(!narrow), [narrow, setOpen]);
  const topBarHidden = useTopBarHidden();

  if (phone) {
    return (
      <Drawer
        variant="temporary"
        open={open}
        onClose={() => setOpen(false)}
        sx={(theme) => ({
          '& .MuiDrawer-paper': {
            width: SIDEBAR.widthPx,
            bgcolor: 'background.default',
            transition: slide(theme),
          },
        })}
      >
        {children}
      </Drawer>
    );
  }
  const width = open ? SIDEBAR.widthPx : SIDEBAR.closedWidthPx;
  return (
    <Drawer
      variant="permanent"
      open={open}
      sx={(theme) => ({
        height: 'calc(100vh - 3em)',
        mt: topBarHidden ? -6 : 0,
        transition: theme.transitions.create('margin'),
        '& .MuiDrawer-paper': {
          position: 'relative',
          width,
          border: 'none',
          bgcolor: 'transparent',
          zIndex: 'inherit',
          transition: slide(theme),
        },
      })}
    >
      <Box
        sx={(theme) => ({
          position: 'fixed',
          width,
          height: 'calc(100vh - 3em)',
          overflowX: 'hidden',
          // Scrolls when the menu is taller than the window, without a bar beside it.
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
          transition: slide(theme),
        })}
      >
        {children}
      </Box>
    </Drawer>
  );
}
