import { eventParticipants, events } from '../../demo-api/seed/events';
import { demoStore } from '../../demo-api/store';
import type { Participation } from '../../src/api/events';
import { dataOf, get, ORIGIN, signIn } from './helpers';
import { unpinDemoCalendar } from '../demoCalendar';

const TODAY = new Date('2026-11-22T10:00:00+09:00');
const LIST = `${ORIGIN}/api/services/app/Event/GetListEventParticipant`;

interface ParticipationRow {
  id: number;
  eventId: number;
  eventTitle: string;
  venue: string;
  startDate: string;
  endDate: string;
  participationType: string;
  status: number;
  fee: number;
}

const list = (token: string, params: string) => get<ParticipationRow[]>(`${LIST}?${params}`, token);

describe('GetListEventParticipant', () => {
  // The seed is a fixed programme: "today" is pinned so upcoming stays upcoming.
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: TODAY });
  });
  afterAll(() => vi.useRealTimers());

  it('lists only the signed-in member’s participations, newest event first by default', async () => {
    const token = await signIn('demo-member');
    const { status, body } = await list(token, 'SkipCount=0&MaxResultCount=100');
    expect(status).toBe(200);
    const rows = dataOf(body);
    expect(rows).toHaveLength(eventParticipants.filter((item) => item.memberId === 1).length);
    expect(rows.map((row) => row.startDate)).toEqual(
      rows.map((row) => row.startDate).sort((a, b) => b.localeCompare(a)),
    );
    const congress = rows.find((row) => row.eventId === 105);
    expect(congress).toMatchObject({
      eventTitle: '第93回日本消化器内視鏡技師学会',
      venue: '名古屋・名古屋国際会議場',
      participationType: '演者',
      status: 2,
      fee: 8000,
    });
  });

  it('keeps what is ahead with upcoming=true: not ended, not cancelled, paged and sorted', async () => {
    const token = await signIn('demo-member');
    const query = 'SkipCount=0&MaxResultCount=10&Sorting=startDate%20ASC&upcoming=true';
    const first = await list(token, query);
    expect(first.body.result?.pagination).toEqual({ totalCount: 11, pageIndex: 1, pageSize: 10 });
    const rows = dataOf(first.body);
    expect(rows[0]).toMatchObject({
      startDate: '2026-11-29',
      eventTitle: '関東支部 第38回支部研修会',
    });
    expect(rows.every((row) => row.endDate >= '2026-11-22' && row.status !== 3)).toBe(true);
    const second = dataOf((await list(token, query.replace('SkipCount=0', 'SkipCount=10'))).body);
    expect(second.map((row) => row.startDate)).toEqual(['2027-04-18']);
  });

  it('counts an event as upcoming until its last day is over in Japan', async () => {
    unpinDemoCalendar();
    const soonest = async (now: string) => {
      vi.setSystemTime(new Date(now));
      const token = await signIn('demo-member');
      return dataOf((await list(token, 'upcoming=true&Sorting=startDate%20ASC')).body)[0];
    };
    try {
      expect((await soonest('2026-11-29T23:59:00+09:00'))?.startDate).toBe('2026-11-29');
      expect((await soonest('2026-11-30T00:00:00+09:00'))?.startDate).toBe('2026-12-06');
    } finally {
      vi.setSystemTime(TODAY);
    }
  });

  it('keeps the active participations whose fee is owed with unpaid=true, each with its due date', async () => {
    const token = await signIn('demo-member');
    const query = 'SkipCount=0&MaxResultCount=100&Sorting=paymentDueDate%20ASC&unpaid=true';
    const rows = dataOf(
      (
        await get<(ParticipationRow & Omit<Participation, keyof ParticipationRow>)[]>(
          `${LIST}?${query}`,
          token,
        )
      ).body,
    );
    // Eight owed; the cancelled 仙台 seminar (unpaid) and the paid ones are not.
    expect(rows.map((row) => [row.id, row.paymentDueDate])).toEqual([
      [5008, '2026-11-06'],
      [5011, '2026-11-15'],
      [5010, '2026-11-16'],
      [5007, '2026-11-17'],
      [5009, '2026-11-19'],
      [5014, '2026-11-22'],
      [5012, '2026-11-24'],
      [5015, '2026-11-28'],
    ]);
    for (const row of rows) {
      const request = demoStore.paymentRequests.find((item) => item.id === row.paymentRequestId);
      expect(request).toMatchObject({ status: 'unpaid', dueDate: row.paymentDueDate });
      expect(row.paymentStatus).toBe('unpaid');
    }
    // Every row says its due date; a paid or free one has none.
    const all = dataOf(
      (await get<Participation[]>(`${LIST}?SkipCount=0&MaxResultCount=100`, token)).body,
    );
    expect(all.find((row) => row.id === 5006)).toMatchObject({
      paymentStatus: 'paid',
      paymentRequestId: null,
      paymentDueDate: null,
    });
  });

  it('refuses a provisional member: participations are a paid member’s (403)', async () => {
    const token = await signIn('demo-temp');
    const { status, body } = await list(token, 'upcoming=true');
    expect(status).toBe(403);
    expect(body.error?.details).toBe('入会費の支払いをお願いします');
  });

  it('answers 401 without a token and 400 to an unknown sort field', async () => {
    expect((await get(`${LIST}?upcoming=true`)).status).toBe(401);
    const token = await signIn('demo-member');
    expect((await list(token, 'Sorting=nope%20ASC')).status).toBe(400);
  });
});

describe('the event seed', () => {
  it('links every participation to a known event and section', () => {
    for (const participant of eventParticipants) {
      const event = events.find((candidate) => candidate.id === participant.eventId);
      expect(event, `participation ${participant.id}`).toBeDefined();
      const sections = new Set(event!.sections.map((section) => section.id));
      for (const id of participant.sectionIds) expect(sections.has(id)).toBe(true);
    }
  });

  it('has consistent dates: applications close before the event, which ends after it starts', () => {
    for (const event of events) {
      expect(event.applicationStart <= event.deadline, event.title).toBe(true);
      expect(event.deadline < event.startDate, event.title).toBe(true);
      expect(event.startDate <= event.endDate, event.title).toBe(true);
    }
  });

  it('never lets a member apply before applications open or after they close', () => {
    for (const participant of eventParticipants) {
      const event = events.find((candidate) => candidate.id === participant.eventId)!;
      const applied = participant.appliedAt.slice(0, 10);
      expect(applied >= event.applicationStart && applied <= event.deadline, event.title).toBe(
        true,
      );
    }
  });
});
