/**
 * 受講証明書, issued by attendance: every participation checked in at the door or entered by staff
 * (`demoStore.attendances`, read here and nowhere written) has one once its fee is paid (or the
 * event is free). Its number, 発行日 and signed code are fixed when it is first issued, by the
 * participation's answer or the first download, whichever comes first, so the code the member
 * sees, every copy's QR code and every copy's 発行日 agree; a download after the first prints
 * 「再発行」 with the day it was made. Downloads are unlimited.
 */
import { BASE_PATH } from '../src/config/constants';
import type { CertificateClaims } from '../src/venue/signedCode';
import { DemoApiError } from './abp';
import { feeDueOf } from './calls/eventRules';
import { nowInJapan, todayInJapan } from './clock';
import { signCode, type UnsignedClaims } from './codeSigner';
import { documentResult, PDF, renderCertificatePdf } from './documents';
import type { Member } from './seed';
import { PARTICIPANT_STATUS, type EventParticipant, type SocietyEvent } from './seed/events';
import { POINT_CATEGORIES } from './seed/points';
import { setting } from './settings';
import { demoStore } from './store';

/** A certificate the society has issued. */
export interface IssuedCertificate {
  certificateNo: string;
  participantId: number;
  memberId: number;
  /** The claims as first issued (発行日 `iss` among them): every copy prints these. */
  claims: UnsignedClaims<CertificateClaims>;
  /** The signed code of those claims, the one every copy and answer carries. */
  code: string;
  /** Downloaded at least once: the next download is a 再発行. */
  downloaded: boolean;
}

type Standing = 'cancelled' | 'notAttended' | 'unpaid' | 'available';

/** The days the participation was attended (YYYY-MM-DD), however each was recorded. */
function attendedDays(participantId: number): string[] {
  const days = demoStore.attendances
    .filter((attendance) => attendance.participantId === participantId)
    .map((attendance) => attendance.day);
  return [...new Set(days)].sort();
}

function standingOf(participant: EventParticipant): Standing {
  if (participant.status === PARTICIPANT_STATUS.cancelled) return 'cancelled';
  if (attendedDays(participant.id).length === 0) return 'notAttended';
  return feeDueOf(participant) > 0 ? 'unpaid' : 'available';
}

/** Attended and paid (or free): the certificate may be downloaded. */
export const certificateAvailable = (participant: EventParticipant): boolean =>
  standingOf(participant) === 'available';

/** The points the participation earned, by category, in the history's category order. */
function pointsOf(participantId: number): CertificateClaims['pts'] {
  const rows = demoStore.participationHistories.filter(
    (item) => item.participantId === participantId,
  );
  return POINT_CATEGORIES.flatMap((category) => {
    const earned = rows.filter((item) => item.category === category);
    if (earned.length === 0) return [];
    return [{ c: category, p: earned.reduce((sum, item) => sum + item.points, 0) }];
  });
}

/** The participation's certificate, issued now if it never was; the caller checked it may be. */
function issued(participant: EventParticipant, event: SocietyEvent, member: Member) {
  const earlier = demoStore.certificates.find((item) => item.participantId === participant.id);
  if (earlier) return earlier;
  const claims: UnsignedClaims<CertificateClaims> = {
    t: 'cert',
    cn: `C${event.startDate.slice(0, 4)}-${String(participant.id).padStart(6, '0')}`,
    no: member.memberNo,
    nm: member.name,
    pid: participant.id,
    ev: event.id,
    evn: event.title,
    days: attendedDays(participant.id),
    pt: participant.participationType,
    pts: pointsOf(participant.id),
    iss: todayInJapan(),
    iat: nowInJapan(),
  };
  const certificate: IssuedCertificate = {
    certificateNo: claims.cn,
    participantId: participant.id,
    memberId: member.id,
    claims,
    code: signCode(claims),
    downloaded: false,
  };
  demoStore.certificates.push(certificate);
  return certificate;
}

/** The certificate's code for the participation's answer; null until attended and paid. */
export function certificateCodeOf(
  participant: EventParticipant,
  event: SocietyEvent,
  member: Member,
): string | null {
  return certificateAvailable(participant) ? issued(participant, event, member).code : null;
}

function refusal(standing: Exclude<Standing, 'available'>, event: SocietyEvent): DemoApiError {
  switch (standing) {
    case 'cancelled':
      return new DemoApiError(500, 'キャンセルされた参加申込の受講証明書は発行できません');
    case 'notAttended':
      return new DemoApiError(500, '受講の記録がない参加申込の受講証明書は発行できません', {
        details: '会場受付で受付されたか、事務局が受講を記録した参加申込に発行します。',
      });
    case 'unpaid':
      return new DemoApiError(500, '参加費のお支払い後に受講証明書を発行します', {
        details: `${event.title}の参加費のお支払いが確認でき次第、ダウンロードできます。`,
      });
  }
}

/** The certificate PDF, a 再発行 after the first download. */
export async function certificateDownload(
  participant: EventParticipant,
  event: SocietyEvent,
  member: Member,
): Promise<Response> {
  const standing = standingOf(participant);
  if (standing !== 'available') throw refusal(standing, event);
  const certificate = issued(participant, event, member);
  const { claims } = certificate;
  const bytes = await renderCertificatePdf({
    certificateNo: claims.cn,
    issuedOn: claims.iss,
    reissuedOn: certificate.downloaded ? todayInJapan() : undefined,
    memberName: claims.nm,
    memberNo: claims.no,
    eventTitle: claims.evn,
    organizer: event.organizer,
    venue: event.venue,
    startDate: event.startDate,
    endDate: event.endDate,
    days: claims.days,
    participationType: claims.pt,
    points: claims.pts.map((item) => ({ category: item.c, points: item.p })),
    code: certificate.code,
    verifyUrl: new URL(`${BASE_PATH}/verify`, setting('publicUrl')).href,
  });
  // Marked once the PDF exists: a copy that failed to render was never handed out.
  certificate.downloaded = true;
  return documentResult(bytes, PDF, `受講証明書_${claims.evn}_${claims.no}.pdf`);
}
