import type { MemberUpdatePersonal, RenewalRequirement, RenewalStatus } from '../../api/renewal';
import { shortfall } from '../../components/renewalVerdict';

/**
 * The member's qualification renewal as GetMemberUpdatePersonal answers it, and what the page
 * says about it. Pure, so the wording and the progress arithmetic are tested without rendering.
 */

export const STATUS_LABELS: Record<RenewalStatus, string> = {
  eligible: '更新可',
  insufficient: '要件未達',
  applied: '申請済み',
  renewed: '更新済み',
};

/** Progress toward a requirement in percent, clamped to 0–100 (SPEC §5). */
export function progressPercent({ earnedPoints, requiredPoints }: RenewalRequirement): number {
  if (requiredPoints <= 0) return 100;
  return Math.min(100, Math.max(0, Math.floor((earnedPoints / requiredPoints) * 100)));
}

/** e.g. 16 / 20 ポイント（あと4ポイント） */
export function progressText(requirement: RenewalRequirement): string {
  const missing = shortfall(requirement);
  const base = `${requirement.earnedPoints} / ${requirement.requiredPoints} ポイント`;
  return missing > 0 ? `${base}（あと${missing}ポイント）` : `${base}（達成）`;
}

export const canApply = (renewal: MemberUpdatePersonal): boolean =>
  renewal.status === 'eligible' && renewal.applicationOpen;
