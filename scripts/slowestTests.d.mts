/** A test's run: its name, how long it took and the timeout it ran under. */
export interface Timing {
  name: string;
  ms: number;
  timeoutMs: number;
}
export function vitestTimings(report: unknown): Timing[];
export function printSlowestTests(): void;
