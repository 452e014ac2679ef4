import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { abpError } from '../../demo-api/abp';
import { demoStore } from '../../demo-api/store';
import { meetRenewalRequirement } from '../renewal';
import { pathOf } from '../../src/api/contract';
import { formatDateTime } from '../../src/i18n/format';
import { server } from '../msw';
import { recordSent } from '../requests';
import { renderApp, signInAs } from '../renderApp';
import { runClockFrom, unpinDemoCalendar } from '../demoCalendar';

// Renewal of demo-member's qualification (valid to 2027-03-31) opens 2026-04-01, closes 2026-11-30.
const OPEN_DAY = new Date('2026-11-22T10:00:00+09:00');
const CLOSED_DAY = new Date('2026-12-01T10:00:00+09:00');

const LOADING = { timeout: 15000 };

const section = (name: string) => within(screen.getByRole('region', { name }) as HTMLElement);

async function openMemberUpdates(login = 'demo-member') {
  await signInAs(login);
  renderApp('/MemberUpdates');
  // The first test of the file also loads react-admin and the page's chunk: give it room.
  const heading = await screen.findByRole('heading', { name: '資格更新確認', level: 1 }, LOADING);
  expect(heading).toBeVisible();
}

/** Opens the page and waits until it shows the renewal with this status. */
async function openRenewal(status: string) {
  await openMemberUpdates();
  await screen.findByRole('region', { name: '資格情報' }, LOADING);
  await waitFor(() => expect(details()['状況']).toBe(status));
}

/** The 資格情報 table as label → value. */
const details = () =>
  Object.fromEntries(
    section('資格情報')
      .getAllByRole('row')
      .map((row) => [
        within(row).getByRole('rowheader').textContent,
        within(row).getByRole('cell').textContent,
      ]),
  );

describe('qualification renewal (/MemberUpdates)', () => {
  beforeEach(() => {
    runClockFrom(OPEN_DAY);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the qualification, the points against the requirement and what is missing', async () => {
    const updates = recordSent('UpdateStatus');
    await openRenewal('要件未達');
    expect(details()).toEqual({
      資格名: '消化器内視鏡技師',
      認定番号: '第08214号',
      有効期限: '2027/03/31',
      更新期間: '2026/04/01〜2026/11/30',
      ポイント対象期間: '2022/04/01〜2027/03/31',
      状況: '要件未達',
    });

    const requirements = section('更新要件と取得ポイント');
    const total = requirements.getByRole('progressbar', { name: '合計' });
    expect(total).toHaveAttribute('aria-valuenow', '100'); // 57 of 50: clamped
    expect(total).toHaveAttribute('aria-valuetext', '57 / 50 ポイント（達成）');
    const congress = requirements.getByRole('progressbar', { name: '学術集会' });
    expect(congress).toHaveAttribute('aria-valuenow', '80');
    expect(congress).toHaveAttribute('aria-valuemin', '0');
    expect(congress).toHaveAttribute('aria-valuemax', '100');
    expect(requirements.getByText('16 / 20 ポイント（あと4ポイント）')).toBeVisible();

    // The one renewal verdict, in the dashboard's words: the deadline first.
    expect(requirements.getByText('更新申請の受付は2026/11/30までです（あと8日）。')).toBeVisible();
    expect(requirements.getByText('更新要件を満たしていません。')).toBeVisible();
    expect(requirements.getByText('学術集会のポイントがあと4ポイント必要です。')).toBeVisible();
    expect(
      requirements.getByText(
        '2026/11/30までに不足分のポイントを取得し、更新を申請してください。期限までに申請がない場合、資格は2027/03/31をもって失効します。',
      ),
    ).toBeVisible();
    expect(requirements.getByRole('link', { name: '受講履歴ポイント照会' })).toHaveAttribute(
      'href',
      '/member/PointHistories',
    );
    expect(
      requirements.getByRole('link', { name: '学会・セミナー一覧(申込受付中)' }),
    ).toHaveAttribute('href', '/member/events/EventsAccepting');
    expect(screen.queryByRole('button', { name: '更新を申請する' })).toBeNull();
    expect(updates).toEqual([]);
  });

  it('applies once, after confirmation, however fast 申請する is clicked', async () => {
    meetRenewalRequirement();
    const updates = recordSent('UpdateStatus');
    const user = userEvent.setup();
    await openRenewal('更新可');
    expect(
      section('更新要件と取得ポイント').getByRole('progressbar', { name: '学術集会' }),
    ).toHaveAttribute('aria-valuenow', '100');

    await user.click(screen.getByRole('button', { name: '更新を申請する' }));
    const dialog = await screen.findByRole('dialog', { name: '資格更新の申請' });
    expect(updates).toEqual([]);
    await user.dblClick(within(dialog).getByRole('button', { name: '申請する' }));

    await waitFor(() => expect(details()['状況']).toBe('申請済み'));
    expect(await screen.findByText('資格更新の申請を受け付けました。')).toBeVisible();
    const [application] = demoStore.renewalApplications;
    expect(
      screen.getByText(`${formatDateTime(application!.appliedAt)}に更新を申請しました。`, {
        exact: false,
      }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: '更新を申請する' })).toBeNull();
    expect(updates).toHaveLength(1);
    expect(updates[0]!.method).toBe('PUT');
    expect(await updates[0]!.body).toEqual({ status: 'applied' });
    expect(demoStore.renewalApplications).toHaveLength(1);
  });

  it('sends nothing when the member cancels', async () => {
    meetRenewalRequirement();
    const updates = recordSent('UpdateStatus');
    const user = userEvent.setup();
    await openRenewal('更新可');
    await user.click(screen.getByRole('button', { name: '更新を申請する' }));
    const dialog = await screen.findByRole('dialog', { name: '資格更新の申請' });
    await user.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(updates).toEqual([]);
    expect(details()['状況']).toBe('更新可');
  });

  it('shows the server’s refusal and keeps the page as it was', async () => {
    meetRenewalRequirement();
    server.use(
      http.put(`*${pathOf('UpdateStatus')}`, () =>
        abpError(500, '更新料のお支払いが確認できません。'),
      ),
    );
    const user = userEvent.setup();
    await openRenewal('更新可');
    await user.click(screen.getByRole('button', { name: '更新を申請する' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '申請する' }),
    );
    expect(await screen.findByText('更新料のお支払いが確認できません。')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(details()['状況']).toBe('更新可');
    expect(screen.getByRole('button', { name: '更新を申請する' })).toBeEnabled();
  });

  it('offers no application once the renewal period is over, and says what that means', async () => {
    unpinDemoCalendar();
    vi.setSystemTime(CLOSED_DAY);
    meetRenewalRequirement();
    await openRenewal('更新可');
    // The window has closed: the qualification lapses at its expiry, whatever the points.
    expect(
      section('更新要件と取得ポイント').getByText(
        '更新申請の受付は2026/11/30で終了しました。資格は2027/03/31をもって失効します。',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: '更新を申請する' })).toBeNull();
  });

  it('says so when the member holds no qualification', async () => {
    await openMemberUpdates('demo-admin');
    expect(await screen.findByText('更新対象の資格はありません。')).toBeVisible();
  });
});
