/**
 * Qualification renewal (`/api/services/app/MemberUpdate/*`). GetMemberUpdatePersonal tells the
 * member where their renewal stands; UpdateStatus `{ status: 'applied' }` applies for it. Renewal
 * is applied for in the last fiscal year of the qualification, from April 1 to November 30, once
 * the points of the period meet the requirement (seed/points.ts). The qualification's expiry is
 * qualification.ts's, so an approved renewal extension moves it and its application window.
 */
import { DemoApiError, ok, validationError } from '../abp';
import { requirementsOf, type MemberUpdatePersonal } from '../../src/api/renewal';
import { defineCall } from '../defineCall';
import type { Member } from '../seed';
import { qualifications, RENEWAL_REQUIREMENT } from '../seed/points';
import { demoStore } from '../store';
import { qualificationExpiryOf } from '../qualification';
import { memberOf } from '../callers';
import { nowInJapan, todayInJapan } from '../clock';
import { pointSummaryOf } from './points';

const applicationOf = (member: Member, expiryDate: string) =>
  demoStore.renewalApplications.find(
    (item) => item.memberId === member.id && item.expiryDate === expiryDate,
  );

/** The member's renewal, or null for a member without the qualification. */
function renewalOf(member: Member): MemberUpdatePersonal | null {
  const qualification = qualifications.find((item) => item.memberId === member.id);
  const expiryDate = qualificationExpiryOf(member);
  if (!qualification || !expiryDate) return null;

  const today = todayInJapan();
  const summary = pointSummaryOf(member, today);
  const lastYear = Number(expiryDate.slice(0, 4)) - 1;
  const applicationStart = `${lastYear}-04-01`;
  const applicationEnd = `${lastYear}-11-30`;
  const application = applicationOf(member, expiryDate);
  return {
    qualificationName: RENEWAL_REQUIREMENT.qualificationName,
    certificationNo: qualification.certificationNo,
    expiryDate,
    periodStart: summary.periodStart,
    periodEnd: summary.periodEnd,
    applicationStart,
    applicationEnd,
    applicationOpen: today >= applicationStart && today <= applicationEnd,
    status: application?.status ?? (summary.met ? 'eligible' : 'insufficient'),
    appliedAt: application?.appliedAt ?? null,
    requirements: requirementsOf(summary),
  };
}

/** Why an application cannot be accepted now, as the society's back office words it. */
function refusal(renewal: MemberUpdatePersonal): string | null {
  if (renewal.status === 'applied') return 'すでに更新を申請済みです。';
  if (renewal.status === 'renewed') return 'この資格はすでに更新済みです。';
  if (renewal.status === 'insufficient') return '更新に必要なポイントが不足しています。';
  if (!renewal.applicationOpen) return '更新申請の受付期間外です。';
  return null;
}

export const memberUpdateCalls = [
  defineCall('GetMemberUpdatePersonal', ({ account }) => ok(renewalOf(memberOf(account)))),

  defineCall('UpdateStatus', ({ account, body }) => {
    const status = (body as { status?: unknown } | undefined)?.status;
    if (status !== 'applied') {
      return validationError([
        { message: '申請の状態には applied を指定してください。', members: ['status'] },
      ]);
    }
    const member = memberOf(account);
    const renewal = renewalOf(member);
    if (!renewal) throw new DemoApiError(500, '更新対象の資格がありません。');
    const refused = refusal(renewal);
    if (refused) throw new DemoApiError(500, refused);
    demoStore.renewalApplications.push({
      memberId: member.id,
      expiryDate: renewal.expiryDate,
      status: 'applied',
      appliedAt: nowInJapan(),
    });
    return ok(renewalOf(member));
  }),
];
