import type { PointSummary } from './points';

/** The wire shape of qualification renewal (GetMemberUpdatePersonal), shared by the page and the demo API. */

/** 更新可 / 要件未達 / 申請済み / 更新済み */
export type RenewalStatus = 'eligible' | 'insufficient' | 'applied' | 'renewed';

export interface RenewalRequirement {
  /** 合計, or the category whose minimum this is (学術集会). */
  label: string;
  requiredPoints: number;
  earnedPoints: number;
}

export interface MemberUpdatePersonal {
  qualificationName: string;
  certificationNo: string;
  /** YYYY-MM-DD */
  expiryDate: string;
  /** ポイント対象期間: the points of these five years count. */
  periodStart: string;
  periodEnd: string;
  /** 更新期間: when renewal can be applied for. */
  applicationStart: string;
  applicationEnd: string;
  applicationOpen: boolean;
  status: RenewalStatus;
  /** ISO 8601; null until applied. */
  appliedAt: string | null;
  requirements: RenewalRequirement[];
}

/** The requirements of renewal as the point totals state them: the total, then each category minimum. */
export function requirementsOf(summary: PointSummary): RenewalRequirement[] {
  return [
    { label: '合計', requiredPoints: summary.requiredPoints, earnedPoints: summary.totalPoints },
    ...summary.categories.flatMap((item) =>
      item.requiredPoints === null
        ? []
        : [
            {
              label: item.category,
              requiredPoints: item.requiredPoints,
              earnedPoints: item.points,
            },
          ],
    ),
  ];
}
