/**
 * The events area as demo-member walks it in a browser: the open events filtered by category, the
 * Osaka brush-up seminar's detail with the fee that applies to her, the entry (course, timetable
 * with a refused clash and a full session, terms, confirmation, one application sent), her
 * participation list with the new, unpaid participation, and its printable attendance slip; then
 * that participation paid by card through /payment and the demo checkout, shown paid, with its
 * receipt. The tests run in order (serial): the payment pays what the application made.
 *
 * The application and its payment change the shared demo API: event 123 and its payment request
 * are asserted on by no other spec, and the dashboard spec asserts only count-agnostic facts about
 * the upcoming list (10 rows on page 1, a page 2, soonest first, nothing cancelled), which one more
 * upcoming participation, paid or not, keeps true. The payment adds one card attempt to the
 * card-settlement list, where fees.spec.ts finds its seeded rows by order id (still on page 1).
 * globalSetup resets the demo API before every run, so the application can be made again.
 */
import type { Page, Request } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import {
  MEMBER,
  expect,
  memberPath,
  openSignedIn,
  pageHeading,
  test,
  urlPath,
  freshOnRetry,
} from './fixtures';

test.use({ account: MEMBER.login });

const OSAKA = 'ブラッシュアップセミナー（大阪会場）';

const callOf = (request: Request): string => new URL(request.url()).pathname.split('/').at(-1)!;

/** Chooses an option of one of the list's MUI selects (a combobox and a listbox of options). */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The Osaka seminar's row in 学会・セミナー参加一覧. */
function osakaParticipation(page: Page) {
  return page
    .getByRole('table', { name: '参加申込' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: OSAKA, exact: true }) });
}

test.describe('the Osaka brush-up seminar (event 123)', () => {
  // The payment pays the participation the application makes.
  test.describe.configure({ mode: 'serial' });

  test('finds the Osaka brush-up seminar through the category filters, with the fee that applies to her', async ({
    page,
  }) => {
    // 学会・セミナー一覧(申込受付中), filtered down to the brush-up seminars.
    await openSignedIn(page, '/events/EventsAccepting');
    await expect(pageHeading(page, '学会・セミナー一覧(申込受付中)')).toBeVisible();
    await choose(page, '区分', 'セミナー');
    const filtered = page.waitForRequest(
      (request) =>
        callOf(request) === 'GetListEventRecruiting' &&
        new URL(request.url()).searchParams.get('sub1CategoryId') === '31',
    );
    await choose(page, '分類', 'ブラッシュアップセミナー');
    expect(Object.fromEntries(new URL((await filtered).url()).searchParams)).toEqual({
      SkipCount: '0',
      MaxResultCount: '10',
      Sorting: 'startDate ASC',
      categoryId: '3',
      sub1CategoryId: '31',
    });
    const table = page.getByRole('table', { name: '申込受付中の学会・セミナー' });
    const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
    // The three open brush-up seminars replace the unfiltered page (kept on screen until they come).
    await expect(rows).toHaveCount(3);
    for (const text of await rows.allTextContents()) {
      expect(text).toContain('セミナー / ブラッシュアップセミナー');
    }
    const osakaRow = rows.filter({ has: page.getByRole('link', { name: OSAKA, exact: true }) });
    await expect(osakaRow).toContainText('2027/01/15');
    await expect(osakaRow).toContainText('120名（残り');

    // Detail: the fee that applies to a 正会員, tax included.
    await osakaRow.getByRole('link', { name: OSAKA, exact: true }).click();
    await expect(page).toHaveURL(/\/member\/events\/eventDetail\?id=123$/);
    await expect(page.getByLabel('あなたの参加費')).toHaveText(
      'あなたの参加費（正会員）：￥6,000（税込）',
    );
    await page.getByRole('link', { name: '参加申込へ' }).click();

    await expect(page).toHaveURL(/\/member\/events\/entry\?id=123$/);
  });

  test('applies for a brush-up seminar once, then shows the unpaid participation', async ({
    page,
  }) => {
    await freshOnRetry(MEMBER.login);
    const inserts: Request[] = [];
    page.on('request', (request) => {
      if (callOf(request) === 'InsertParticipant') inserts.push(request);
    });
    await openSignedIn(page, '/events/entry?id=123');

    // Entry: the basic course and three sessions; a clash is refused, a full session is disabled.
    await page.getByRole('radio', { name: /^基礎コース/ }).check();
    const session = (name: RegExp) => page.getByRole('checkbox', { name });
    await session(/構造と取り扱いの基本/).check();
    await session(/スコープの用手洗浄/).click();
    await expect(page.getByRole('alert')).toHaveText(
      '「講義「内視鏡の構造と取り扱いの基本」」（09:30〜10:30）と「実習「スコープの用手洗浄」」（09:30〜10:30）は時間帯が重なっているため、両方は選択できません。',
    );
    await expect(session(/スコープの用手洗浄/)).not.toBeChecked();
    await expect(session(/生検鉗子・スネアの介助/)).toBeDisabled();
    await expect(page.getByText(/実習「生検鉗子・スネアの介助」（満席）/)).toBeVisible();
    await session(/前処置と患者対応/).check();
    await session(/鎮静と偶発症への備え/).check();
    await session(/参加規約に同意する/).check();
    await page.getByRole('button', { name: '確認へ' }).click();

    const summary = page.getByRole('table', { name: '申込内容' });
    await expect(summary.getByRole('row', { name: /受講する講座/ })).toContainText(
      '09:30〜10:30 講義「内視鏡の構造と取り扱いの基本」（A会場）10:40〜11:40 講義「前処置と患者対応」（A会場）13:00〜14:00 講義「鎮静と偶発症への備え」（A会場）',
    );
    await expect(summary.getByRole('row', { name: /参加費/ })).toContainText(
      '￥6,000（税込・正会員）',
    );
    const answer = page.waitForResponse(
      (response) => callOf(response.request()) === 'InsertParticipant',
    );
    await page.getByRole('button', { name: '申し込む' }).dblclick();
    const created = ((await (await answer).json()) as { result: { data: { id: number } } }).result;
    const participantId = created.data.id;

    // 学会・セミナー参加一覧: the new participation, unpaid, with the way to pay it.
    await expect(page).toHaveURL(urlPath(memberPath('/events/participaints')));
    await expect(page.getByText('参加申込を受け付けました。')).toBeVisible();
    const mine = osakaParticipation(page);
    await expect(mine).toHaveCount(1);
    // Marked as the one just made, and in view.
    await expect(mine).toHaveAttribute('aria-current', 'true');
    await expect(mine.getByText('新しい申込', { exact: true })).toBeVisible();
    await expect(mine).toBeInViewport();
    await expect(mine).toContainText('2027/01/24');
    await expect(mine).toContainText('受講');
    await expect(mine).toContainText('申込済み');
    await expect(mine).toContainText('￥6,000');
    await expect(mine).toContainText('未払い');
    await expect(mine.getByRole('button', { name: `お支払いへ（${OSAKA}）` })).toBeEnabled();
    await expect(mine.getByRole('link', { name: `受講票（${OSAKA}）` })).toHaveAttribute(
      'href',
      new RegExp(`/AttendanceSlip\\?participantId=${participantId}$`),
    );
    expect(inserts).toHaveLength(1);
    expect(inserts[0]!.postDataJSON()).toEqual({
      eventId: 123,
      parentSectionId: 12351,
      childrenIds: [12352, 12354, 12356],
      luncheonSeminarIds: [],
      agreeTerms: true,
    });
  });

  test("prints the participation's attendance slip on one A4 page", async ({ page }) => {
    await openSignedIn(page, '/events/participaints');
    // 受講票 of the participation the application made: the member, the event, the sessions and a
    // QR code; printing shows the slip alone.
    const link = osakaParticipation(page).getByRole('link', { name: `受講票（${OSAKA}）` });
    const participantId = new URLSearchParams((await link.getAttribute('href'))?.split('?')[1]).get(
      'participantId',
    );
    expect(participantId).toMatch(/^\d+$/);
    await link.click();
    await expect(page).toHaveURL(
      new RegExp(`/member/events/AttendanceSlip\\?participantId=${participantId}$`),
    );
    const slip = page.getByRole('article', { name: '受講票' });
    await expect(slip).toContainText(`${MEMBER.name} 様`);
    await expect(slip).toContainText(OSAKA);
    await expect(slip).toContainText('2027/01/24 09:30〜');
    await expect(slip).toContainText('基礎コース');
    await expect(slip).toContainText('13:00〜14:00 A会場 講義「鎮静と偶発症への備え」');
    await expect(slip).toContainText(String(participantId));
    await expect(slip).toContainText('参加費が未払いです');
    await expect(slip.getByRole('img', { name: '受付用QRコード' })).toBeVisible();

    // includeHidden: the bars stay in the DOM when printing, only unseen.
    const appBar = page.getByRole('banner', { includeHidden: true });
    const sideMenu = page.getByRole('navigation', { name: 'サイドメニュー', includeHidden: true });
    const print = page.getByRole('button', { name: '印刷', includeHidden: true });
    for (const screenOnly of [appBar, sideMenu, print]) await expect(screenOnly).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(slip).toBeVisible();
    for (const screenOnly of [appBar, sideMenu, print]) await expect(screenOnly).toBeHidden();
    // What the printer gets: one A4 page (210 × 297 mm = 595 × 842 pt).
    const pdf = await PDFDocument.load(await page.pdf({ preferCSSPageSize: true }));
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
  });

  test('pays the participation by card through the demo checkout', async ({ page }) => {
    // One checkout opened and one outcome asked for: no double submission on either side.
    const fetches: Request[] = [];
    const statuses: Request[] = [];
    page.on('request', (request) => {
      if (callOf(request) === 'FetchPaymentUrl') fetches.push(request);
      if (callOf(request) === 'UpdatePaymentServiceStatus') statuses.push(request);
    });

    await openSignedIn(page, '/events/participaints');
    const mine = osakaParticipation(page);
    await expect(mine).toContainText('未払い');
    await mine.getByRole('button', { name: `お支払いへ（${OSAKA}）` }).click();

    // お支払い: the participation's request, ¥6,000, payable by card only.
    await expect(page).toHaveURL(urlPath(memberPath('/payment')));
    const requestId = await page.evaluate(() => localStorage.getItem('auth.paymentRequestId'));
    expect(requestId).toMatch(/^\d+$/);
    const current = page.getByRole('region', { name: 'ご請求内容' });
    await expect(current.getByText(`学会・セミナー参加費：${OSAKA} 参加費`)).toBeVisible();
    await expect(
      current
        .getByRole('table', { name: 'ご請求の内訳' })
        .getByRole('row', { name: /お支払い金額/ }),
    ).toContainText('￥6,000');
    await expect(current.getByRole('list', { name: 'お支払い方法' })).toHaveText(
      /^クレジットカード：/,
    );
    await current.getByRole('button', { name: 'クレジットカードで支払う' }).dblclick();

    // The provider's page (served by the demo API, no script).
    await expect(page).toHaveURL(/\/api\/DemoCheckout\/Pay\?/);
    await expect(page.getByRole('heading', { name: 'カード決済' })).toBeVisible();
    const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
    expect(orderId).toMatch(/^JG-20261122-0012345-\d{2}$/);
    await expect(page.getByText(`${OSAKA} 参加費`)).toBeVisible();
    await expect(page.getByText('6,000円')).toBeVisible();
    await page.getByRole('button', { name: '支払う' }).click();

    // Back on /payment: paid, and the session no longer holds a request to pay.
    await expect(page).toHaveURL(urlPath(memberPath('/payment')));
    const done = page.getByRole('status').filter({ hasText: 'お支払いが完了しました' });
    await expect(done).toContainText(`${OSAKA} 参加費（￥6,000、注文番号 ${orderId}）`);
    expect(await page.evaluate(() => localStorage.getItem('auth.paymentRequestId'))).toBeNull();
    await done.getByRole('link', { name: 'お支払いした内容を見る' }).click();
    await expect(page).toHaveURL(urlPath(memberPath('/events/participaints')));
    await expect(mine).toContainText('支払済み');

    expect(fetches.map((request) => request.postDataJSON())).toEqual([
      { paymentRequestId: Number(requestId) },
    ]);
    expect(statuses.map((request) => [request.method(), request.postDataJSON()])).toEqual([
      ['PUT', { orderId }],
    ]);
  });

  test('shows the paid participation confirmed, with nothing left to pay or cancel, and its receipt', async ({
    page,
  }) => {
    // 学会・セミナー参加一覧: confirmed and paid, nothing left to pay or cancel, a receipt.
    await openSignedIn(page, '/events/participaints');
    const mine = osakaParticipation(page);
    await expect(mine).toContainText('参加確定');
    await expect(mine).toContainText('支払済み');
    await expect(mine.getByRole('button', { name: `お支払いへ（${OSAKA}）` })).toHaveCount(0);
    await expect(mine.getByRole('button', { name: `キャンセル（${OSAKA}）` })).toHaveCount(0);
    const downloading = page.waitForEvent('download');
    await mine.getByRole('button', { name: `領収書（${OSAKA}）` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`領収書_${OSAKA}_0012345.pdf`);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
