import ICAL from 'ical.js';
import type { ParticipantDetail, Participation } from '../../src/api/events';
import { calendarFile, calendarFileName } from '../../src/components/calendar';
import { dataOf, get, ORIGIN, signIn } from '../demo-api/helpers';

/**
 * The .ics files of 「カレンダーに追加」, made from the demo API's participations and read back by
 * a maintained parser (ical.js). vitest.config.ts runs this file in Asia/Tokyo, UTC and
 * America/Los_Angeles workers: the instants must be the same in each.
 */

const PORTAL = 'https://portal.example.jp/member/';
const EVENT = `${ORIGIN}/api/services/app/Event`;

async function participation(id: number): Promise<ParticipantDetail> {
  return dataOf(
    (
      await get<ParticipantDetail>(
        `${EVENT}/GetDetailParticipant?id=${id}`,
        await signIn('demo-member'),
      )
    ).body,
  );
}

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  return { calendar, events };
}

const instant = (time: ICAL.Time) => time.toJSDate().toISOString();

describe('the worker running this file', () => {
  it('has the time zone its project set, so the files below are read in it', () => {
    const zone = process.env.TZ ?? '';
    expect(['Asia/Tokyo', 'UTC', 'America/Los_Angeles']).toContain(zone);
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
    const offsets: Record<string, number> = {
      'Asia/Tokyo': -540,
      UTC: 0,
      'America/Los_Angeles': 480,
    };
    expect(new Date(2026, 11, 6).getTimezoneOffset()).toBe(offsets[zone]);
  });
});

describe('カレンダーに追加 (.ics)', () => {
  it('writes a brush-up course as its hours in Japan, with the venue, the course, the link and a stable UID', async () => {
    const detail = await participation(5005); // 12/6 東京, 基礎コース and four sessions
    const text = await calendarFile([detail], PORTAL);
    const { calendar, events } = parse(text);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(events).toHaveLength(1);
    const [event] = events as [ICAL.Event];
    expect(event.summary).toBe('ブラッシュアップセミナー（東京会場）');
    expect(event.startDate.isDate).toBe(false);
    // 基礎コース runs 09:30–15:50 in Japan: the same instants on any device.
    expect(instant(event.startDate)).toBe(new Date('2026-12-06T09:30:00+09:00').toISOString());
    expect(instant(event.endDate)).toBe(new Date('2026-12-06T15:50:00+09:00').toISOString());
    expect(event.location).toBe('東京・大手町サンスカイルーム');
    expect(event.uid).toBe('participation-5005@portal.example.jp');
    expect(event.component.getFirstPropertyValue('url')).toBe(
      'https://portal.example.jp/member/events/eventDetail?id=107',
    );
    expect(event.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(event.description).toContain('コース：2026/12/06 09:30〜15:50 基礎コース');
    expect(event.description).toContain('参加区分：受講');
    expect(calendarFileName(detail.eventTitle)).toBe('ブラッシュアップセミナー（東京会場）.ics');
    // RFC 5545 §3.1: CRLF lines of at most 75 octets, the Japanese text folded between characters.
    const lines = text.split('\r\n');
    expect(lines.filter((line) => line.includes('\n'))).toEqual([]);
    const octets = lines.map((line) => new TextEncoder().encode(line).length);
    expect(Math.max(...octets)).toBeLessThanOrEqual(75);
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(3);
    expect(lines.some((line) => line.includes('\uFFFD'))).toBe(false);
  });

  it('writes a congress as its days, all day, with the luncheon seminars chosen', async () => {
    const detail = await participation(5003); // 第93回, 11/13–14
    const [event] = parse(await calendarFile([detail], PORTAL)).events as [ICAL.Event];
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2026-11-13');
    // DTEND of an all-day event is the day after its last.
    expect(event.endDate.toString()).toBe('2026-11-15');
    expect(event.description).toContain('開始：09:00（日本時間）');
    expect(event.description).toMatch(/ランチョンセミナー：LS\d/);
  });

  it('says a cancelled participation is cancelled, under the same UID, as a later version', async () => {
    const detail = await participation(5013); // 仙台, cancelled
    expect(detail.status).toBe(3);
    const text = await calendarFile([detail], PORTAL);
    const { calendar, events } = parse(text);
    const [event] = events as [ICAL.Event];
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(event.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(event.uid).toBe('participation-5013@portal.example.jp');
    expect(event.sequence).toBe(1);
    expect(event.description).toContain('この参加申込はキャンセルされました。');
    // The same participation before it was cancelled: the same UID, an earlier version.
    const [before] = parse(await calendarFile([{ ...detail, status: 1 }], PORTAL)).events as [
      ICAL.Event,
    ];
    expect(before.uid).toBe(event.uid);
    expect(before.sequence).toBe(0);
  });

  it('holds every upcoming participation in one file', async () => {
    const token = await signIn('demo-member');
    const upcoming = dataOf(
      (
        await get<Participation[]>(
          `${EVENT}/GetListEventParticipant?upcoming=true&SkipCount=0&MaxResultCount=1000`,
          token,
        )
      ).body,
    );
    expect(upcoming.length).toBeGreaterThan(1);
    const details = await Promise.all(upcoming.map((row) => participation(row.id)));
    const { calendar, events } = parse(await calendarFile(details, PORTAL));
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(events.map((event) => event.uid)).toEqual(
      upcoming.map((row) => `participation-${row.id}@portal.example.jp`),
    );
    expect(events.map((event) => event.summary)).toEqual(upcoming.map((row) => row.eventTitle));
    expect(events.map((event) => event.location)).toEqual(upcoming.map((row) => row.venue));
    for (const event of events) {
      expect(event.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    }
  });
});
