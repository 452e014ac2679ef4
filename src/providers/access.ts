/**
 * Roles and permissions of SPEC §6: the only place that knows which role holds what.
 * Pure functions, so the route guard, the sidebar and the tests all read the same table.
 */

export const PERMISSIONS = [
  'user_update',
  'contents_read',
  'contents_update',
  'paid_admission_fee',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export interface RoleDefinition {
  displayName: string;
  permissions: readonly Permission[];
}

export const ROLES = {
  read: { displayName: '読み取り', permissions: ['contents_read', 'paid_admission_fee'] },
  update: {
    displayName: '読み書き',
    permissions: ['contents_read', 'contents_update', 'paid_admission_fee'],
  },
  admin: {
    displayName: '読み書き更新',
    permissions: ['contents_read', 'contents_update', 'user_update', 'paid_admission_fee'],
  },
  member: {
    displayName: '会員',
    permissions: ['contents_read', 'contents_update', 'paid_admission_fee'],
  },
  'temp-member': { displayName: '仮会員', permissions: ['contents_read', 'contents_update'] },
} as const satisfies Record<string, RoleDefinition>;
export type Role = keyof typeof ROLES;

export const isRole = (name: string): name is Role => Object.hasOwn(ROLES, name);

/** Every permission held by any of the roles; unknown role names hold nothing. */
export function permissionsOf(roles: readonly string[]): Set<Permission> {
  return new Set(roles.filter(isRole).flatMap((role) => ROLES[role].permissions));
}

/** Access is allowed when any of the user's roles holds any of the required permissions. */
export function canAccess(roles: readonly string[], required: readonly Permission[]): boolean {
  if (required.length === 0) return true;
  const held = permissionsOf(roles);
  return required.some((permission) => held.has(permission));
}

/** The detail shown on the 403 page for a missing permission. */
export const DENIED_DETAIL: Partial<Record<Permission, string>> = {
  paid_admission_fee: '入会費の支払いをお願いします',
};
