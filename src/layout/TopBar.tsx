import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Slide from '@mui/material/Slide';
import Toolbar from '@mui/material/Toolbar';
import { memo } from 'react';
import { PortalName } from './PortalName';
import { useTopBarHidden } from './topBarHidden';
import { usePhone } from './usePhone';
import { UserMenu } from './UserMenu';
import { useSidebarState } from './useSidebarState';

function SidebarToggle() {
  const [open, setOpen] = useSidebarState();
  const label = open ? 'メニューを閉じる' : 'メニューを開く';
  return (
    <IconButton
      color="inherit"
      aria-label={label}
      title={label}
      aria-expanded={open}
      onClick={() => setOpen(!open)}
      sx={{ mr: '0.2em' }}
    >
      <MenuIcon
        sx={{ transition: 'transform 195ms', transform: open ? 'rotate(180deg)' : 'none' }}
      />
    </IconButton>
  );
}

/**
 * The top bar: the sidebar's toggle, the portal's name and the member's menu (SPEC §2). It slides
 * away while the page scrolls down and back on the way up, leaving the page the whole screen.
 */
export const TopBar = memo(function TopBar() {
  const hidden = useTopBarHidden();
  const phone = usePhone();
  return (
    <Slide appear={false} direction="down" in={!hidden}>
      <AppBar color="primary">
        <Toolbar disableGutters variant={phone ? 'regular' : 'dense'} sx={{ px: 1, minHeight: 48 }}>
          <SidebarToggle />
          <PortalName />
          <UserMenu />
        </Toolbar>
      </AppBar>
    </Slide>
  );
});
