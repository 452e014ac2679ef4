import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import type { ReactNode } from 'react';
import type { MenuLink, MenuSection } from '../generator/defineMenu';
import { canAccess, isStaff } from '../providers/access';
import { useSessionRoles } from '../providers/useSessionRoles';
import { useSidebarState } from './useSidebarState';

/**
 * A titled sidebar group after a divider (事務局): a staff section shows only to staff, and each
 * link only to a user who may open it, so a role is never offered a page it would be refused.
 */
export function SidebarSection({
  section,
  renderLink,
}: {
  section: MenuSection;
  renderLink: (link: MenuLink) => ReactNode;
}) {
  const roles = useSessionRoles();
  const [sidebarOpen] = useSidebarState();
  if (section.staff && !isStaff(roles)) return null;
  const links = section.links.filter((link) =>
    canAccess(roles, link.permission ? [link.permission] : [], section.staff),
  );
  if (links.length === 0) return null;
  return (
    <>
      <Divider sx={{ my: 1 }} />
      {sidebarOpen && (
        <ListSubheader component="div" disableSticky sx={{ lineHeight: 2.5 }}>
          {section.subheader}
        </ListSubheader>
      )}
      {links.map(renderLink)}
    </>
  );
}
