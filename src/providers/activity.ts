import { createSignal } from './signal';

/** How many calls and page loads are in flight: the page loader shows while it is above zero. */
export const activity = createSignal(0);

export const trackActivity = (delta: 1 | -1): void =>
  activity.set((count) => Math.max(0, count + delta));
