/**
 * Time-slot rules of a brush-up seminar's timetable, shared by the entry page and the demo API so
 * both refuse the same clash with the same words: a member attends one session at a time.
 */
export interface TimeSlot {
  id: number;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  startTime: string;
  endTime: string;
}

/** Two sessions clash when they share a day and their times meet (back to back is fine). */
export const overlaps = (a: TimeSlot, b: TimeSlot): boolean =>
  a.id !== b.id && a.date === b.date && a.startTime < b.endTime && b.startTime < a.endTime;

export const slotLabel = (slot: TimeSlot): string =>
  `「${slot.title}」（${slot.startTime}〜${slot.endTime}）`;

export const clashMessage = (a: TimeSlot, b: TimeSlot): string =>
  `${slotLabel(a)}と${slotLabel(b)}は時間帯が重なっているため、両方は選択できません。`;

/** The first pair of clashing sessions, in the order given, or null. */
export function firstClash(slots: readonly TimeSlot[]): [TimeSlot, TimeSlot] | null {
  for (const [index, slot] of slots.entries()) {
    const other = slots.slice(index + 1).find((candidate) => overlaps(slot, candidate));
    if (other) return [slot, other];
  }
  return null;
}

/** Adds an id to a selection, once: a second add of the same session changes nothing. */
export const withId = (ids: readonly number[], id: number): number[] =>
  ids.includes(id) ? [...ids] : [...ids, id];

/** Removes duplicates, keeping the first occurrence's order. */
export const distinct = (ids: readonly number[]): number[] => [...new Set(ids)];
