import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { memo, useId, useState, type ReactNode } from 'react';
import { Link, matchPath } from 'react-router-dom';
import { useUnreadBadge } from '../components/UnreadBadge';
import { withPaymentProvider } from '../config/env';
import type { MenuEntry, MenuLink } from '../generator/defineMenu';
import { lockedNote, type Permission } from '../providers/access';
import { useSessionRoles } from '../providers/useSessionRoles';
import { usePathname } from './pathname';
import { SidebarSection } from './SidebarSection';
import { usePhone } from './usePhone';
import { useSidebarState } from './useSidebarState';

/** The label of an entry, with the configured payment provider's name filled in. */
export const menuLabel = (link: MenuLink): string => withPaymentProvider(link.name);

/** Whether the page at `pathname` is the one at `path` or under it (any case, whole segments). */
const isAtOrUnder = (path: string, pathname: string): boolean =>
  matchPath({ path, end: false }, pathname) !== null;

/**
 * An entry of the sidebar: a link in the menu, marked as the current page on its own page and
 * pages under it. On a phone a tap closes the drawer; folded to its icons, it names itself on hover.
 */
function MenuLink({
  to,
  icon,
  label,
  nested,
  children,
  ...aria
}: {
  to: string;
  icon: ReactNode;
  label: string;
  nested: boolean;
  children: ReactNode;
  'aria-describedby'?: string;
}) {
  const [open, setOpen] = useSidebarState();
  const phone = usePhone();
  const current = isAtOrUnder(to, usePathname());
  return (
    <MenuItem
      component={Link}
      to={to}
      tabIndex={0}
      title={open ? undefined : label}
      aria-current={current ? 'page' : undefined}
      onClick={() => {
        if (phone) setOpen(false);
      }}
      sx={{
        color: current ? 'text.primary' : 'text.secondary',
        '& .MuiListItemIcon-root': { minWidth: 40 },
        ...(nested && { pl: 4 }),
      }}
      {...aria}
    >
      <ListItemIcon sx={{ color: 'text.secondary' }}>{icon}</ListItemIcon>
      {/* Long labels (学会・セミナー一覧(申込受付中)) wrap rather than end in an ellipsis; folded
          to its icons, the entry keeps its name for assistive technology and the hover title. */}
      <Typography
        component="span"
        variant="inherit"
        sx={open ? { flexGrow: 1, whiteSpace: 'normal' } : visuallyHidden}
      >
        {children}
      </Typography>
    </MenuItem>
  );
}

/** What the page at a path needs, for an entry to say the member cannot open it yet. */
type PermissionsAt = (path: string) => readonly Permission[];

function MenuLinkItem({
  link,
  permissionsAt,
  nested = false,
}: {
  link: MenuLink;
  permissionsAt: PermissionsAt;
  nested?: boolean;
}) {
  const Icon = link.icon;
  const [sidebarOpen] = useSidebarState();
  const unread = useUnreadBadge(link.path, !sidebarOpen);
  const noteId = useId();
  const note = lockedNote(useSessionRoles(), permissionsAt(link.path));
  const label = menuLabel(link);
  // Like the unread badge, the note describes the entry rather than renaming it: its name stays
  // the SPEC §2 label. The entry still opens its page, whose 403 shows the way forward.
  const describedBy = [unread?.id, note ? noteId : undefined].filter(Boolean).join(' ');
  const item = (
    <MenuLink
      to={link.path}
      icon={<Icon />}
      label={label}
      nested={nested}
      aria-describedby={describedBy || undefined}
    >
      {note ? (
        <>
          {label}
          <LockIcon fontSize="inherit" sx={{ ml: 0.5, verticalAlign: '-0.125em' }} />
        </>
      ) : (
        label
      )}
    </MenuLink>
  );
  if (!unread && !note) return item;
  return (
    <Box sx={{ position: 'relative' }}>
      {item}
      {unread?.badge}
      {note && (
        <Box component="span" id={noteId} sx={visuallyHidden}>
          （{note}）
        </Box>
      )}
    </Box>
  );
}

/** A collapsible entry with children (商品購入), a menu item like the others. */
function MenuGroup({ link, permissionsAt }: { link: MenuLink; permissionsAt: PermissionsAt }) {
  const pathname = usePathname();
  const children = link.children ?? [];
  const [sidebarOpen] = useSidebarState();
  const [open, setOpen] = useState(() =>
    children.some((child) => isAtOrUnder(child.path, pathname)),
  );
  const Icon = link.icon;
  const label = menuLabel(link);
  return (
    <>
      <MenuItem onClick={() => setOpen(!open)} aria-expanded={open} aria-label={label}>
        <ListItemIcon>
          <Icon />
        </ListItemIcon>
        {sidebarOpen && <ListItemText primary={label} />}
        {open ? <ExpandLess /> : <ExpandMore />}
      </MenuItem>
      <Collapse in={open} timeout="auto" unmountOnExit>
        {children.map((child) => (
          <MenuLinkItem
            key={child.path}
            link={child}
            permissionsAt={permissionsAt}
            nested={sidebarOpen}
          />
        ))}
      </Collapse>
    </>
  );
}

/**
 * The sidebar of SPEC §2 (resources/menu.ts), in its own navigation landmark; `permissionsAt`
 * tells what each entry's page needs (the route table's).
 */
export const SidebarMenu = memo(function SidebarMenu({
  menu,
  permissionsAt,
}: {
  menu: readonly MenuEntry[];
  permissionsAt: PermissionsAt;
}) {
  return (
    <nav aria-label="サイドメニュー">
      <MenuList aria-label="メインメニュー" sx={{ width: '100%' }}>
        {menu.map((entry, index) =>
          entry === 'divider' ? (
            <Divider key={`divider-${index}`} sx={{ my: 1 }} />
          ) : 'subheader' in entry ? (
            <SidebarSection
              key={entry.subheader}
              section={entry}
              renderLink={(link) => (
                <MenuLinkItem key={link.path} link={link} permissionsAt={permissionsAt} />
              )}
            />
          ) : entry.children ? (
            <MenuGroup key={entry.path} link={entry} permissionsAt={permissionsAt} />
          ) : (
            <MenuLinkItem key={entry.path} link={entry} permissionsAt={permissionsAt} />
          ),
        )}
      </MenuList>
    </nav>
  );
});
