// The bench's arithmetic: medians, worsts, and when a goal counts as met. A goal holds only when
// its median meets it and its worst is within 1.5× of it, so a lucky median over a bad run does
// not pass. Scores (higher is better) are judged by the points they lose below 100.

export const WORST_ALLOWANCE = 1.5;

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Median and worst of a lower-is-better series. */
export const spread = (values) => ({ median: median(values), worst: Math.max(...values) });

/** Whether a lower-is-better series meets `goal`: median ≤ goal and worst ≤ 1.5 × goal. */
export const meets = ({ median: middle, worst }, goal) =>
  middle <= goal && worst <= goal * WORST_ALLOWANCE;

/** Points lost below 100: a score as a lower-is-better figure. */
export const lostPoints = (score) => 100 - score;

/** Per-run ratios of two interleaved series (portal run i against stock run i). */
export const pairedRatios = (ours, theirs) => ours.map((value, index) => value / theirs[index]);
