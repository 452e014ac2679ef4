import {
  EVENT_COLOURS,
  TITLE_REQUIRED,
  deleteEvent,
  draftErrors,
  eventWhen,
  newDraft,
  sampleEvents,
  saveEvent,
  toCalendarInput,
  withAllDay,
  type DemoEvent,
  type EventDraft,
} from '../../src/demos/calendar/events';
import { clampProgress } from '../../src/demos/shared/progress';
import {
  email,
  firstError,
  integerBetween,
  required,
  sameAs,
  url,
  validate,
} from '../../src/demos/shared/validation';

describe('clampProgress (SPEC §5: progress runs 0 to 100)', () => {
  it.each([
    [50, 50],
    [0, 0],
    [100, 100],
    [100.5, 100],
    [250, 100],
    [-0.1, 0],
    [-40, 0],
    [Infinity, 100],
    [-Infinity, 0],
    [Number.NaN, 0],
  ])('%s → %s', (value, expected) => {
    expect(clampProgress(value)).toBe(expected);
  });
});

describe('demo form validation', () => {
  it('gives only the first failing message of a field', () => {
    expect(firstError('', [required('メールアドレス'), email])).toBe(
      'メールアドレスを入力してください',
    );
    expect(firstError('hanako@', [required('メールアドレス'), email])).toBe(
      'メールアドレスの形式が正しくありません',
    );
    expect(firstError('hanako@example.jp', [required('メールアドレス'), email])).toBeUndefined();
  });

  it('checks numbers, URLs and a repeated password', () => {
    const age = integerBetween(18, 99, '年齢');
    expect(age('', {})).toBeUndefined();
    expect(age('17', {})).toBe('年齢は18〜99の整数で入力してください');
    expect(age('20.5', {})).toBe('年齢は18〜99の整数で入力してください');
    expect(age('42', {})).toBeUndefined();
    expect(url('javascript:alert(1)', {})).toBe('URLの形式が正しくありません');
    expect(url('https://www.jgets.jp/', {})).toBeUndefined();
    const confirmation = sameAs('password', 'パスワードが一致しません');
    expect(confirmation('abc', { password: 'abd' })).toBe('パスワードが一致しません');
    expect(confirmation('abc', { password: 'abc' })).toBeUndefined();
  });

  it('validates a whole form, or only the fields of one step', () => {
    const rules = { name: [required('氏名')], email: [required('メールアドレス'), email] };
    const values = { name: '', email: 'x' };
    expect(validate(values, rules)).toEqual({
      name: '氏名を入力してください',
      email: 'メールアドレスの形式が正しくありません',
    });
    expect(validate(values, rules, ['name'])).toEqual({ name: '氏名を入力してください' });
  });
});

describe('calendar demo events (SPEC §1)', () => {
  // Instants, read on Japan's calendar whatever the device's zone.
  const today = new Date('2026-11-22T09:30:00+09:00');
  const events = sampleEvents(today);
  let ids = 0;
  const newId = () => `new-${++ids}`;

  it('has sample events with every field, in the eight colours', () => {
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) {
      expect(Object.keys(event).sort()).toEqual(
        ['allDay', 'className', 'description', 'end', 'id', 'start', 'title'].sort(),
      );
      expect(EVENT_COLOURS).toContain(event.className);
    }
    expect(new Set(events.map((event) => event.className))).toEqual(new Set(EVENT_COLOURS));
    expect(EVENT_COLOURS).toEqual([
      'info',
      'orange',
      'red',
      'green',
      'default',
      'blue',
      'purple',
      'yellow',
    ]);
  });

  it('adds an event only when it has a title', () => {
    const draft = { ...newDraft(today, true), title: '  ' };
    expect(draftErrors(draft)).toEqual({ title: TITLE_REQUIRED });
    expect(saveEvent(events, draft, newId)).toEqual(events);
    const added = saveEvent(events, { ...draft, title: ' 支部研修会 ' }, newId);
    expect(added).toHaveLength(events.length + 1);
    expect(added.at(-1)).toMatchObject({ id: 'new-1', title: '支部研修会', start: '2026-11-22' });
  });

  it('edits in place, refuses an end before the start, and deletes', () => {
    const first = events[0]!;
    const renamed = saveEvent(events, { ...first, title: '臨時理事会' }, newId);
    expect(renamed.map((event) => event.title)).toContain('臨時理事会');
    expect(renamed).toHaveLength(events.length);
    const backwards: EventDraft = { ...first, end: '2000-01-01T00:00' };
    expect(draftErrors(backwards).end).toBe('終了は開始以降の日時にしてください');
    expect(saveEvent(events, backwards, newId)).toEqual(events);
    expect(deleteEvent(events, first.id)).toHaveLength(events.length - 1);
  });

  it('keeps an all-day end inclusive here and exclusive for FullCalendar', () => {
    const picked = newDraft(
      new Date('2026-11-03T00:00:00+09:00'),
      true,
      new Date('2026-11-05T00:00:00+09:00'),
    );
    expect(picked).toMatchObject({ start: '2026-11-03', end: '2026-11-04', allDay: true });
    const event: DemoEvent = { ...picked, id: 'x', title: '研修会' };
    expect(toCalendarInput(event)).toMatchObject({ end: '2026-11-05', className: 'event-default' });
    expect(eventWhen(event)).toBe('2026/11/03〜2026/11/04（終日）');
    const timed = withAllDay(event, false);
    expect(timed).toMatchObject({ start: '2026-11-03T00:00', allDay: false });
    expect(
      eventWhen({ ...event, allDay: false, start: '2026-11-03T14:00', end: '2026-11-03T16:00' }),
    ).toBe('2026/11/03 14:00〜16:00');
  });
});
