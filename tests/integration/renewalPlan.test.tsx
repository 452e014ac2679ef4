import { screen, within } from '@testing-library/react';
import { RENEWAL_REQUIREMENT } from '../../demo-api/seed/points';
import type { EventSummary } from '../../src/api/events';
import type { PointHistoryRow } from '../../src/api/points';
import { dataOf, get, ORIGIN, signIn } from '../demo-api/helpers';
import { runClockFrom, unpinDemoCalendar } from '../demoCalendar';
import { renderApp, signInAs } from '../renderApp';
import { recordSent } from '../requests';

/**
 * 資格更新確認's renewal plan against the points list: every number it shows is the sum of the
 * member's rows of GetListParticipationHistory (the list and its export) in the current period,
 * and every event it suggests is open and counts in a category still short.
 */

// The first test of the file also loads react-admin and the page's chunk: give it room.
const LOADING = { timeout: 30000 };
const APP = `${ORIGIN}/api/services/app`;

/** The member's points by category (and 合計) in `period`, from the points list's own rows. */
async function pointsFromList(login: string, period: string): Promise<Map<string, number>> {
  const rows = dataOf(
    (
      await get<PointHistoryRow[]>(
        `${APP}/ParticipationHistory/GetListParticipationHistory?SkipCount=0&MaxResultCount=1000`,
        await signIn(login),
      )
    ).body,
  );
  const sums = new Map<string, number>([['合計', 0]]);
  for (const row of rows) {
    // Points waiting for a payment count in no total (お支払い後に加算).
    if (row.period !== period || row.awaitingPayment) continue;
    sums.set(row.category, (sums.get(row.category) ?? 0) + row.points);
    sums.set('合計', sums.get('合計')! + row.points);
  }
  return sums;
}

async function openPlan(login: string) {
  await signInAs(login);
  renderApp('/MemberUpdates');
  const plan = await screen.findByRole('region', { name: '更新に向けたプラン' }, LOADING);
  const table = within(plan).getByRole('table', { name: '更新に向けたプラン' });
  const rows = Object.fromEntries(
    within(table)
      .getAllByRole('row')
      .map((row) => [
        within(row).getByRole('rowheader').textContent,
        within(row).getByRole('cell').textContent,
      ]),
  );
  const qualification = within(screen.getByRole('region', { name: '資格情報' }));
  const period = qualification.getByRole('row', { name: /ポイント対象期間/ });
  return {
    plan: within(plan),
    rows,
    period: within(period).getByRole('cell').textContent ?? '',
  };
}

/** The plan's links to events' details. */
const eventLinks = (plan: ReturnType<typeof within>) =>
  plan
    .queryAllByRole('link')
    .filter((link: HTMLElement) => link.getAttribute('href')?.includes('/events/eventDetail'));

const MINIMUM = RENEWAL_REQUIREMENT.minimumPoints.学術集会!;

describe('the renewal plan (/MemberUpdates)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('demo-member, not met: the points still needed are the points list’s, and no open congress is held in time', async () => {
    runClockFrom(new Date('2026-11-22T10:00:00+09:00'));
    const { plan, rows, period } = await openPlan('demo-member');
    const points = await pointsFromList('demo-member', period);
    const congress = points.get('学術集会') ?? 0;
    expect(congress).toBeLessThan(MINIMUM);
    expect(points.get('合計')).toBeGreaterThanOrEqual(RENEWAL_REQUIREMENT.totalPoints);

    expect(rows).toEqual({
      有効期限: '2027/03/31（あと4か月）',
      不足ポイント: `学術集会 あと${MINIMUM - congress}ポイント`,
      集会への参加: `学術集会 ${congress} / ${MINIMUM} ポイント：未達（あと${MINIMUM - congress}ポイント）`,
    });
    expect(plan.queryByText('更新要件を満たしています')).toBeNull();
    // The application closes 11/30: no 学術集会 accepting applications is held before it.
    expect(
      await plan.findByText('不足を補える受付中の学会・セミナーはありません。', {}, LOADING),
    ).toBeVisible();
    expect(plan.getByRole('link', { name: '更新延長申請' })).toHaveAttribute(
      'href',
      '/member/approved/extension',
    );
  });

  it('demo-member in September: suggests the open congress that would close the gap, linking to it', async () => {
    unpinDemoCalendar();
    runClockFrom(new Date('2026-09-10T10:00:00+09:00'));
    const open = dataOf(
      (
        await get<EventSummary[]>(
          `${APP}/Event/GetListEventRecruiting?SkipCount=0&MaxResultCount=1000`,
          await signIn('demo-member'),
        )
      ).body,
    );
    const { plan, rows, period } = await openPlan('demo-member');
    const congress = (await pointsFromList('demo-member', period)).get('学術集会') ?? 0;
    expect(rows['不足ポイント']).toBe(`学術集会 あと${MINIMUM - congress}ポイント`);
    expect(rows['有効期限']).toBe('2027/03/31（あと6か月）');

    await plan.findByRole('link', { name: /日本消化器内視鏡技師学会/ }, LOADING);
    const links = eventLinks(plan);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      const id = Number(new URL(link.getAttribute('href')!, ORIGIN).searchParams.get('id'));
      expect(link).toHaveAttribute('href', `/member/events/eventDetail?id=${id}`);
      const event = open.find((candidate) => candidate.id === id)!;
      // Open for application, in the category short, held before the application closes.
      expect(event.accepting).toBe(true);
      expect(event.pointCategory).toBe('学術集会');
      expect(event.endDate <= '2026-11-30').toBe(true);
      expect(link).toHaveTextContent(event.title);
      const item = link.closest('li')!;
      expect(item).toHaveTextContent(`学術集会 ${event.points}ポイント`);
    }
    expect(links[0]).toHaveTextContent('第93回日本消化器内視鏡技師学会');
    // She has applied for it already: the points come with attending.
    expect(links[0]!.closest('li')).toHaveTextContent(
      '2026/11/13〜2026/11/14・学術集会 20ポイント・申込済み',
    );
  });

  it('demo-venue, met: says so with the next steps, and the numbers are the points list’s', async () => {
    runClockFrom(new Date('2026-11-22T10:00:00+09:00'));
    const recruiting = recordSent('GetListEventRecruiting');
    const { plan, rows, period } = await openPlan('demo-venue');
    const points = await pointsFromList('demo-venue', period);
    const congress = points.get('学術集会') ?? 0;
    expect(congress).toBeGreaterThanOrEqual(MINIMUM);
    expect(points.get('合計')).toBeGreaterThanOrEqual(RENEWAL_REQUIREMENT.totalPoints);

    expect(rows).toEqual({
      有効期限: '2029/03/31（あと28か月）',
      不足ポイント: 'なし',
      集会への参加: `学術集会 ${congress} / ${MINIMUM} ポイント：達成`,
    });
    expect(plan.getByText('更新要件を満たしています')).toBeVisible();
    expect(
      plan.getByText(
        '更新申請の受付期間（2028/04/01〜2028/11/30）になりましたら、このページの「更新を申請する」から申請してください。',
      ),
    ).toBeVisible();
    // The progress above reads the same totals.
    const requirements = within(screen.getByRole('region', { name: '更新要件と取得ポイント' }));
    expect(requirements.getByRole('progressbar', { name: '合計' })).toHaveAttribute(
      'aria-valuetext',
      `${points.get('合計')} / ${RENEWAL_REQUIREMENT.totalPoints} ポイント（達成）`,
    );
    // Nothing to close: no events are asked for.
    expect(plan.queryByText(/不足を補える/)).toBeNull();
    expect(eventLinks(plan)).toEqual([]);
    expect(recruiting).toEqual([]);
  });
});
