import type { ApplicationStatus } from '../api/applications';
import { daysBetween } from '../api/japanTime';
import type { MemberUpdatePersonal, RenewalRequirement } from '../api/renewal';
import { formatDate, formatDateTime } from '../i18n/format';

/**
 * The one verdict on the member's qualification renewal (GetMemberUpdatePersonal), read by every
 * page that speaks of it: the dashboard's やること, 資格更新確認, the points page and the result
 * of a renewal extension. Pure and given `today`, so no two pages can judge it differently.
 */

/** The dashboard asks for renewal once its application window closes within this many days. */
export const RENEWAL_NOTICE_DAYS = 180;

export type RenewalStage =
  /** Renewed, or applied for: nothing asked of the member. */
  | 'renewed'
  | 'applied'
  /** Before the application window. */
  | 'upcoming'
  /** The window is open. */
  | 'open'
  /** The window closed without an application; the qualification lapses at its expiry. */
  | 'missed'
  | 'expired';

export interface RenewalVerdict {
  stage: RenewalStage;
  /** Every requirement (the total and each category minimum) is reached. */
  met: boolean;
  severity: 'success' | 'info' | 'warning' | 'error';
  /** What is at stake, one sentence: the deadline that applies. */
  headline: string;
  /** What is missing, one sentence per unmet requirement. */
  missing: string[];
  /** What to do now; null when nothing is asked. */
  action: string | null;
  /** The dashboard lists it under やること. */
  todo: boolean;
}

export const shortfall = ({ earnedPoints, requiredPoints }: RenewalRequirement): number =>
  Math.max(0, requiredPoints - earnedPoints);

/** What is missing, one sentence per unmet requirement: 学術集会のポイントがあと4ポイント必要です。 */
export function missingText(requirements: readonly RenewalRequirement[]): string[] {
  return requirements
    .filter((requirement) => shortfall(requirement) > 0)
    .map((requirement) =>
      requirement.label === '合計'
        ? `ポイントの合計があと${shortfall(requirement)}ポイント必要です。`
        : `${requirement.label}のポイントがあと${shortfall(requirement)}ポイント必要です。`,
    );
}

/** あと8日 / 本日まで */
const daysLeftText = (days: number) => (days === 0 ? '本日まで' : `あと${days}日`);

export function renewalVerdict(renewal: MemberUpdatePersonal, today: string): RenewalVerdict {
  const missing = missingText(renewal.requirements);
  const met = missing.length === 0;
  const end = formatDate(renewal.applicationEnd);
  const expiry = formatDate(renewal.expiryDate);
  const window = `${formatDate(renewal.applicationStart)}〜${end}`;
  const base = { met, missing: [] as string[], action: null, todo: false };

  if (renewal.status === 'renewed') {
    return { ...base, stage: 'renewed', severity: 'success', headline: '資格は更新済みです。' };
  }
  if (renewal.status === 'applied') {
    const when = renewal.appliedAt ? `${formatDateTime(renewal.appliedAt)}に` : '';
    return {
      ...base,
      stage: 'applied',
      severity: 'info',
      headline: `${when}更新を申請しました。事務局での確認をお待ちください。`,
    };
  }
  if (today > renewal.expiryDate) {
    return {
      ...base,
      missing,
      stage: 'expired',
      severity: 'error',
      headline: `資格の有効期限（${expiry}）を過ぎています。`,
      action: '資格の扱いについては事務局にお問い合わせください。',
      todo: true,
    };
  }
  if (today > renewal.applicationEnd) {
    return {
      ...base,
      missing,
      stage: 'missed',
      severity: 'error',
      headline: `更新申請の受付は${end}で終了しました。資格は${expiry}をもって失効します。`,
      action: '今後の手続きについては事務局にご相談ください。',
      todo: true,
    };
  }
  const daysToEnd = daysBetween(today, renewal.applicationEnd);
  const soon = daysToEnd <= RENEWAL_NOTICE_DAYS;
  if (today < renewal.applicationStart) {
    return {
      ...base,
      missing,
      stage: 'upcoming',
      severity: met ? 'info' : 'warning',
      headline: `更新申請の受付は${window}です（資格の有効期限 ${expiry}）。`,
      action: met
        ? '更新期間になりましたら、更新を申請してください。'
        : `${end}までに不足分のポイントを取得し、更新を申請してください。`,
      todo: soon,
    };
  }
  return {
    ...base,
    missing,
    stage: 'open',
    severity: met ? 'warning' : 'error',
    headline: `更新申請の受付は${end}までです（${daysLeftText(daysToEnd)}）。`,
    action: met
      ? `更新要件を満たしています。${end}までに更新を申請してください。`
      : `${end}までに不足分のポイントを取得し、更新を申請してください。期限までに申請がない場合、資格は${expiry}をもって失効します。`,
    todo: true,
  };
}

/**
 * What the secretariat's decision on a renewal extension means for the member now, read from
 * the renewal as it stands after it (an approved extension has moved the expiry already).
 */
export function extensionResultText(
  status: Exclude<ApplicationStatus, 'applied'>,
  renewal: MemberUpdatePersonal,
  today: string,
): string {
  const verdict = renewalVerdict(renewal, today);
  const decided =
    status === 'approved'
      ? `更新延長が承認され、資格の有効期限は${formatDate(renewal.expiryDate)}になりました。`
      : `更新延長は認められませんでした。資格の有効期限は${formatDate(renewal.expiryDate)}のままです。`;
  return `${decided}${verdict.headline}`;
}
