/**
 * Who may make a call, read from its contract entry's `access` (src/api/contract.ts): the demo
 * API refuses everyone else as the real service does, before the handler runs. Finer rules (whose
 * record, which state, a parameter only staff may send) stay in the handlers, with `requireStaff`.
 */
import type { Access, StaffPermission } from '../src/api/contract';
import {
  canAccess,
  DENIED_DETAIL,
  permissionsOf,
  staffDeniedDetail,
} from '../src/providers/access';
import { abpError, DemoApiError } from './abp';
import type { Account } from './accounts';
import { roleOf } from './callers';

const DENIED = '閲覧権限がありません';

/** The 403 for an account that is not staff holding `permission`, else null. */
function staffRefusal(account: Account, permission: StaffPermission): DemoApiError | null {
  if (canAccess([account.role], [permission], true)) return null;
  return new DemoApiError(403, DENIED, {
    details: staffDeniedDetail([account.role], [permission]),
  });
}

/** 403 unless the account is staff holding `permission`. */
export function requireStaff(account: Account, permission: StaffPermission): void {
  const refusal = staffRefusal(account, permission);
  if (refusal) throw refusal;
}

/**
 * The 403 (ABP's body, with the 403 page's detail) when the signed-in `account` may not make a
 * call needing `access`, else null.
 */
export function accessRefusal(access: Access, account: Account): Response | null {
  if (access === 'anonymous' || access === 'signedIn') return null;
  if (access === 'paid') {
    // The role as the records stand: a provisional member who has paid since is a member.
    if (permissionsOf([roleOf(account)]).has('paid_admission_fee')) return null;
    return abpError(403, DENIED, { details: DENIED_DETAIL.paid_admission_fee });
  }
  return staffRefusal(account, access.staff)?.toResponse() ?? null;
}
