import type { EventSummary } from '../../api/events';
import type { MemberUpdatePersonal, RenewalRequirement } from '../../api/renewal';
import { formatDate } from '../../i18n/format';
import { shortfall, type RenewalVerdict } from '../../components/renewalVerdict';

/**
 * The renewal plan of 資格更新確認: what is still missing, by when, and which open events would
 * close the gap. It reads the one renewal verdict and the requirements the points totals state
 * (GetMemberUpdatePersonal), so its numbers are the points history's and the dashboard's. Pure,
 * so the arithmetic and the choice of events are tested without rendering.
 */

/** The requirement of the total (合計); every other one is a category minimum. */
const TOTAL = '合計';

/** Whole months from `today` to `date` (YYYY-MM-DD), 0 within the last month. */
export function monthsUntil(today: string, date: string): number {
  const part = (value: string, from: number, to: number) => Number(value.slice(from, to));
  const months = (part(date, 0, 4) - part(today, 0, 4)) * 12 + part(date, 5, 7) - part(today, 5, 7);
  return Math.max(0, part(date, 8, 10) < part(today, 8, 10) ? months - 1 : months);
}

/** 2027/03/31（あと4か月）, or （期限切れ） once past. */
export function expiryText(today: string, expiryDate: string): string {
  const date = formatDate(expiryDate);
  if (today > expiryDate) return `${date}（期限切れ）`;
  const months = monthsUntil(today, expiryDate);
  return months > 0 ? `${date}（あと${months}か月）` : `${date}（1か月以内）`;
}

/** A category minimum: attendance at the society's meetings (学術集会), which renewal requires. */
export const attendanceRequirements = (requirements: readonly RenewalRequirement[]) =>
  requirements.filter((requirement) => requirement.label !== TOTAL);

/** 学術集会 16 / 20 ポイント: 未達（あと4ポイント） */
export function attendanceText(requirement: RenewalRequirement): string {
  const missing = shortfall(requirement);
  const base = `${requirement.label} ${requirement.earnedPoints} / ${requirement.requiredPoints} ポイント`;
  return missing > 0 ? `${base}：未達（あと${missing}ポイント）` : `${base}：達成`;
}

/** Each requirement still short, as 学術集会 あと4ポイント / 合計 あと2ポイント. */
export const gapTexts = (requirements: readonly RenewalRequirement[]): string[] =>
  requirements
    .filter((requirement) => shortfall(requirement) > 0)
    .map((requirement) => `${requirement.label} あと${shortfall(requirement)}ポイント`);

/**
 * The last day points still help this renewal: the close of its application window, since an
 * application needs the requirement met (the verdict's words: 「…までに不足分のポイントを取得し」).
 * Null where no points can help any more, or none are needed.
 */
export function pointsDeadline(
  renewal: MemberUpdatePersonal,
  verdict: RenewalVerdict,
): string | null {
  if (verdict.met) return null;
  return verdict.stage === 'open' || verdict.stage === 'upcoming' ? renewal.applicationEnd : null;
}

export const isApplied = (event: EventSummary): boolean => event.appliedParticipantIds.length > 0;

/**
 * The open events that would close a gap: accepting applications, held from today until
 * `deadline`, counting in a category still short (any category, when the total is), and either
 * applied for already (申込済み: the points come with attending) or with seats left. Soonest first.
 */
export function closingEvents(
  requirements: readonly RenewalRequirement[],
  events: readonly EventSummary[],
  today: string,
  deadline: string,
): EventSummary[] {
  const short = requirements.filter((requirement) => shortfall(requirement) > 0);
  const anyCategory = short.some((requirement) => requirement.label === TOTAL);
  const categories = new Set(short.map((requirement) => requirement.label));
  return events
    .filter(
      (event) =>
        event.accepting &&
        (isApplied(event) || !event.isFull) &&
        event.startDate >= today &&
        event.endDate <= deadline &&
        (anyCategory || categories.has(event.pointCategory)),
    )
    .toSorted((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id);
}

/** What to do once the requirement is met, step by step, as the stage of renewal asks. */
export function nextSteps(renewal: MemberUpdatePersonal, verdict: RenewalVerdict): string[] {
  const window = `${formatDate(renewal.applicationStart)}〜${formatDate(renewal.applicationEnd)}`;
  const wait = '申請後は事務局が確認します。結果はこのページの「状況」でお知らせします。';
  if (verdict.stage === 'upcoming') {
    return [
      `更新申請の受付期間（${window}）になりましたら、このページの「更新を申請する」から申請してください。`,
      wait,
    ];
  }
  if (verdict.stage === 'open') {
    return [
      `${formatDate(renewal.applicationEnd)}までに、このページの「更新を申請する」から申請してください。`,
      wait,
    ];
  }
  return [];
}
