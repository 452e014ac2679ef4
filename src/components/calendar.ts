import type { DateArray, EventAttributes } from 'ics';
import type { ParticipantDetail, Section } from '../api/events';
import { formatDate } from '../i18n/format';

/**
 * 「カレンダーに追加」: a member's participations as an iCalendar file (RFC 5545), written by the
 * `ics` library, loaded only when a file is made. The file never depends on the device's time
 * zone: a timed event is written as its instant in UTC (Japan has no summer time, so 09:30 in
 * Japan is 00:30Z), an all-day one as dates. Pure but for that import, so node tests parse it.
 */

/** Participation.status of a cancelled participation. */
const CANCELLED = 3;

/** Where the portal lives, absolute: `https://example.jp/member/`. */
export type PortalUrl = string;

/** The instant of a Japan date and time (YYYY-MM-DD, HH:mm) in ms since the epoch. */
function japanInstant(date: string, time: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return Date.UTC(year, month - 1, day, hour - 9, minute);
}

/** A date as the all-day form (`[2026, 11, 13]`), `days` later. */
function dateArray(date: string, days = 0): DateArray {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return [shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate()];
}

/**
 * When the member will be there: from the first to the last of the sections the participation
 * chose when they fall on one day (a brush-up course and its sessions), otherwise the event's days
 * as all-day (a congress, a one-day seminar: only their open time is known, given in the text).
 */
function timing(participation: ParticipantDetail): Pick<EventAttributes, 'start'> & {
  end: EventAttributes['start'];
  timed: boolean;
} {
  const { sections } = participation;
  const [first] = sections;
  if (first && sections.every((section) => section.date === first.date)) {
    const starts = sections.map((section) => section.startTime).sort();
    const ends = sections.map((section) => section.endTime).sort();
    return {
      start: japanInstant(first.date, starts[0]!),
      end: japanInstant(first.date, ends.at(-1)!),
      timed: true,
    };
  }
  return {
    start: dateArray(participation.startDate),
    // DTEND of an all-day event is the day after its last (RFC 5545 §3.6.1).
    end: dateArray(participation.endDate, 1),
    timed: false,
  };
}

const sectionLine = (section: Section) =>
  `${formatDate(section.date)} ${section.startTime}〜${section.endTime} ${section.title}（${section.room}）`;

/** What the member chose, in the event's words: the course, its sessions, the luncheons. */
function description(participation: ParticipantDetail, timed: boolean, link: string): string {
  const course = participation.sections.filter((section) => section.kind === 'brushupBase');
  const sessions = participation.sections.filter((section) => section.kind !== 'brushupBase');
  const lines = [
    participation.status === CANCELLED ? 'この参加申込はキャンセルされました。' : null,
    `参加区分：${participation.participationType}`,
    ...course.map((section) => `コース：${sectionLine(section)}`),
    ...(sessions.length > 0 ? ['受講する講座：', ...sessions.map(sectionLine)] : []),
    ...participation.luncheonSeminars.map(
      (seminar) =>
        `ランチョンセミナー：${seminar.code} ${seminar.title}（${formatDate(seminar.date)} ${seminar.startTime}〜${seminar.endTime} ${seminar.room}）`,
    ),
    timed ? null : `開始：${participation.openTime}（日本時間）`,
    `会員ポータル：${link}`,
  ];
  return lines.filter((line) => line !== null).join('\n');
}

/** The participation as one calendar event; its UID stays the same whatever becomes of it. */
export function calendarEvent(
  participation: ParticipantDetail,
  portal: PortalUrl,
): EventAttributes {
  const cancelled = participation.status === CANCELLED;
  const link = new URL(`events/eventDetail?id=${participation.eventId}`, portal).href;
  const { start, end, timed } = timing(participation);
  return {
    uid: `participation-${participation.id}@${new URL(portal).hostname}`,
    // A cancellation is a later version of the same event, so a calendar replaces it.
    sequence: cancelled ? 1 : 0,
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    title: participation.eventTitle,
    start,
    end,
    ...(timed ? ({ startInputType: 'utc', startOutputType: 'utc' } as const) : {}),
    location: participation.venue,
    url: link,
    description: description(participation, timed, link),
  };
}

const PRODUCT_ID = '-//JGETS//member-portal//JA';

/** RFC 5545 §3.1: a content line of at most 75 octets, longer ones folded (CRLF and a space). */
const LINE_OCTETS = 75;
const encoder = new TextEncoder();

/**
 * Folds every content line at 75 octets of UTF-8, never inside a character: the ics library
 * counts characters, so a Japanese line (3 octets a character) ran to over 200 octets.
 */
export function foldLines(text: string): string {
  const lines = text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  return lines
    .map((line) => {
      const parts: string[] = [];
      let part = '';
      let octets = 0;
      for (const char of line) {
        const size = encoder.encode(char).length;
        // A continuation line's leading space counts towards its 75.
        if (octets + size > LINE_OCTETS) {
          parts.push(part);
          part = '';
          octets = 1;
        }
        part += char;
        octets += size;
      }
      parts.push(part);
      return parts.join('\r\n ');
    })
    .join('\r\n');
}

/**
 * The file of these participations: one of them cancelled is sent as METHOD:CANCEL (a calendar
 * holding the event takes it off), anything else is published.
 */
export async function calendarFile(
  participations: readonly ParticipantDetail[],
  portal: PortalUrl,
): Promise<string> {
  const { createEvents } = await import('ics');
  const [only] = participations;
  const cancel = participations.length === 1 && only?.status === CANCELLED;
  const { error, value } = createEvents(
    participations.map((participation) => calendarEvent(participation, portal)),
    { productId: PRODUCT_ID, method: cancel ? 'CANCEL' : 'PUBLISH' },
  );
  if (error || !value) throw error ?? new Error('カレンダーのファイルを作成できませんでした。');
  return foldLines(value);
}

/** A file name the member recognises, without what a file system refuses. */
export const calendarFileName = (name: string): string =>
  `${name.replace(/[\\/:*?"<>|]/g, '_')}.ics`;
