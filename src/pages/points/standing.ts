import type { PointSummary } from '../../api/points';
import { requirementsOf } from '../../api/renewal';
import { missingText } from '../../components/renewalVerdict';

/**
 * What the point totals say about renewal. Every line reads the same verdict (`met`: the total and
 * each category minimum), so the 合計 row can never say 達成 while the sentence below says the
 * points are not reached. Pure, so the wording is tested without rendering.
 */
export interface PointStanding {
  /** 状況 of each category row, in the summary's order. */
  categories: string[];
  /** 状況 of the 合計 row: renewal as a whole. */
  total: string;
  /** The sentence under the table. */
  sentence: string;
}

const shortfall = (points: number, required: number) => Math.max(0, required - points);

/** あと4ポイント, 達成, or — where the category has no minimum. */
function categoryStatus(points: number, required: number | null): string {
  if (required === null) return '—';
  const missing = shortfall(points, required);
  return missing > 0 ? `あと${missing}ポイント` : '達成';
}

/** The 合計 row when renewal is not reached: the total's shortfall, else the minimums missed. */
function unmetTotal(summary: PointSummary): string {
  const missing = shortfall(summary.totalPoints, summary.requiredPoints);
  if (missing > 0) return `あと${missing}ポイント`;
  const short = summary.categories
    .filter((item) => item.requiredPoints !== null && item.points < item.requiredPoints)
    .map((item) => item.category);
  return short.length > 0 ? `未達（${short.join('・')}が不足）` : '未達';
}

export function pointStanding(summary: PointSummary): PointStanding {
  return {
    categories: summary.categories.map((item) => categoryStatus(item.points, item.requiredPoints)),
    total: summary.met ? '達成' : unmetTotal(summary),
    // What is missing in the words 資格更新確認 and the dashboard use (one verdict).
    sentence: summary.met
      ? '資格更新に必要なポイントを満たしています。'
      : [
          '資格更新に必要なポイントに達していません。',
          ...missingText(requirementsOf(summary)),
        ].join(''),
  };
}
