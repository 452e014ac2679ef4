/**
 * Time-slot rules, shared by the entry page and the demo API so both refuse the same clash with
 * the same words: a member attends one session at a time, within an entry (a brush-up seminar's
 * timetable) and across every event the member has applied for.
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

/** Whether two slots share a day and their times meet (back to back is fine). */
const meet = (a: TimeSlot, b: TimeSlot): boolean =>
  a.date === b.date && a.startTime < b.endTime && b.startTime < a.endTime;

/** Two sessions of one timetable clash when they meet. */
export const overlaps = (a: TimeSlot, b: TimeSlot): boolean => a.id !== b.id && meet(a, b);

/**
 * An event with no timetable to choose from (a seminar, a congress attended as a whole) holds each
 * of its days whole: its closing time is not published.
 */
const WHOLE_DAY = { startTime: '00:00', endTime: '24:00' } as const;

const isWholeDay = (slot: TimeSlot) =>
  slot.startTime === WHOLE_DAY.startTime && slot.endTime === WHOLE_DAY.endTime;

export const slotLabel = (slot: TimeSlot): string =>
  `「${slot.title}」（${isWholeDay(slot) ? '終日' : `${slot.startTime}〜${slot.endTime}`}）`;

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

/** What an entry for an event holds: the chosen sessions of a brush-up seminar, else its days. */
export interface SlottedEvent {
  id: number;
  kind: string;
  title: string;
  startDate: string;
  endDate: string;
  sections: readonly { date: string }[];
}

/**
 * The slots an entry holds: a brush-up seminar's `chosen` sessions; any other event's days, whole
 * (a congress's days are those of its sessions, from its first to its last).
 */
export function entrySlots(event: SlottedEvent, chosen: readonly TimeSlot[]): TimeSlot[] {
  if (event.kind === 'brushup') return [...chosen];
  const days = [
    ...new Set([event.startDate, ...event.sections.map((section) => section.date), event.endDate]),
  ].sort();
  return days.map((date) => ({ id: event.id, title: event.title, date, ...WHOLE_DAY }));
}

/** A slot the member holds already through an active participation (of any event). */
export interface BookedSlot extends TimeSlot {
  participantId: number;
  eventId: number;
  eventTitle: string;
}

/** The first of `slots` meeting one the member holds already, with that one, or null. */
export function bookedClash(
  slots: readonly TimeSlot[],
  booked: readonly BookedSlot[],
): [TimeSlot, BookedSlot] | null {
  for (const slot of slots) {
    const held = booked.find((candidate) => meet(slot, candidate));
    if (held) return [slot, held];
  }
  return null;
}

export const bookedClashMessage = (slot: TimeSlot, held: BookedSlot): string =>
  `${slotLabel(slot)}は、申込済みの「${held.eventTitle}」${
    isWholeDay(held) ? '（終日）' : `の${slotLabel(held)}`
  }と時間帯が重なっているため、申し込めません。`;

/** Adds an id to a selection, once: a second add of the same session changes nothing. */
export const withId = (ids: readonly number[], id: number): number[] =>
  ids.includes(id) ? [...ids] : [...ids, id];

/** Removes duplicates, keeping the first occurrence's order. */
export const distinct = (ids: readonly number[]): number[] => [...new Set(ids)];
