/** The sidebar (SPEC §2 "A sidebar link has name, path, icon and children"). */
import type { SvgIconComponent } from '@mui/icons-material';
import type { Permission } from '../api/permissions';

export interface MenuLink {
  name: string;
  path: string;
  /** The icon shown beside it (an @mui/icons-material component). */
  icon: SvgIconComponent;
  children?: readonly MenuLink[];
  /** Shown only to a user holding it (in a staff section: held by a staff role). */
  permission?: Permission;
  /**
   * Why the entry is there though SPEC §2's sidebar lacks it (a page the society added). The
   * tests pin SPEC §2's sidebar and its routes, and let such an entry and its pages pass.
   */
  beyondSpec?: string;
}

/**
 * A titled group after a divider, e.g. 事務局: with `staff`, shown only to society staff
 * (src/providers/access.ts), each link only if the user may open it.
 */
export interface MenuSection {
  subheader: string;
  staff: boolean;
  links: readonly MenuLink[];
}

/** `'divider'` draws the line between the member entries and the applications. */
export type MenuEntry = MenuLink | MenuSection | 'divider';

/** `{paymentProvider}` in a name is replaced by the configured provider's name. */
export function defineMenu(entries: readonly MenuEntry[]): readonly MenuEntry[] {
  return entries;
}
