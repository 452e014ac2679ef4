/**
 * The wire shape of the renewal period's points (GetParticipationHistoryPoint), shared by the page
 * and the demo API.
 */

export interface CategoryPoints {
  /** 学術集会, 支部セミナー, … (GetListParticipationHistory's `category`). */
  category: string;
  points: number;
  /** The minimum this category must reach; null where there is none. */
  requiredPoints: number | null;
}

export interface PointSummary {
  /** The current renewal period (YYYY-MM-DD). */
  periodStart: string;
  periodEnd: string;
  totalPoints: number;
  requiredPoints: number;
  categories: CategoryPoints[];
  /** Every requirement (the total and each category minimum) is reached. */
  met: boolean;
}
