/**
 * Roles and permissions of SPEC §6: the only place that knows which role holds what.
 * Pure functions below the UI, so the route guard, the sidebar, the demo API and the tests all
 * read the same table.
 */
import type { ApplicationKind } from '../api/applications';
import type { Permission } from '../api/permissions';

export { PERMISSIONS, type Permission } from '../api/permissions';

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

/**
 * The society's staff (事務局): members hold contents_read and contents_update too (SPEC §6), so
 * permissions alone cannot tell staff from members. Staff are the roles read, update and admin.
 */
export const STAFF_ROLES: readonly Role[] = ['read', 'update', 'admin'];

export const isStaff = (roles: readonly string[]): boolean =>
  roles.some((role) => (STAFF_ROLES as readonly string[]).includes(role));

/**
 * Access is allowed when any of the user's roles holds any of the required permissions. With
 * `staffOnly`, only staff roles count: a member's contents_update does not open a staff page.
 */
export function canAccess(
  roles: readonly string[],
  required: readonly Permission[],
  staffOnly = false,
): boolean {
  const counted = staffOnly ? roles.filter((role) => isStaff([role])) : roles;
  if (staffOnly && counted.length === 0) return false;
  if (required.length === 0) return true;
  const held = permissionsOf(counted);
  return required.some((permission) => held.has(permission));
}

/** The detail shown on the 403 page for a missing permission. */
export const DENIED_DETAIL: Partial<Record<Permission, string>> = {
  paid_admission_fee: '入会費の支払いをお願いします',
};

/**
 * What a member lacking a permission is told beside a sidebar entry that needs it: the entry
 * stays usable (it leads to the 403 page and its way forward), the note says why it is shut.
 */
export const LOCKED_NOTE: Partial<Record<Permission, string>> = {
  paid_admission_fee: '入会金のお支払い後に利用できます',
};

/** Why the roles cannot open a page needing `required` yet, or null when they can. */
export function lockedNote(roles: readonly string[], required: readonly Permission[]) {
  if (canAccess(roles, required)) return null;
  return required.map((permission) => LOCKED_NOTE[permission]).find(Boolean) ?? null;
}

/** The 403 detail of a staff page refused: not staff at all, or staff lacking the permission. */
export function staffDeniedDetail(roles: readonly string[], required: readonly Permission[]) {
  if (!isStaff(roles)) return '事務局の方のみ利用できます';
  if (required.includes('user_update')) return '事務局の「読み書き更新」の権限が必要です';
  return '事務局の「読み書き」以上の権限が必要です';
}

/**
 * A provisional member (仮会員): signed up, admission fee not yet paid. Such a member may only
 * withdraw, and withdrawing cancels the admission.
 */
export const isProvisional = (roles: readonly string[]): boolean => roles.includes('temp-member');

/**
 * Which applications each role of GetMemberRoles may file: a member files all four, a provisional
 * member may only withdraw (cancel the admission), and society staff file none through the portal.
 */
const APPLICATIONS_BY_ROLE: Readonly<Record<string, readonly ApplicationKind[]>> = {
  member: ['temporaryAbsence', 'return', 'extension', 'withdrawal'],
  'temp-member': ['withdrawal'],
};

export function offeredApplications(roles: readonly string[]): Set<ApplicationKind> {
  return new Set(roles.flatMap((role) => APPLICATIONS_BY_ROLE[role] ?? []));
}
