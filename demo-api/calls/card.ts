/**
 * The digital membership card (not in SPEC §7, which shows no card contents; see the contract):
 * GetDigitalMembershipCard answers the member's card with a signed QR payload, and
 * VerifyDigitalMembershipCard is the check a venue's reader (signed in as staff) makes of a
 * scanned payload: its signature, then the member's standing as the records hold it today.
 */
import type { CardVerification, DigitalMembershipCard } from '../../src/api/applications';
import { DemoApiError, ok, validationError } from '../abp';
import { readSignedCode, signCode } from '../codeSigner';
import { nowInJapan, todayInJapan } from '../clock';
import { defineCall } from '../defineCall';
import { lastAnnualPayment } from '../feeLedger';
import type { Member } from '../seed';
import type { CardClaims } from '../../src/venue/signedCode';
import { RENEWAL_REQUIREMENT } from '../seed/points';
import { qualificationExpiryOf } from '../qualification';
import { memberOf } from '../callers';
import { memberWithNo } from './common';
import { MEMBER_STATUS_NAMES, statusOf } from './staff';

export function cardOf(member: Member): DigitalMembershipCard {
  // Membership runs to the end (March 31) of the last fiscal year whose annual fee is paid.
  const paid = lastAnnualPayment(member.id);
  if (!member.paidAdmissionFee || !paid) {
    throw new DemoApiError(500, '会費のお支払いが確認できないため、会員証を表示できません。');
  }
  const validUntil = `${paid.fiscalYear + 1}-03-31`;
  const issuedOn = todayInJapan();
  const expiryDate = qualificationExpiryOf(member);
  const qualification =
    expiryDate && member.qualificationNo
      ? {
          name: RENEWAL_REQUIREMENT.qualificationName,
          certificationNo: member.qualificationNo,
          expiryDate,
        }
      : null;
  return {
    memberNo: member.memberNo,
    name: member.name,
    nameKana: `${member.lastNameKana} ${member.firstNameKana}`,
    membershipClass: '正会員',
    validUntil,
    admissionDate: member.admissionDate,
    qualification,
    issuedOn,
    verificationPayload: signCode({
      t: 'card',
      no: member.memberNo,
      nm: member.name,
      cls: '正会員',
      vu: validUntil,
      qe: qualification?.expiryDate ?? null,
      iat: nowInJapan(),
    }),
  };
}

/**
 * Why a genuine card is no pass today, or null: the records no longer hold its member, or hold
 * them as not a member now (withdrawn, on leave), or its validity has run out.
 */
function standingProblem(claims: CardClaims): string | null {
  const member = memberWithNo(claims.no);
  if (!member) return '会員番号に該当する会員が見つかりません。';
  const status = statusOf(member);
  if (status !== 'active')
    return `現在の会員資格は「${MEMBER_STATUS_NAMES[status]}」です。会員として確認できません。`;
  return todayInJapan() > claims.vu ? '会員の有効期限が過ぎています。' : null;
}

const refused = (reason: string): CardVerification => ({
  valid: false,
  reason,
  memberNo: null,
  name: null,
  membershipClass: null,
  validUntil: null,
  qualificationExpiryDate: null,
  current: false,
});

export async function verification(payload: string): Promise<CardVerification> {
  const reading = await readSignedCode(payload);
  if (!reading.ok) return refused(reading.message);
  const claims = reading.claims;
  if (claims.t !== 'card') {
    const shown = claims.t === 'slip' ? '受講票' : '受講証明書';
    return refused(`会員証のQRコードではありません（${shown}です）。`);
  }
  const reason = standingProblem(claims);
  return {
    valid: true,
    reason,
    memberNo: claims.no,
    name: claims.nm,
    membershipClass: claims.cls,
    validUntil: claims.vu,
    qualificationExpiryDate: claims.qe,
    current: reason === null,
  };
}

export const cardCalls = [
  defineCall('GetDigitalMembershipCard', ({ account }) => ok(cardOf(memberOf(account)))),

  // A venue's reader is the society's staff: a member may not probe other members' cards.
  defineCall('VerifyDigitalMembershipCard', async ({ body }) => {
    const payload = (body as { payload?: unknown } | undefined)?.payload;
    if (typeof payload !== 'string' || payload.trim() === '') {
      return validationError([
        { message: '読み取った内容を指定してください。', members: ['payload'] },
      ]);
    }
    return ok(await verification(payload));
  }),
];
