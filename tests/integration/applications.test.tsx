import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { demoStore } from '../../demo-api/store';
import { session } from '../../src/providers/session';
import { recordBodies, recordCalls } from '../requests';
import { renderApp, signInAs } from '../renderApp';
import { PRELOAD_TIMEOUT, preloadSignedInApp } from '../preload';
import { answerSlowly, expectDraftKeptThroughSignIn } from '../resilience';

const setDate = (label: string, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

/** Types by pasting: what the form sees is the same, and jsdom is spared a key event per kana. */
async function paste(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function chooseReason(user: UserEvent, name: string) {
  await user.click(await screen.findByRole('combobox', { name: '休会理由' }));
  await user.click(await screen.findByRole('option', { name }));
}

/**
 * 確認して申請する, then 申請する in the dialog titled `title`: double-clicked when `double`, with
 * the call answered slowly, so the second click lands while the first application is out.
 */
async function apply(user: UserEvent, title: string, { double = false } = {}) {
  await user.click(await screen.findByRole('button', { name: '確認して申請する' }));
  const dialog = await screen.findByRole('dialog', { name: title });
  const send = within(dialog).getByRole('button', { name: '申請する' });
  await (double ? user.dblClick(send) : user.click(send));
}

/** Puts demo-member on leave until 2027-12-31, which offers 休会復帰申請. */
function onLeave() {
  demoStore.temporaryAbsenceApplications.push({
    ...structuredClone(demoStore.temporaryAbsenceApplications[0]!),
    id: 2,
    startDate: '2026-01-01',
    endDate: '2027-12-31',
  });
}

const pdf = (name = '母子健康手帳.pdf', bytes = 2048) =>
  new File([new Uint8Array(bytes).fill(37)], name, { type: 'application/pdf' });

beforeAll(
  () =>
    preloadSignedInApp(
      () => import('../../src/pages/password/ResettingPasswordPage'),
      () => import('../../src/pages/applications/ExtensionPage'),
      () => import('../../src/pages/applications/TemporaryAbsencePage'),
    ),
  PRELOAD_TIMEOUT,
);

describe('unread results (SPEC §4)', () => {
  it('marks 更新延長申請 in the sidebar until the member opens the result', async () => {
    const user = userEvent.setup();
    const flagOff = recordCalls('ExtensionUnreadFlgOff');
    await signInAs('demo-member');
    // Any page shows the sidebar: a light one, the subject being the sidebar.
    renderApp('/ResettingPassword');
    const entry = await screen.findByRole('menuitem', { name: '更新延長申請' });
    await waitFor(() => expect(entry).toHaveAccessibleDescription('未読'));
    expect(entry).toHaveTextContent(/^更新延長申請$/);
    expect(screen.getByRole('menuitem', { name: '休会申請' })).not.toHaveAccessibleDescription();

    await user.click(entry);
    const notice = (
      await screen.findByText(/新しい審査結果があります（却下、2026\/11\/18）/)
    ).closest<HTMLElement>('[role="status"]')!;
    // What the refusal means now: the expiry stands, and so does the renewal deadline.
    await waitFor(() =>
      expect(notice).toHaveTextContent(
        /更新延長は認められませんでした。資格の有効期限は2027\/03\/31のままです。更新申請の受付は2026\/11\/30までです（/,
      ),
    );
    // The rejected extension is not among the approved ones.
    expect(await screen.findByText('承認済みの更新延長はありません。')).toBeVisible();
    expect(flagOff).toHaveLength(0);

    await user.click(screen.getByRole('link', { name: '結果を確認する' }));
    // Decided and over, the rejected extension is the last application, not a current one.
    const last = await screen.findByRole('region', { name: '前回の申請' });
    const current = screen.getByRole('region', { name: '現在の申請' });
    expect(within(current).getByRole('status')).toHaveTextContent('現在、更新延長を申請できます。');
    expect(within(last).getByText('却下')).toBeVisible();
    expect(
      within(last).getByRole('cell', {
        name: '延長の事由（2025年度のご家族の介護）は、更新期間中の学術集会への参加を妨げるものとは認められないため、延長は認められません。資格の有効期限（2027/03/31）と更新申請の受付期限（2026/11/30）は変わりません。',
      }),
    ).toBeVisible();
    expect(screen.getByText(/前回の申請は却下されました。/)).toBeVisible();
    await waitFor(() => expect(flagOff).toHaveLength(1));
    await waitFor(() =>
      expect(
        screen.getByRole('menuitem', { name: '更新延長申請' }),
      ).not.toHaveAccessibleDescription(),
    );
  });
});

describe('leave (休会申請)', () => {
  it('checks what is typed and attached, then applies once', async () => {
    // As a member choosing 「すべてのファイル」 in the file dialog can.
    const user = userEvent.setup({ applyAccept: false });
    const bodies = recordBodies('ApplyTemporaryAbsence');
    answerSlowly('ApplyTemporaryAbsence');
    await signInAs('demo-member');
    renderApp('/applications/TemporaryAbsence');
    // The 2019 leave is history: the page opens on whether a leave may be applied for now.
    const current = await screen.findByRole('region', { name: '現在の申請' });
    expect(within(current).getByRole('status')).toHaveTextContent('現在、休会を申請できます。');
    expect(within(current).queryByText('出産・育児')).toBeNull();
    const last = screen.getByRole('region', { name: '前回の申請' });
    expect(within(last).getByText('出産・育児')).toBeVisible();
    expect(within(last).getByText('承認')).toBeVisible();

    await chooseReason(user, '出産・育児');
    expect(screen.getByText(/母子健康手帳の写しなど/)).toBeVisible();
    // After demo-member's last event applied for (2027-04-18): nothing to cancel or keep.
    setDate('休会開始日 *', '2027-05-06');
    setDate('休会終了日 *', '2026-12-01');
    await paste(user, screen.getByLabelText('休会理由の詳細'), '出産のため休会します😀');
    await user.click(screen.getByRole('button', { name: '確認して申請する' }));
    expect(await screen.findByText('休会終了日は休会開始日以降の日付にしてください')).toBeVisible();
    expect(screen.getByText('使用できない文字が含まれています（11文字目「😀」）')).toBeVisible();
    expect(
      screen.getByText(
        '母子健康手帳の写しなど、出産予定日または出生日がわかる書類を添付してください',
      ),
    ).toBeVisible();

    const files = screen.getByLabelText('添付ファイル');
    await user.upload(files, new File(['x'], 'memo.exe', { type: 'application/octet-stream' }));
    expect(
      screen.getByText(
        /「memo.exe」は添付できない種類のファイルです（添付できる種類: PDF、JPG、JPEG、PNG）/,
      ),
    ).toBeVisible();
    await user.upload(files, pdf('診断書.pdf', 5 * 1024 * 1024 + 1));
    expect(screen.getByText('「診断書.pdf」のサイズが上限（5MB）を超えています')).toBeVisible();
    await user.upload(files, pdf());
    expect(screen.getByText('母子健康手帳.pdf')).toBeVisible();

    setDate('休会終了日 *', '2027-12-31');
    expect(
      await screen.findByText('休会期間中に申し込んでいる学会・セミナーはありません。'),
    ).toBeVisible();
    const note = screen.getByLabelText('休会理由の詳細');
    await user.clear(note);
    await paste(user, note, '第二子出産のため休会します。');
    await apply(user, '休会申請', { double: true });

    expect(await screen.findByText('休会申請はすでに受け付けています（申請中）。')).toBeVisible();
    const pending = screen.getByRole('region', { name: '現在の申請' });
    expect(within(pending).getByText('申請中')).toBeVisible();
    expect(within(pending).getByText('2027/05/06〜2027/12/31')).toBeVisible();
    expect(screen.queryByRole('button', { name: '確認して申請する' })).toBeNull();
    expect(await Promise.all(bodies)).toEqual([
      {
        reasonId: 1,
        startDate: '2027-05-06',
        endDate: '2027-12-31',
        note: '第二子出産のため休会します。',
        attachments: [
          {
            fileName: '母子健康手帳.pdf',
            contentType: 'application/pdf',
            base64: Buffer.from(new Uint8Array(2048).fill(37)).toString('base64'),
          },
        ],
        keptParticipations: [],
      },
    ]);
  });

  it('lists the events applied for inside the period: each cancelled, or kept with a reason', async () => {
    const user = userEvent.setup();
    const bodies = recordBodies('ApplyTemporaryAbsence');
    const cancels = recordBodies('UpdateParticipant');
    await signInAs('demo-member');
    renderApp('/applications/TemporaryAbsence');
    await chooseReason(user, '家族の介護');
    setDate('休会開始日 *', '2027-01-01');
    setDate('休会終了日 *', '2027-03-31');
    const listed = await screen.findByRole('region', {
      name: '休会期間中に申し込んでいる学会・セミナー',
    });
    expect(
      await within(listed).findByText('休会期間中に申し込んでいる学会・セミナーが6件あります'),
    ).toBeVisible();
    const groups = () => within(listed).getAllByRole('group');
    expect(groups()).toHaveLength(6);
    // Soonest last in the list's order (newest event first); the first listed is cancelled.
    const first = groups()[0]!;
    const title = first.querySelector('p')!.textContent!;
    await user.click(within(first).getByRole('button', { name: `キャンセルする（${title}）` }));
    const dialog = await screen.findByRole('dialog', { name: '参加申込のキャンセル' });
    expect(dialog).toHaveTextContent(`${title}の参加申込をキャンセルします。よろしいですか？`);
    await user.click(within(dialog).getByRole('button', { name: 'キャンセルする' }));
    await waitFor(() => expect(groups()).toHaveLength(5));
    expect(within(listed).queryByText(title)).toBeNull();

    // Not sent until every one left has a reason.
    await user.click(screen.getByRole('button', { name: '確認して申請する' }));
    expect(await screen.findAllByText('参加を続ける理由を入力してください')).toHaveLength(5);
    expect(screen.queryByRole('dialog', { name: '休会申請' })).toBeNull();
    for (const group of groups()) {
      await paste(
        user,
        within(group).getByLabelText('参加を続ける理由 *'),
        '演者として登壇します。',
      );
    }
    await apply(user, '休会申請');
    const pending = await screen.findByRole('region', { name: '現在の申請' });
    expect(await within(pending).findByText('申請中')).toBeVisible();
    expect(within(pending).getByText('休会期間中も参加する学会・セミナー')).toBeVisible();
    expect(await Promise.all(cancels)).toEqual([{ id: expect.any(Number), status: 3 }]);
    const [body] = (await Promise.all(bodies)) as {
      keptParticipations: { participantId: number; reason: string }[];
    }[];
    expect(body!.keptParticipations).toHaveLength(5);
    expect(body!.keptParticipations).toContainEqual({
      participantId: expect.any(Number),
      reason: '演者として登壇します。',
    });
    // Many steps, each a render of the signed-in layout: slow in jsdom on a busy machine.
  }, 60_000);

  it('opens 休会申請 in the sidebar on where the member stands, past leaves below', async () => {
    await signInAs('demo-member');
    renderApp('/approved/tempAbsence');
    const current = await screen.findByRole('region', { name: '現在の申請' });
    expect(await within(current).findByRole('status')).toHaveTextContent(
      '現在、休会を申請できます。',
    );
    expect(within(current).getByRole('link', { name: '休会を申請する' })).toHaveAttribute(
      'href',
      '/member/applications/TemporaryAbsence',
    );
    const history = screen.getByRole('region', { name: 'これまでに承認された休会' });
    expect(await within(history).findByText('出産・育児')).toBeVisible();
  });

  it('keeps the form when the session expires half-way and brings it back after sign-in', () =>
    expectDraftKeptThroughSignIn({
      login: 'demo-member',
      path: '/applications/TemporaryAbsence',
      call: 'ApplyTemporaryAbsence',
      fill: async (user) => {
        await chooseReason(user, '家族の介護');
        setDate('休会開始日 *', '2027-05-01');
        setDate('休会終了日 *', '2028-03-31');
        await paste(user, screen.getByLabelText('休会理由の詳細'), '父の介護のため');
      },
      submit: (user) => apply(user, '休会申請'),
      expectKept: async () => {
        expect(await screen.findByLabelText('休会理由の詳細')).toHaveValue('父の介護のため');
        expect(screen.getByLabelText('休会開始日 *')).toHaveValue('2027-05-01');
        expect(screen.getByRole('combobox', { name: /^休会理由/ })).toHaveTextContent('家族の介護');
      },
      body: { reasonId: 3, startDate: '2027-05-01', endDate: '2028-03-31', note: '父の介護のため' },
    }));
});

describe('return (休会復帰申請)', () => {
  it('is offered only while on leave', async () => {
    const user = userEvent.setup();
    await signInAs('demo-member');
    const first = renderApp('/applications/return');
    expect(await screen.findByText('休会中の方のみ申請できます。')).toBeVisible();
    expect(screen.getByText('2020/04/01')).toBeVisible();
    first.unmount();

    onLeave();
    const bodies = recordBodies('ApplyReturn');
    answerSlowly('ApplyReturn');
    renderApp('/applications/return');
    expect(
      await screen.findByText(/休会中です（出産・育児、2026\/01\/01〜2027\/12\/31）/),
    ).toBeVisible();
    setDate('復帰日 *', '2028-01-01');
    await user.click(screen.getByRole('button', { name: '確認して申請する' }));
    expect(await screen.findByText('復帰日は休会期間内の日付にしてください')).toBeVisible();
    setDate('復帰日 *', '2027-04-01');
    await apply(user, '休会復帰申請', { double: true });
    expect(
      await screen.findByText('休会復帰申請はすでに受け付けています（申請中）。'),
    ).toBeVisible();
    expect(await Promise.all(bodies)).toEqual([{ returnDate: '2027-04-01', note: '' }]);
  });

  it('keeps the form when the session expires half-way and brings it back after sign-in', () => {
    onLeave();
    return expectDraftKeptThroughSignIn({
      login: 'demo-member',
      path: '/applications/return',
      call: 'ApplyReturn',
      fill: async (user) => {
        await screen.findByText(/休会中です/);
        setDate('復帰日 *', '2027-04-01');
        await paste(user, screen.getByLabelText('備考'), '4月から勤務に戻ります');
      },
      submit: (user) => apply(user, '休会復帰申請'),
      expectKept: async () => {
        expect(await screen.findByLabelText('備考')).toHaveValue('4月から勤務に戻ります');
        expect(screen.getByLabelText('復帰日 *')).toHaveValue('2027-04-01');
      },
      body: { returnDate: '2027-04-01', note: '4月から勤務に戻ります' },
    });
  });
});

describe('renewal extension (更新延長申請)', () => {
  it('asks for the terms (extensionAccept) and sends them with the reason', async () => {
    const user = userEvent.setup();
    // The seeded extension was rejected, which leaves the period's one extension to apply for.
    const bodies = recordBodies('ApplyExtension');
    answerSlowly('ApplyExtension');
    await signInAs('demo-member');
    renderApp('/applications/extension');
    expect(await screen.findByText(/2028\/03\/31までとします/)).toBeVisible();
    expect(screen.queryByLabelText(/延長を希望する理由/)).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: '上記の更新延長の条件に同意します' }));
    expect(session.extensionAccept()).toBe(true);
    await user.type(
      screen.getByLabelText(/延長を希望する理由/),
      '介護のため学術集会に参加できませんでした。',
    );
    await apply(user, '更新延長申請', { double: true });
    expect(
      await screen.findByText('更新延長申請はすでに受け付けています（申請中）。'),
    ).toBeVisible();
    expect(await Promise.all(bodies)).toEqual([
      { reason: '介護のため学術集会に参加できませんでした。', accept: true },
    ]);
    expect(session.extensionAccept()).toBe(false);
  });

  it('keeps the reason when the session expires half-way and brings it back after sign-in', () => {
    const agree = (user: UserEvent) =>
      user.click(screen.getByRole('checkbox', { name: '上記の更新延長の条件に同意します' }));
    return expectDraftKeptThroughSignIn({
      login: 'demo-member',
      path: '/applications/extension',
      call: 'ApplyExtension',
      fill: async (user) => {
        await screen.findByText(/2028\/03\/31までとします/);
        await agree(user);
        await paste(user, screen.getByLabelText(/延長を希望する理由/), '介護のため');
      },
      submit: (user) => apply(user, '更新延長申請'),
      expectKept: async (user) => {
        // The agreement is session state (SPEC §3, extensionAccept) and ended with the session:
        // asked again. The reason is the draft's.
        await screen.findByText(/2028\/03\/31までとします/);
        await agree(user);
        expect(screen.getByLabelText(/延長を希望する理由/)).toHaveValue('介護のため');
      },
      body: { reason: '介護のため', accept: true },
    });
  });
});

describe('withdrawal (退会申請)', () => {
  async function applyForWithdrawal(user: UserEvent, { double = false } = {}) {
    await user.click(await screen.findByRole('button', { name: '確認して申請する' }));
    expect(
      await screen.findByText('退会に伴う注意事項を確認し、チェックを入れてください'),
    ).toBeVisible();
    await user.click(
      screen.getByRole('checkbox', { name: '上記の退会に伴う注意事項を確認しました' }),
    );
    await apply(user, '退会申請', { double });
  }

  it('says up front which unpaid fee blocks withdrawal, and leads to paying it', async () => {
    const user = userEvent.setup();
    const applied = recordCalls('ApplyWithdrawal');
    await signInAs('demo-member');
    renderApp('/applications/withdrawal');
    const current = await screen.findByRole('region', { name: '現在の申請' });
    expect(within(current).getByRole('status')).toHaveTextContent(
      '未納の会費と未払いの参加費があるため、退会を申請できません。',
    );
    const blocker = within(current).getByRole('region', { name: '退会の前にお支払いが必要な会費' });
    expect(blocker).toHaveTextContent('2026年度 支部会費（関東支部）（￥2,000）');
    // The form shows what withdrawing means, but cannot be sent.
    expect(screen.getByText(/納入済みの会費は返金されません/)).toBeVisible();
    expect(screen.getByRole('button', { name: '確認して申請する' })).toBeDisabled();

    await user.click(
      within(blocker).getByRole('button', { name: 'お支払いへ（2026年度 支部会費（関東支部））' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'お支払い' })).toBeVisible();
    // The session holds the unpaid request asking for that fee, as the fee page's お支払いへ does.
    const fee = demoStore.membershipFees.find(
      (item) => item.memberId === 1 && item.kind === 'affiliation' && item.fiscalYear === 2026,
    )!;
    const request = demoStore.paymentRequests.find(
      (item) => item.status === 'unpaid' && item.targetIds.includes(fee.id),
    )!;
    expect(session.paymentRequestId()).toBe(String(request.id));
    expect(applied).toHaveLength(0);
  });

  it('lists the unpaid participation fees too, each to pay or cancel after confirming', async () => {
    const user = userEvent.setup();
    const cancels = recordBodies('UpdateParticipant');
    await signInAs('demo-member');
    renderApp('/applications/withdrawal');
    const blocker = await screen.findByRole('region', {
      name: '退会の前にお支払いまたはキャンセルが必要な参加申込',
    });
    const items = within(blocker).getAllByRole('listitem');
    expect(items).toHaveLength(8);
    expect(items[0]).toHaveTextContent(
      '第1回 内視鏡洗浄・消毒実践セミナー（東京会場）開催日 2027/01/23・参加費 ￥5,000（お支払い期限 2026/11/06）',
    );
    for (const item of items) {
      expect(within(item).getByRole('button', { name: /^お支払いへ（/ })).toBeEnabled();
    }
    // A speaker's participation is cancelled through the office: paying is what remains.
    const speaker = items.find((item) =>
      item.textContent?.startsWith('関東支部 第39回支部研修会'),
    )!;
    expect(within(speaker).queryByRole('button', { name: /^キャンセル/ })).toBeNull();
    expect(speaker).toHaveTextContent('演者・座長のキャンセルは事務局へご連絡ください');
    expect(screen.getByRole('button', { name: '確認して申請する' })).toBeDisabled();

    // Cancelling asks first; 戻る sends nothing.
    const cases = '第12回 内視鏡症例検討会（Web開催）';
    await user.click(within(blocker).getByRole('button', { name: `キャンセル（${cases}）` }));
    let dialog = await screen.findByRole('dialog', { name: '参加申込のキャンセル' });
    expect(dialog).toHaveTextContent(`${cases}の参加申込をキャンセルします。よろしいですか？`);
    await user.click(within(dialog).getByRole('button', { name: '戻る' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cancels).toHaveLength(0);

    await user.click(within(blocker).getByRole('button', { name: `キャンセル（${cases}）` }));
    dialog = await screen.findByRole('dialog', { name: '参加申込のキャンセル' });
    await user.click(within(dialog).getByRole('button', { name: 'キャンセルする' }));
    expect(await screen.findByText('参加申込をキャンセルしました。')).toBeVisible();
    expect(await Promise.all(cancels)).toEqual([{ id: 5007, status: 3 }]);
    await waitFor(() =>
      expect(
        within(
          screen.getByRole('region', {
            name: '退会の前にお支払いまたはキャンセルが必要な参加申込',
          }),
        ).getAllByRole('listitem'),
      ).toHaveLength(7),
    );
    expect(screen.queryByText(new RegExp(`^${cases}`))).toBeNull();

    // お支払いへ hands that participation's request to the payment page.
    await user.click(
      screen.getByRole('button', { name: 'お支払いへ（関東支部 第39回支部研修会）' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'お支払い' })).toBeVisible();
    const request = demoStore.paymentRequests.find(
      (item) => item.status === 'unpaid' && item.targetIds.includes(5010),
    )!;
    expect(session.paymentRequestId()).toBe(String(request.id));
  });

  it('lets a provisional member withdraw, once', async () => {
    const user = userEvent.setup();
    const bodies = recordBodies('ApplyWithdrawal');
    answerSlowly('ApplyWithdrawal');
    await signInAs('demo-temp');
    renderApp('/applications/withdrawal');
    expect(await screen.findByText('退会すると、入会の手続きが取り消されます。')).toBeVisible();
    await applyForWithdrawal(user, { double: true });
    expect(await screen.findByText('退会申請はすでに受け付けています（申請中）。')).toBeVisible();
    expect(await Promise.all(bodies)).toEqual([
      { withdrawalDate: '2027-03-31', reason: '', confirmed: true },
    ]);
  });

  it('keeps the reason when the session expires half-way and brings it back after sign-in', () =>
    expectDraftKeptThroughSignIn({
      login: 'demo-temp',
      path: '/applications/withdrawal',
      call: 'ApplyWithdrawal',
      fill: async (user) => {
        await paste(user, await screen.findByLabelText('退会理由'), '転居のため');
        await user.click(
          screen.getByRole('checkbox', { name: '上記の退会に伴う注意事項を確認しました' }),
        );
      },
      submit: (user) => apply(user, '退会申請'),
      expectKept: async () => {
        expect(await screen.findByLabelText('退会理由')).toHaveValue('転居のため');
        expect(
          screen.getByRole('checkbox', { name: '上記の退会に伴う注意事項を確認しました' }),
        ).toBeChecked();
      },
      body: { reason: '転居のため', confirmed: true },
    }));

  it('is not offered to society staff, and asks nothing', async () => {
    const details = recordCalls('GetDetailWithdrawalApplication');
    await signInAs('demo-read');
    renderApp('/applications/withdrawal');
    expect(await screen.findByText('この申請は会員の方のみ行えます。')).toBeVisible();
    expect(details).toHaveLength(0);
  });
});
