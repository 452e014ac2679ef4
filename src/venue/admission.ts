/**
 * What a scanned code admits, judged the same way at the door (offline, on the staff device) and
 * by the member API when the check-in reaches it: a 受講票 admits its member to its own event on
 * one of its days; a membership card shows who the member is and until when.
 */
import type { CheckInEvent } from '../api/checkIn';
import type { CardClaims, CodeProblem, CodeReading, SlipClaims } from './signedCode';

/** Where and when a code was read: one event, on the day of the scan (YYYY-MM-DD, Japan). */
export interface CheckInPlace {
  eventId: number;
  day: string;
}

export type Refusal = CodeProblem | 'expired' | 'otherEvent' | 'otherDay' | 'certificate';

export type Verdict =
  | { kind: 'slip'; claims: SlipClaims }
  | { kind: 'card'; claims: CardClaims; expired: boolean }
  | { kind: 'refused'; refusal: Refusal; message: string };

const slashed = (day: string) => day.replaceAll('-', '/');

const refused = (refusal: Refusal, message: string): Verdict => ({
  kind: 'refused',
  refusal,
  message,
});

/** The verdict on a code read at `place`, on its day: the door's today, or the scan's own day. */
export function judge(reading: CodeReading, place: CheckInPlace): Verdict {
  if (!reading.ok) return refused(reading.problem, reading.message);
  const { claims } = reading;
  if (claims.t === 'card') return { kind: 'card', claims, expired: claims.vu < place.day };
  if (claims.t === 'cert') {
    return refused(
      'certificate',
      '受講証明書のQRコードです。受付には受講票または会員証のQRコードを読み取ってください。',
    );
  }
  const last = claims.days.at(-1) ?? '';
  if (last < place.day) {
    return refused(
      'expired',
      `有効期限切れの受講票です（${slashed(last)}に終了した学会・セミナーのものです）。`,
    );
  }
  if (claims.ev !== place.eventId) return refused('otherEvent', '別の学会・セミナーの受講票です。');
  if (!claims.days.includes(place.day)) {
    return refused(
      'otherDay',
      `この受講票で受付できる日ではありません（${claims.days.map(slashed).join('、')}）。`,
    );
  }
  return { kind: 'slip', claims };
}

/**
 * The fee a slip's participant still owes, as the door knows it offline: the door's event list
 * (fetched at `asOf`) or the code (issued at `iat`), whichever is newer. A member who paid after
 * the list was fetched and opened the slip again shows a code saying so; a printed slip from
 * before the payment is outdated by the list.
 */
export function feeDueAtDoor(
  claims: SlipClaims,
  event: Pick<CheckInEvent, 'dues' | 'asOf'>,
): number {
  if (Date.parse(claims.iat) > Date.parse(event.asOf)) return claims.due;
  return event.dues.find((due) => due.participantId === claims.pid)?.amount ?? 0;
}
