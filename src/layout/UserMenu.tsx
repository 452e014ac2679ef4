import AccountCircle from '@mui/icons-material/AccountCircle';
import LogoutIcon from '@mui/icons-material/Logout';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useLogout } from 'react-admin';
import { useId, useState, useSyncExternalStore } from 'react';
import { BASE_PATH, LOGIN_PATH } from '../config/constants';
import { session } from '../providers/session';

const nameSnapshot = () => session.userInfo()?.name ?? '';

/** The member's name followed by さん, opening a menu with ログアウト (SPEC §2). */
export function UserMenu() {
  const name = useSyncExternalStore(session.subscribe, nameSnapshot, nameSnapshot);
  const logout = useLogout();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountCircle />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none' }}
      >
        {name ? `${name}さん` : 'メニュー'}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={async () => {
            setAnchor(null);
            await logout(undefined, false);
            // A fresh load of the login page: nothing of this member stays in memory, Back does not
            // reopen their page, and the next member does not land where this one was.
            window.location.replace(`${BASE_PATH}${LOGIN_PATH}`);
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          ログアウト
        </MenuItem>
      </Menu>
    </>
  );
}
