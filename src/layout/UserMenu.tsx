import AccountCircle from '@mui/icons-material/AccountCircle';
import LogoutIcon from '@mui/icons-material/Logout';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useLogout } from 'ra-core';
import { useId, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { ConfirmDialog } from '../components/ConfirmButton';
import { BASE_PATH, LOGIN_PATH } from '../config/constants';
import { session } from '../providers/session';
import { usePhone } from './usePhone';

const nameSnapshot = () => session.userInfo()?.name ?? '';

/** A staff device's check-in scans this account has not sent yet (src/venue/scanStore.ts). */
const unsentScans = (): Promise<number> =>
  import('../venue/scanStore')
    .then((store) => store.unsentScanCount(session.userInfo()?.memberId ?? ''))
    .catch(() => 0);

/**
 * The member's name followed by さん, opening a menu with ログアウト (SPEC §2). On a phone the top
 * bar has room for the account icon only: the name is its accessible name and heads the menu.
 */
export function UserMenu() {
  const name = useSyncExternalStore(session.subscribe, nameSnapshot, nameSnapshot);
  const phone = usePhone();
  const logout = useLogout();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  /** Scans still to send: logout asks first, and keeps them for this account's next sign-in. */
  const [unsent, setUnsent] = useState(0);
  const label = name ? `${name}さん` : 'メニュー';
  const signOut = async () => {
    // A staff device's check-in scans the member API has answered go too, those still to send
    // stay (src/venue/scanStore.ts): before logout, whose redirect to the login page must be
    // followed at once by the fresh load below, or that load would wipe what is typed into the
    // form in between.
    await import('../venue/scanStore')
      .then((store) => store.forgetSettledScans())
      .catch(() => undefined);
    await logout(undefined, false);
    // A fresh load of the login page: nothing of this member stays in memory, Back does not
    // reopen their page, and the next member does not land where this one was.
    window.location.replace(`${BASE_PATH}${LOGIN_PATH}`);
  };
  const opener = {
    color: 'inherit',
    'aria-haspopup': 'menu',
    'aria-controls': anchor ? menuId : undefined,
    'aria-expanded': Boolean(anchor),
    onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  } as const;
  return (
    <>
      {phone ? (
        <IconButton {...opener} aria-label={label}>
          <AccountCircle />
        </IconButton>
      ) : (
        <Button {...opener} startIcon={<AccountCircle />} sx={{ textTransform: 'none' }}>
          {label}
        </Button>
      )}
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {phone && name && (
          <ListSubheader component="div" aria-hidden>
            {label}
          </ListSubheader>
        )}
        <MenuItem
          onClick={async () => {
            setAnchor(null);
            const count = await unsentScans();
            if (count > 0) setUnsent(count);
            else await signOut();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          ログアウト
        </MenuItem>
      </Menu>
      <ConfirmDialog
        open={unsent > 0}
        title={`未送信の受付が ${unsent}件あります`}
        content="ログアウトしても、未送信の受付はこの端末に残ります。同じアカウントで次にログインし、会場受付を開くと送信されます。"
        confirmLabel="ログアウトする"
        onConfirm={() => void signOut()}
        onClose={() => setUnsent(0)}
      />
    </>
  );
}
