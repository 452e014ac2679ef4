/** Progress values run from 0 to 100 (SPEC §5): anything outside is clamped, NaN counts as 0. */
export function clampProgress(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.min(100, Math.max(0, value));
}
