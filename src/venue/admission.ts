/**
 * What a scanned code admits, judged the same way at the door (offline, on the staff device) and
 * by the member API when the check-in reaches it: a 受講票 admits its member to its own event on
 * one of its days; a membership card shows who the member is and until when.
 */
import {
  CODE_PROBLEM_MESSAGES,
  type CardClaims,
  type CodeProblem,
  type CodeReading,
  type SlipClaims,
} from './signedCode';

/** Where the staff member is checking people in: one event, on one of its days. */
export interface CheckInPlace {
  eventId: number;
  /** YYYY-MM-DD */
  day: string;
}

export type Refusal = CodeProblem | 'expired' | 'otherEvent' | 'otherDay';

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

/** `today` is the door's date (YYYY-MM-DD, Japan). */
export function judge(reading: CodeReading, place: CheckInPlace, today: string): Verdict {
  if (!reading.ok) return refused(reading.problem, CODE_PROBLEM_MESSAGES[reading.problem]);
  const { claims } = reading;
  if (claims.t === 'card') return { kind: 'card', claims, expired: claims.vu < today };
  const last = claims.days.at(-1) ?? '';
  if (last < today) {
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
