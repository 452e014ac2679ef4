import type { EventSummary } from '../../src/api/events';
import type { RenewalRequirement } from '../../src/api/renewal';
import {
  closingEvents,
  expiryText,
  gapTexts,
  monthsUntil,
} from '../../src/pages/memberUpdates/renewalPlan';

const event = (id: number, overrides: Partial<EventSummary>): EventSummary =>
  ({
    id,
    title: `event ${id}`,
    accepting: true,
    isFull: false,
    appliedParticipantIds: [],
    startDate: '2026-10-01',
    endDate: '2026-10-01',
    pointCategory: '支部セミナー',
    points: 5,
    ...overrides,
  }) as EventSummary;

const requirement = (label: string, requiredPoints: number, earnedPoints: number) => ({
  label,
  requiredPoints,
  earnedPoints,
});

describe('the renewal plan’s arithmetic', () => {
  it('counts whole months to the expiry', () => {
    expect(monthsUntil('2026-11-22', '2027-03-31')).toBe(4);
    expect(monthsUntil('2026-11-22', '2029-03-31')).toBe(28);
    expect(monthsUntil('2026-03-31', '2026-04-30')).toBe(0);
    expect(monthsUntil('2026-03-30', '2026-04-30')).toBe(1);
    expect(expiryText('2027-03-20', '2027-03-31')).toBe('2027/03/31（1か月以内）');
    expect(expiryText('2027-04-01', '2027-03-31')).toBe('2027/03/31（期限切れ）');
  });

  it('names each requirement still short', () => {
    const requirements: RenewalRequirement[] = [
      requirement('合計', 50, 46),
      requirement('学術集会', 20, 20),
    ];
    expect(gapTexts(requirements)).toEqual(['合計 あと4ポイント']);
  });

  it('suggests events of the short category only, held in time, open and with seats (or applied)', () => {
    const events = [
      event(1, { pointCategory: '学術集会', startDate: '2026-11-13', endDate: '2026-11-14' }),
      event(2, { pointCategory: '支部セミナー' }),
      event(3, { pointCategory: '学術集会', startDate: '2026-12-05', endDate: '2026-12-05' }),
      event(4, { pointCategory: '学術集会', isFull: true }),
      event(5, { pointCategory: '学術集会', isFull: true, appliedParticipantIds: [9] }),
      event(6, { pointCategory: '学術集会', accepting: false }),
      event(7, { pointCategory: '学術集会', startDate: '2026-09-01', endDate: '2026-09-01' }),
    ];
    const short = [requirement('合計', 50, 57), requirement('学術集会', 20, 16)];
    expect(closingEvents(short, events, '2026-09-10', '2026-11-30').map((item) => item.id)).toEqual(
      [5, 1],
    );
  });

  it('suggests any category when the total is short', () => {
    const events = [
      event(1, { pointCategory: 'e-learning' }),
      event(2, { pointCategory: '学術集会' }),
    ];
    const short = [requirement('合計', 50, 45), requirement('学術集会', 20, 24)];
    expect(closingEvents(short, events, '2026-09-10', '2026-11-30').map((item) => item.id)).toEqual(
      [1, 2],
    );
    // Met: nothing to close.
    const met = [requirement('合計', 50, 52), requirement('学術集会', 20, 24)];
    expect(closingEvents(met, events, '2026-09-10', '2026-11-30')).toEqual([]);
  });
});
