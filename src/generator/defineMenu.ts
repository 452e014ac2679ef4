/** The sidebar (SPEC §2 "A sidebar link has name, path, icon and children"). */

/** Icon names the layout knows (src/layout/menuIcons.ts). */
export type MenuIcon =
  | 'member'
  | 'fee'
  | 'event'
  | 'participation'
  | 'renewal'
  | 'card'
  | 'points'
  | 'shop'
  | 'products'
  | 'orders'
  | 'settlement'
  | 'notice'
  | 'password'
  | 'leave'
  | 'return'
  | 'extension'
  | 'withdrawal';

export interface MenuLink {
  name: string;
  path: string;
  icon: MenuIcon;
  children?: readonly MenuLink[];
}

/** `'divider'` draws the line between the member entries and the applications. */
export type MenuEntry = MenuLink | 'divider';

/** `{paymentProvider}` in a name is replaced by the configured provider's name. */
export function defineMenu(entries: readonly MenuEntry[]): readonly MenuEntry[] {
  return entries;
}
