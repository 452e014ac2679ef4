import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { abpError } from '../../demo-api/abp';
import { captureDownloads, magicOf } from '../downloads';
import { server } from '../msw';
import { setUpEventPages } from '../events';
import { demoStore } from '../../demo-api/store';
import { recordBodies, recordCalls } from '../requests';
import { currentUrl, renderApp, signInAs } from '../renderApp';
import { answerSlowly, expectDraftKeptThroughSignIn } from '../resilience';

const INSERT = '*/api/services/app/Event/InsertParticipant';
const OSAKA_ENTRY = '/events/entry?id=123';

setUpEventPages();
afterEach(() => {
  vi.restoreAllMocks();
});

// Queries by label and text where they can: role queries over the whole signed-in layout cost
// seconds in jsdom on a busy machine.
const box = (label: RegExp) => screen.getByLabelText(label);
const button = (text: string) => screen.getByText(text, { selector: 'button' });
const findButton = (text: string) => screen.findByText(text, { selector: 'button' });

/** Picks the basic course and two sessions of the Osaka brush-up seminar. */
async function chooseBasics(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByLabelText(/^基礎コース/));
  await user.click(await screen.findByLabelText(/用手洗浄/));
  await user.click(box(/前処置と患者対応/));
}

/** Opens the open events as demo-member and picks 区分 セミナー, 分類 ブラッシュアップセミナー. */
async function filterBrushupSeminars(user: ReturnType<typeof userEvent.setup>) {
  await signInAs('demo-member');
  const sent = recordCalls('GetListEventRecruiting');
  renderApp('/events/EventsAccepting');
  await screen.findByText('ブラッシュアップセミナー（大阪会場）');
  const option = (name: string) => screen.findByText(name, { selector: '[role="option"]' });
  await user.click(screen.getByLabelText('区分'));
  await user.click(await option('セミナー'));
  await user.click(screen.getByLabelText('分類'));
  await user.click(await option('ブラッシュアップセミナー'));
  return sent;
}

describe('events', () => {
  it('filters the open events by category and sends exactly the filters', async () => {
    const user = userEvent.setup();
    const sent = await filterBrushupSeminars(user);
    await waitFor(() =>
      expect(Object.fromEntries(sent.at(-1)!)).toEqual({
        SkipCount: '0',
        MaxResultCount: '10',
        Sorting: 'startDate ASC',
        categoryId: '3',
        sub1CategoryId: '31',
      }),
    );
    const table = await screen.findByLabelText('申込受付中の学会・セミナー');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
  });

  it('narrows 分類 by 区分 and テーマ by 分類, asking each with the value above and emptying it when that changes', async () => {
    const user = userEvent.setup();
    await signInAs('demo-member');
    const sent = recordCalls('GetListEventRecruiting');
    const sub1 = recordCalls('GetListEventSub1Category');
    const sub2 = recordCalls('GetListEventSub2Category');
    renderApp('/events/EventsAccepting');
    await screen.findByText('ブラッシュアップセミナー（大阪会場）');
    const option = (name: string) => screen.findByText(name, { selector: '[role="option"]' });
    const select = (label: string) => screen.getByLabelText(label);
    const query = (params: URLSearchParams | undefined) => Object.fromEntries(params ?? []);
    expect(select('分類')).toHaveAttribute('aria-disabled', 'true');
    expect(select('テーマ')).toHaveAttribute('aria-disabled', 'true');

    await user.click(select('区分'));
    await user.click(await option('セミナー'));
    await waitFor(() => expect(select('分類')).not.toHaveAttribute('aria-disabled'));
    expect(sub1.map(query)).toEqual([{ categoryId: '3', allItems: 'true' }]);
    expect(select('テーマ')).toHaveAttribute('aria-disabled', 'true');
    await user.click(select('分類'));
    await user.click(await option('実践セミナー'));
    await waitFor(() => expect(select('テーマ')).not.toHaveAttribute('aria-disabled'));
    expect(sub2.map(query)).toEqual([{ sub1CategoryId: '32', allItems: 'true' }]);
    await user.click(select('テーマ'));
    await user.click(await option('洗浄・消毒'));
    await waitFor(() =>
      expect(query(sent.at(-1))).toEqual({
        SkipCount: '0',
        MaxResultCount: '10',
        Sorting: 'startDate ASC',
        categoryId: '3',
        sub1CategoryId: '32',
        sub2CategoryId: '321',
      }),
    );

    // Another 区分: its own 分類 are asked for, and neither 分類 nor テーマ is kept.
    await user.click(select('区分'));
    await user.click(await option('Web講習会'));
    await waitFor(() =>
      expect(query(sent.at(-1))).toEqual({
        SkipCount: '0',
        MaxResultCount: '10',
        Sorting: 'startDate ASC',
        categoryId: '4',
      }),
    );
    expect(sub1.map(query).at(-1)).toEqual({ categoryId: '4', allItems: 'true' });
    expect(select('分類')).not.toHaveTextContent('実践セミナー');
    expect(select('テーマ')).toHaveAttribute('aria-disabled', 'true');
    expect(sub2).toHaveLength(1);
  });

  it('keeps the remembered 区分 and 分類 when the member comes back to the list', async () => {
    const user = userEvent.setup();
    const sent = await filterBrushupSeminars(user);
    await waitFor(() => expect(sent.at(-1)?.get('sub1CategoryId')).toBe('31'));
    // Its three seminars on screen before leaving: an answer still out on the way back would be
    // shown then, and asked for no more.
    const table = screen.getByLabelText('申込受付中の学会・セミナー');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));

    await user.click(
      screen.getByText('学会・セミナー参加一覧', { selector: '[role="menuitem"] *' }),
    );
    await waitFor(() => expect(currentUrl()).toBe('/events/participaints'));
    const before = sent.length;
    await user.click(
      screen.getByText('学会・セミナー一覧(申込受付中)', { selector: '[role="menuitem"] *' }),
    );
    await waitFor(() => expect(sent.length).toBeGreaterThan(before));
    expect(Object.fromEntries(sent.at(-1)!)).toEqual({
      SkipCount: '0',
      MaxResultCount: '10',
      Sorting: 'startDate ASC',
      categoryId: '3',
      sub1CategoryId: '31',
    });
    // Coming back is no change of 区分: an emptied 分類 would never show its name.
    await waitFor(() =>
      expect(screen.getByLabelText('分類')).toHaveTextContent('ブラッシュアップセミナー'),
    );
  });

  it('shows the fee that applies to the member, tax included', async () => {
    await signInAs('demo-member');
    renderApp('/events/eventDetail?id=121');
    expect(await screen.findByLabelText('あなたの参加費')).toHaveTextContent(
      'あなたの参加費（正会員）：￥8,000（税込）',
    );
    // Points are ポイント here as on every other page.
    const overview = screen.getByLabelText('開催概要', { selector: 'table' });
    expect(within(overview).getByText('取得ポイント').closest('tr')).toHaveTextContent(
      '取得ポイント20ポイント',
    );
    expect(overview).not.toHaveTextContent('単位');
    expect(
      await screen.findByLabelText('ランチョンセミナー', { selector: 'table' }),
    ).toHaveTextContent('満席');
    expect(screen.getByText('参加申込へ', { selector: 'a' })).toHaveAttribute(
      'href',
      '/member/events/entry?id=121',
    );
  });

  it('refuses clashing sessions, disables full ones and sends one application on a double click', async () => {
    const user = userEvent.setup();
    await signInAs('demo-member');
    const inserts = recordCalls('InsertParticipant');
    answerSlowly('InsertParticipant');
    renderApp(OSAKA_ENTRY);
    await chooseBasics(user);
    expect(box(/生検鉗子/)).toBeDisabled();
    expect(screen.getByText(/生検鉗子.*（満席）/)).toBeVisible();
    await user.click(box(/構造と取り扱いの基本/));
    expect(screen.getByRole('alert')).toHaveTextContent(
      '「実習「スコープの用手洗浄」」（09:30〜10:30）と「講義「内視鏡の構造と取り扱いの基本」」（09:30〜10:30）は時間帯が重なっているため、両方は選択できません。',
    );
    expect(box(/構造と取り扱いの基本/)).not.toBeChecked();
    await user.click(button('確認へ'));
    expect(screen.getByText('参加規約への同意が必要です。')).toBeVisible();
    await user.click(box(/参加規約に同意する/));
    await user.click(button('確認へ'));
    const summary = await screen.findByLabelText('申込内容');
    await waitFor(() => expect(summary).toHaveTextContent('実習「スコープの用手洗浄」'));
    await user.dblClick(button('申し込む'));
    await waitFor(() => expect(currentUrl()).toBe('/events/participaints'));
    expect(inserts).toHaveLength(1);
    expect(
      await screen.findByText('ブラッシュアップセミナー（大阪会場）', { selector: 'a' }),
    ).toBeVisible();
  });

  it('lands on the new participation, marked and announced, on the page holding it', async () => {
    const user = userEvent.setup();
    await signInAs('demo-member');
    // The member left the list on its second page, where the new entry is not.
    const list = renderApp('/events/participaints');
    await user.click(await screen.findByRole('button', { name: '2ページ' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '2ページ' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    list.unmount();
    renderApp(OSAKA_ENTRY);
    await chooseBasics(user);
    await user.click(box(/参加規約に同意する/));
    await user.click(button('確認へ'));
    await user.click(await findButton('申し込む'));
    await waitFor(() => expect(currentUrl()).toBe('/events/participaints'));
    const chip = await screen.findByText('新しい申込');
    const row = chip.closest('tr')!;
    expect(row).toHaveAttribute('aria-current', 'true');
    expect(within(row).getByText('ブラッシュアップセミナー（大阪会場）')).toBeVisible();
    expect(screen.getAllByText('新しい申込')).toHaveLength(1);
    expect(
      await screen.findByText('新しい申込：ブラッシュアップセミナー（大阪会場）'),
    ).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: '1ページ' })).toHaveAttribute('aria-current', 'page');
    // Many steps, each a render of the signed-in layout: slow in jsdom on a busy machine.
  }, 60_000);

  it('says an event falls in a leave applied for, and applies only once the member confirms it', async () => {
    const user = userEvent.setup();
    demoStore.temporaryAbsenceApplications.push({
      ...structuredClone(demoStore.temporaryAbsenceApplications[0]!),
      id: 2,
      startDate: '2027-01-01',
      endDate: '2027-03-31',
      status: 'applied',
      decidedAt: null,
    });
    const inserts = recordBodies('InsertParticipant');
    await signInAs('demo-member');
    renderApp(OSAKA_ENTRY);
    const notice =
      '休会期間中（2027/01/01〜2027/03/31、申請中）の学会・セミナーです。休会期間中は学会・セミナーへの参加やポイントの取得ができません。';
    expect(await screen.findByText(notice)).toBeVisible();
    await chooseBasics(user);
    await user.click(box(/参加規約に同意する/));
    await user.click(button('確認へ'));
    expect(await screen.findByText(notice)).toBeVisible();
    await user.click(await findButton('申し込む'));
    expect(
      await screen.findByText('休会期間中であることの確認にチェックを入れてください。'),
    ).toBeVisible();
    expect(inserts).toHaveLength(0);
    await user.click(box(/休会期間中であることを確認のうえ申し込みます/));
    await user.click(button('申し込む'));
    await waitFor(() => expect(currentUrl()).toBe('/events/participaints'));
    expect(await Promise.all(inserts)).toEqual([
      expect.objectContaining({ eventId: 123, agreeTerms: true, acknowledgeLeave: true }),
    ]);
    // Many steps, each a render of the signed-in layout: slow in jsdom on a busy machine.
  }, 60_000);

  it('keeps the choices when the session expires half-way and brings them back after sign-in', () =>
    expectDraftKeptThroughSignIn({
      login: 'demo-member',
      path: OSAKA_ENTRY,
      call: 'InsertParticipant',
      fill: async (user) => {
        await chooseBasics(user);
        await user.click(box(/参加規約に同意する/));
        await user.click(button('確認へ'));
      },
      submit: async (user) => user.click(await findButton('申し込む')),
      expectKept: async (user) => {
        const summary = await screen.findByLabelText('申込内容');
        await waitFor(() => expect(summary).toHaveTextContent('講義「前処置と患者対応」'));
        await user.click(button('修正する'));
        expect(await screen.findByLabelText(/用手洗浄/)).toBeChecked();
        expect(box(/前処置と患者対応/)).toBeChecked();
        await user.click(button('確認へ'));
      },
      // The basic course and its two sessions, as chosen before the session expired.
      body: {
        eventId: 123,
        parentSectionId: expect.any(Number),
        childrenIds: [expect.any(Number), expect.any(Number)],
        agreeTerms: true,
      },
    }));

  it('shows the server’s reason when the application is refused', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(INSERT, () => abpError(500, '定員に達したため申込を受け付けられません'), {
        once: true,
      }),
    );
    await signInAs('demo-member');
    renderApp('/events/entry?id=110');
    await user.click(await screen.findByLabelText(/参加規約に同意する/));
    await user.click(button('確認へ'));
    await user.click(await findButton('申し込む'));
    expect(await screen.findByText('定員に達したため申込を受け付けられません')).toBeVisible();
    expect(button('申し込む')).toBeEnabled();
  });

  it('cancels once after confirmation and saves a paid participation’s receipt', async () => {
    const user = userEvent.setup();
    const saved = captureDownloads();
    await signInAs('demo-member');
    const updates = recordCalls('UpdateParticipant');
    renderApp('/events/participaints');
    await user.click(
      await screen.findByLabelText('キャンセル（第12回 内視鏡症例検討会（Web開催））'),
    );
    const dialog = await screen.findByRole('dialog', { name: '参加申込のキャンセル' });
    await user.dblClick(within(dialog).getByRole('button', { name: 'キャンセルする' }));
    await screen.findByText('参加申込をキャンセルしました。');
    expect(updates).toHaveLength(1);

    await user.click(screen.getByLabelText('領収書（感染対策Web講習会（ライブ配信））'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.fileName).toBe('領収書_感染対策Web講習会（ライブ配信）_0012345.pdf');
    expect(await magicOf(saved[0]!)).toBe('%PDF-');
  });
});
