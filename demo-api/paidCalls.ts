/**
 * The calls a member lacking `paid_admission_fee` (a provisional member) is refused with 403, as
 * the pages they serve are: derived from the portal's route table and resource files
 * (`memberCallsNeeding` in src/routePermissions.ts), never listed here. That table reaches
 * the resource files through `import.meta.glob`, which only Vite resolves, so whoever starts the
 * demo API hands the list in: the Vite plugin at start, the vitest setup before the first test.
 */
import type { CallName } from '../src/api/contract';
import { DENIED_DETAIL, permissionsOf } from '../src/providers/access';
import { abpError } from './abp';
import type { Account } from './accounts';
// eslint-disable-next-line import-x/no-cycle -- broken by the typed contract, which removes paidCalls.ts
import { roleOf } from './calls/common';

let paidCalls: ReadonlySet<CallName> | null = null;

export function setPaidCalls(calls: ReadonlySet<CallName>): void {
  paidCalls = calls;
}

/**
 * The 403 (ABP's body with the 403 page's detail) when `account` may not make the call `name`,
 * else null.
 */
export function admissionFeeRefusal(name: CallName, account: Account | null): Response | null {
  if (!paidCalls) throw new Error('the demo API was started without its list of paid calls');
  if (!account || !paidCalls.has(name)) return null;
  // The role as the records stand: a provisional member who has paid since is a member.
  if (permissionsOf([roleOf(account)]).has('paid_admission_fee')) return null;
  return abpError(403, '閲覧権限がありません', { details: DENIED_DETAIL.paid_admission_fee });
}
