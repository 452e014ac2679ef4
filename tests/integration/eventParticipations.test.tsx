import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requestCovering } from '../../demo-api/paymentRequests';
import { session } from '../../src/providers/session';
import { setUpEventPages } from '../events';
import { recordBodies, recordCalls, recordSent, withBodies } from '../requests';
import { currentUrl, renderApp, signInAs } from '../renderApp';

// The seed's calendar (tests/events.ts): each list has a second page, of five events and of six
// participations.
setUpEventPages();
const LIST_PATH = '/events/EventsAccepting';
const MINE_PATH = '/events/participaints';
const SECOND_PAGE = '全15件中 11〜15件';
const MINE_FIRST_PAGE = '全16件中 1〜10件';
const MINE_SECOND_PAGE = '全16件中 11〜16件';

// Queries by label and text: role queries over the whole signed-in layout cost seconds in jsdom.

const WEB_CASE_CONFERENCE = '第12回 内視鏡症例検討会（Web開催）';
const INFECTION_WEB_COURSE = '感染対策Web講習会（ライブ配信）';
const SENDAI_BRUSHUP = 'ブラッシュアップセミナー（仙台会場）';
const TOKYO_BRUSHUP = 'ブラッシュアップセミナー（東京会場）';
const KANTO_SEMINAR = '関東支部セミナー「感染対策アップデート2026」';
const YOKOHAMA_HANDS_ON = '上部消化管内視鏡介助 ハンズオンセミナー（横浜会場）';

/** The participant list's row of an event, found by its title's link. */
async function rowOf(title: string): Promise<HTMLElement> {
  await screen.findByText(title, { selector: 'a' });
  return rowNow(title);
}

/** The row of an event as the list shows it now (an answer may replace the row found before). */
const rowNow = (title: string): HTMLElement =>
  screen.getByText(title, { selector: 'a' }).closest('tr')!;

/** Goes to a list through the sidebar and waits until its page (the `shown` range) is on screen. */
async function openFromSidebar(
  user: ReturnType<typeof userEvent.setup>,
  entry: string,
  path: string,
  shown: string,
) {
  await user.click(screen.getByText(entry, { selector: '[role="menuitem"] *' }));
  await waitFor(() => expect(currentUrl()).toBe(path));
  await screen.findByText(shown);
}

describe('event participations', () => {
  it('remembers the page of the event list and of the participant list across visits', async () => {
    const user = userEvent.setup();
    await signInAs('demo-member');
    const open = recordCalls('GetListEventRecruiting');
    const mine = recordCalls('GetListEventParticipant');
    renderApp(LIST_PATH);
    await screen.findByText('全15件中 1〜10件');
    await user.click(screen.getByLabelText('2ページ'));
    await screen.findByText(SECOND_PAGE);
    // The range label follows the page at once; the request for the page comes after it.
    await waitFor(() =>
      expect(Object.fromEntries(open.at(-1)!)).toEqual({
        SkipCount: '10',
        MaxResultCount: '10',
        Sorting: 'startDate ASC',
      }),
    );

    await openFromSidebar(user, '学会・セミナー参加一覧', MINE_PATH, MINE_FIRST_PAGE);
    await user.click(screen.getByLabelText('2ページ'));
    await screen.findByText(MINE_SECOND_PAGE);
    // The range label follows the page at once; the request for the page comes after it.
    await waitFor(() =>
      expect(Object.fromEntries(mine.at(-1)!)).toEqual({
        SkipCount: '10',
        MaxResultCount: '10',
        Sorting: 'startDate DESC',
      }),
    );

    // Back on each list: its own remembered page, asked of the server again.
    const openBefore = open.length;
    await openFromSidebar(user, '学会・セミナー一覧(申込受付中)', LIST_PATH, SECOND_PAGE);
    await waitFor(() => expect(open.length).toBeGreaterThan(openBefore));
    expect(open.slice(openBefore).map((query) => query.get('SkipCount'))).toEqual(['10']);
    expect(screen.getByLabelText('2ページ')).toHaveAttribute('aria-current', 'page');

    const mineBefore = mine.length;
    await openFromSidebar(user, '学会・セミナー参加一覧', MINE_PATH, MINE_SECOND_PAGE);
    await waitFor(() => expect(mine.length).toBeGreaterThan(mineBefore));
    expect(mine.slice(mineBefore).map((query) => query.get('SkipCount'))).toEqual(['10']);
  });

  it('keeps a new page size and goes back to page 1, remembered on the next visit', async () => {
    const user = userEvent.setup();
    await signInAs('demo-member');
    const mine = recordCalls('GetListEventParticipant');
    renderApp(MINE_PATH);
    await screen.findByText(MINE_FIRST_PAGE);
    await user.click(screen.getByLabelText('2ページ'));
    await screen.findByText(MINE_SECOND_PAGE);
    await user.selectOptions(screen.getByRole('combobox', { name: '表示件数' }), '20件');
    await screen.findByText('全16件中 1〜16件');
    await waitFor(() => expect(mine.at(-1)?.get('MaxResultCount')).toBe('20'));
    expect(mine.at(-1)?.get('SkipCount')).toBe('0');

    await openFromSidebar(user, '学会・セミナー一覧(申込受付中)', LIST_PATH, '全15件中 1〜10件');
    await openFromSidebar(user, '学会・セミナー参加一覧', MINE_PATH, '全16件中 1〜16件');
    expect(mine.at(-1)?.get('MaxResultCount')).toBe('20');
  });

  it('changes a participation: loads its choices and sends one update with the new ones', async () => {
    const user = userEvent.setup();
    await signInAs('demo-member');
    const loaded = recordCalls('GetDetailParticipant');
    const updates = recordBodies('UpdateParticipant');
    const inserts = recordCalls('InsertParticipant');
    // 5005: the Tokyo brush-up seminar, basic course, four sessions; open for change until 11/27.
    renderApp('/events/entry?id=107&participantId=5005');
    await screen.findByText('申込内容の変更', { selector: 'h2' });
    expect(loaded.map((query) => query.get('id'))).toEqual(['5005']);
    expect(await screen.findByLabelText(/^基礎コース/)).toBeChecked();
    const session = (label: RegExp) => screen.getByLabelText(label);
    await waitFor(() => expect(session(/鎮静と偶発症への備え/)).toBeChecked());

    await user.click(session(/鎮静と偶発症への備え/));
    await user.click(session(/上部内視鏡の介助手順/));
    await user.click(session(/参加規約に同意する/));
    await user.click(screen.getByText('確認へ'));
    await user.dblClick(await screen.findByText('変更する'));
    await waitFor(() => expect(currentUrl()).toBe(MINE_PATH));
    expect(await screen.findByText('申込内容を変更しました。')).toBeVisible();
    expect(await Promise.all(updates)).toEqual([
      {
        id: 5005,
        parentSectionId: 10751,
        childrenIds: [10752, 10754, 10758, 10757],
        luncheonSeminarIds: [],
      },
    ]);
    expect(inserts).toHaveLength(0);
  });

  it('offers each participation only the actions its state allows', async () => {
    await signInAs('demo-member');
    renderApp(MINE_PATH);
    await screen.findByText(MINE_FIRST_PAGE);
    // 5007: applied, awaiting payment; cancellable, not changeable.
    const unpaid = within(await rowOf(WEB_CASE_CONFERENCE));
    expect(unpaid.getByText('申込済み')).toBeVisible();
    expect(unpaid.getByText('未払い')).toBeVisible();
    expect(unpaid.getByLabelText(`お支払いへ（${WEB_CASE_CONFERENCE}）`)).toBeEnabled();
    expect(unpaid.getByLabelText(`受講票（${WEB_CASE_CONFERENCE}）`)).toHaveAttribute(
      'href',
      '/member/events/AttendanceSlip?participantId=5007',
    );
    expect(unpaid.getByLabelText(`キャンセル（${WEB_CASE_CONFERENCE}）`)).toBeEnabled();
    expect(unpaid.queryByLabelText(`領収書（${WEB_CASE_CONFERENCE}）`)).toBeNull();
    // 5006: paid and confirmed: a receipt, nothing to pay.
    const paid = within(await rowOf(INFECTION_WEB_COURSE));
    expect(paid.getByLabelText(`領収書（${INFECTION_WEB_COURSE}）`)).toBeEnabled();
    expect(paid.queryByLabelText(`お支払いへ（${INFECTION_WEB_COURSE}）`)).toBeNull();
    // 5013: cancelled: nothing left to pay, print, change or cancel; its calendar file says so.
    const cancelled = within(await rowOf(SENDAI_BRUSHUP));
    expect(cancelled.getByText('キャンセル')).toBeVisible();
    expect(cancelled.getByText('—')).toBeVisible();
    expect(
      cancelled.queryAllByRole('button').map((button) => button.getAttribute('aria-label')),
    ).toEqual([`カレンダーに追加（${SENDAI_BRUSHUP}）`]);
    expect(cancelled.queryByRole('link', { name: /^受講票|^変更/ })).toBeNull();
    expect(screen.queryAllByText('変更', { selector: 'a' })).toEqual([]);

    // 5005, on page 2: still open for change (until 11/27), through the entry page.
    await userEvent.setup().click(screen.getByLabelText('2ページ'));
    await screen.findByText(MINE_SECOND_PAGE);
    expect(await screen.findByLabelText(`変更（${TOKYO_BRUSHUP}）`)).toHaveAttribute(
      'href',
      '/member/events/entry?id=107&participantId=5005',
    );
    expect(screen.getAllByText('変更', { selector: 'a' })).toHaveLength(1);
    // 5016, attended (checked in) and free: its 受講証明書; 5002, paid but never checked in: none.
    const attended = within(await rowOf(KANTO_SEMINAR));
    expect(attended.getByLabelText(`受講証明書（${KANTO_SEMINAR}）`)).toBeEnabled();
    expect(within(rowNow(YOKOHAMA_HANDS_ON)).getByLabelText(/^領収書/)).toBeEnabled();
    expect(within(rowNow(YOKOHAMA_HANDS_ON)).queryByLabelText(/^受講証明書/)).toBeNull();
    expect(screen.getAllByLabelText(/^受講証明書/)).toHaveLength(1);
  });

  it('cancels a participation only once confirmed, sending exactly the cancellation', async () => {
    const user = userEvent.setup();
    await signInAs('demo-member');
    const updates = recordSent('UpdateParticipant');
    renderApp(MINE_PATH);
    await screen.findByText(MINE_FIRST_PAGE);
    const cancel = `キャンセル（${WEB_CASE_CONFERENCE}）`;

    await user.click(await screen.findByLabelText(cancel));
    let dialog = await screen.findByRole('dialog', { name: '参加申込のキャンセル' });
    expect(dialog).toHaveAccessibleDescription(
      `${WEB_CASE_CONFERENCE}の参加申込をキャンセルします。よろしいですか？`,
    );
    await user.click(within(dialog).getByRole('button', { name: '戻る' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(updates).toEqual([]);

    await user.click(screen.getByLabelText(cancel));
    dialog = await screen.findByRole('dialog', { name: '参加申込のキャンセル' });
    await user.click(within(dialog).getByRole('button', { name: 'キャンセルする' }));
    expect(await screen.findByText('参加申込をキャンセルしました。')).toBeVisible();
    expect(
      (await withBodies(updates)).map(({ method, query, body }) => ({ method, query, body })),
    ).toEqual([{ method: 'PUT', query: {}, body: { id: 5007, status: 3 } }]);
    // The list asks again: the row is cancelled and offers nothing more.
    const row = () => within(rowNow(WEB_CASE_CONFERENCE));
    await waitFor(() => expect(row().queryByLabelText(cancel)).toBeNull());
    expect(row().getByText('キャンセル')).toBeVisible();
    expect(
      row()
        .queryAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([`カレンダーに追加（${WEB_CASE_CONFERENCE}）`]);
  });

  it('hands an unpaid participation’s payment request to /payment', async () => {
    const user = userEvent.setup();
    await signInAs('demo-member');
    // 5007: the December web case conference, applied for and awaiting payment.
    const request = requestCovering('eventParticipation', 5007, 'unpaid');
    expect(request).toBeDefined();
    renderApp(MINE_PATH);
    await user.click(
      await screen.findByLabelText('お支払いへ（第12回 内視鏡症例検討会（Web開催））'),
    );
    await waitFor(() => expect(currentUrl()).toBe('/payment'));
    expect(session.paymentRequestId()).toBe(String(request!.id));
  });
});
