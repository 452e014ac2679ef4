/**
 * The digital membership card (not in SPEC §7, which shows no card contents; see the contract):
 * GetDigitalMembershipCard answers the member's card with a signed QR payload, and
 * VerifyDigitalMembershipCard is the check a venue's reader (signed in as staff) makes of a
 * scanned payload.
 */
import type { CardVerification, DigitalMembershipCard } from '../../src/api/applications';
import { DemoApiError, ok, validationError } from '../abp';
import { signCard, verifyCard } from '../cardSignature';
import { todayInJapan } from '../clock';
import { defineCall } from '../defineCall';
import { lastAnnualPayment } from '../feeLedger';
import type { Member } from '../seed';
import { RENEWAL_REQUIREMENT } from '../seed/points';
import { qualificationExpiryOf } from '../qualification';
import { memberOf } from './common';

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
    verificationPayload: signCard({
      no: member.memberNo,
      vu: validUntil,
      qe: qualification?.expiryDate ?? null,
      iat: issuedOn,
    }),
  };
}

export function verification(payload: string): CardVerification {
  const claims = verifyCard(payload);
  if (!claims) {
    return {
      valid: false,
      reason: '署名が一致しません。偽造または改ざんされた会員証の可能性があります。',
      memberNo: null,
      validUntil: null,
      qualificationExpiryDate: null,
      current: false,
    };
  }
  const current = todayInJapan() <= claims.vu;
  return {
    valid: true,
    reason: current ? null : '会員の有効期限が過ぎています。',
    memberNo: claims.no,
    validUntil: claims.vu,
    qualificationExpiryDate: claims.qe,
    current,
  };
}

export const cardCalls = [
  defineCall('GetDigitalMembershipCard', ({ account }) => ok(cardOf(memberOf(account)))),

  defineCall('VerifyDigitalMembershipCard', ({ body }) => {
    const payload = (body as { payload?: unknown } | undefined)?.payload;
    if (typeof payload !== 'string' || payload.trim() === '') {
      return validationError([
        { message: '読み取った内容を指定してください。', members: ['payload'] },
      ]);
    }
    return ok(verification(payload));
  }),
];
