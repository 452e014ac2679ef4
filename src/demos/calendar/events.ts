import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { japanClock } from '../../api/japanTime';

dayjs.extend(utc);

/** Arithmetic on a wall-clock date or time, free of the device's zone and its summer time. */
const wall = (value: string | undefined) => dayjs.utc(value ?? '');
/** Japan's wall clock at an instant (today, or a range picked on the calendar). */
const inJapan = (instant: Date) => {
  const clock = japanClock(instant);
  return wall(clock ? `${clock.date}T${clock.time}` : undefined);
};

/** The event colours of SPEC §1; an event's `className` is one of them. */
export const EVENT_COLOURS = [
  'info',
  'orange',
  'red',
  'green',
  'default',
  'blue',
  'purple',
  'yellow',
] as const;
export type EventColour = (typeof EVENT_COLOURS)[number];

export const COLOUR_LABELS: Record<EventColour, string> = {
  info: '水色',
  orange: 'オレンジ',
  red: '赤',
  green: '緑',
  default: '標準（グレー）',
  blue: '青',
  purple: '紫',
  yellow: '黄',
};

/** Background colours, each 4.5:1 with its text (yellow takes dark text, see CalendarPage). */
export const COLOUR_VALUES: Record<EventColour, string> = {
  info: '#0277bd',
  orange: '#bf360c',
  red: '#c62828',
  green: '#2e7d32',
  default: '#546e7a',
  blue: '#1565c0',
  purple: '#6a1b9a',
  yellow: '#fbc02d',
};

/**
 * A calendar event with the fields of SPEC §1. Dates are 'YYYY-MM-DD' (all day; `end` is the
 * last day, inclusive, as people say it) or 'YYYY-MM-DDTHH:mm'.
 */
export interface DemoEvent {
  id: string;
  title: string;
  className: EventColour;
  start: string;
  end: string;
  description: string;
  allDay: boolean;
}

export type EventDraft = Omit<DemoEvent, 'id'> & { id?: string };

export const TITLE_REQUIRED = 'タイトルを入力してください';
export const START_REQUIRED = '開始を入力してください';
export const END_REQUIRED = '終了を入力してください';
export const END_BEFORE_START = '終了は開始以降の日時にしてください';

const DAY = 'YYYY-MM-DD';
const TIME = 'YYYY-MM-DDTHH:mm';

/** Hard-coded sample events, placed around today in Japan so the month on screen has some. */
export function sampleEvents(today: Date): DemoEvent[] {
  const day = (offset: number) => inJapan(today).startOf('day').add(offset, 'day');
  /** On day `offset`, from `from` to `to` o'clock (fractions are minutes: 20.5 is 20:30). */
  const timed = (offset: number, from: number, to: number) => {
    const at = (hour: number) =>
      day(offset)
        .hour(Math.trunc(hour))
        .minute((hour % 1) * 60)
        .format(TIME);
    return { start: at(from), end: at(to), allDay: false };
  };
  /** All day from day `first` to day `last`, inclusive. */
  const allDay = (first: number, last = first) => ({
    start: day(first).format(DAY),
    end: day(last).format(DAY),
    allDay: true,
  });
  const events: [string, EventColour, ReturnType<typeof allDay>, string][] = [
    ['定例理事会', 'blue', timed(-6, 14, 16), '本部会議室。議題：来年度予算案'],
    [
      '内視鏡技師研修会（東京）',
      'green',
      allDay(-2, -1),
      '2日間の集中研修。受講票を持参してください',
    ],
    ['会誌原稿締切', 'red', allDay(1), '第58号の原稿をメールで提出'],
    [
      '洗浄消毒セミナー（オンライン）',
      'purple',
      timed(3, 19, 20.5),
      '内視鏡の洗浄・消毒の最新ガイドライン',
    ],
    ['支部幹事会', 'orange', timed(5, 10, 12), '関東支部。次回学術集会の準備'],
    ['認定試験 申込開始', 'info', allDay(8), '受付は来月末まで'],
    ['年会費 納入期限', 'yellow', allDay(12), '口座振替の方は手続き不要です'],
    ['事務局 休業日', 'default', allDay(15), ''],
  ];
  return events.map(([title, className, when, description], index) => ({
    id: `sample-${index + 1}`,
    title,
    className,
    ...when,
    description,
  }));
}

/**
 * A draft for a new event over a range picked on the calendar (FullCalendar's end is exclusive),
 * or one hour from `start` when no range was picked.
 */
export function newDraft(start: Date, allDay: boolean, end?: Date): EventDraft {
  const from = inJapan(start);
  const to = end ? inJapan(end) : undefined;
  return {
    title: '',
    className: 'default',
    start: from.format(allDay ? DAY : TIME),
    end: allDay
      ? (to ? to.subtract(1, 'day') : from).format(DAY)
      : (to ?? from.add(1, 'hour')).format(TIME),
    description: '',
    allDay,
  };
}

/** The event as FullCalendar takes it: an all-day end is exclusive there. */
export function toCalendarInput(event: DemoEvent) {
  const end = event.allDay ? wall(event.end).add(1, 'day').format(DAY) : event.end;
  return {
    ...event,
    end,
    className: `event-${event.className}`,
    extendedProps: { description: event.description },
  };
}

/** Converts a draft's dates when 終日 is switched, keeping the day. */
export function withAllDay(draft: EventDraft, allDay: boolean): EventDraft {
  const format = allDay ? DAY : TIME;
  const start = wall(draft.start);
  const end = wall(draft.end);
  return {
    ...draft,
    allDay,
    start: start.isValid() ? start.format(format) : draft.start,
    end: end.isValid() ? end.format(format) : draft.end,
  };
}

export type DraftErrors = Partial<Record<'title' | 'start' | 'end', string>>;

/** What is wrong with a draft, per field (first message only). */
export function draftErrors(draft: EventDraft): DraftErrors {
  const errors: DraftErrors = {};
  const start = wall(draft.start);
  if (!draft.title.trim()) errors.title = TITLE_REQUIRED;
  if (!start.isValid()) errors.start = START_REQUIRED;
  else if (!wall(draft.end).isValid()) errors.end = END_REQUIRED;
  else if (wall(draft.end).isBefore(start)) errors.end = END_BEFORE_START;
  return errors;
}

/**
 * Adds or updates an event, in memory only. A draft without a title (or ending before it starts)
 * changes nothing (SPEC §1, §5).
 */
export function saveEvent(
  events: readonly DemoEvent[],
  draft: EventDraft,
  newId: () => string,
): DemoEvent[] {
  if (Object.keys(draftErrors(draft)).length > 0) return [...events];
  const event: DemoEvent = { ...draft, title: draft.title.trim(), id: draft.id ?? newId() };
  return draft.id
    ? events.map((existing) => (existing.id === draft.id ? event : existing))
    : [...events, event];
}

export const deleteEvent = (events: readonly DemoEvent[], id: string): DemoEvent[] =>
  events.filter((event) => event.id !== id);

/** How an event's time reads in the list: 2026/11/22 14:00〜16:00, or a span of days. */
export function eventWhen(event: DemoEvent): string {
  const start = wall(event.start);
  const end = wall(event.end);
  if (event.allDay) {
    const last = end.isValid() ? end : start;
    const from = start.format('YYYY/MM/DD');
    return last.isAfter(start, 'day')
      ? `${from}〜${last.format('YYYY/MM/DD')}（終日）`
      : `${from}（終日）`;
  }
  const to = end.isValid()
    ? end.format(end.isSame(start, 'day') ? 'HH:mm' : 'YYYY/MM/DD HH:mm')
    : '';
  return `${start.format('YYYY/MM/DD HH:mm')}〜${to}`;
}
