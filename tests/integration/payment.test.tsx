/**
 * お支払い (/payment): the session's request, the card checkout it leaves for, the outcome shown
 * on return from the server's record (never the query string) and staying the page's answer once
 * paid, a retry under a new order id, no second charge, and the request list only for a visit
 * without a request.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DECLINED_MESSAGE } from '../../demo-api/checkout';
import { nextOrderId, openAttempt, recordOutcome, renumber } from '../../demo-api/paymentRequests';
import { demoStore } from '../../demo-api/store';
import { checkout } from '../../src/pages/payment/checkout';
import { session } from '../../src/providers/session';
import { captureDownloads } from '../downloads';
import { recordCalls, recordRequests, recordSent } from '../requests';
import { renderApp, signInAs } from '../renderApp';
import { answerSlowly } from '../resilience';

/** demo-member's unpaid 2026年度 支部会費 (seed/fees.ts). */
const REQUEST_ID = 5109;
const request = (id = REQUEST_ID) => demoStore.paymentRequests.find((item) => item.id === id)!;

/** A checkout the member went through, with `outcome` recorded by the provider. */
function checkedOut(
  outcome: 'paid' | 'failed' | 'cancelled',
  id = REQUEST_ID,
  memberNo = '0012345',
): string {
  const target = request(id);
  target.orderId = nextOrderId(memberNo);
  const attempt = openAttempt(target, 'http://localhost/member/payment');
  recordOutcome(attempt, outcome, outcome === 'failed' ? DECLINED_MESSAGE : null);
  return attempt.orderId;
}

async function openPayment(path = '/payment') {
  renderApp(path);
  expect(
    await screen.findByRole('heading', { name: 'お支払い', level: 1 }, { timeout: 15000 }),
  ).toBeVisible();
}

const section = (name: string) => screen.findByRole('region', { name });

// The first test loads the admin shell cold; the machine is shared.
describe('payment', { timeout: 40_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the session’s request and leaves for the checkout once, however often clicked', async () => {
    await signInAs('demo-member');
    session.setPaymentRequestId(String(REQUEST_ID));
    const open = vi.spyOn(checkout, 'open').mockImplementation(() => undefined);
    const fetches = recordCalls('FetchPaymentUrl');
    answerSlowly('FetchPaymentUrl');
    const user = userEvent.setup();
    await openPayment();

    const current = await section('ご請求内容');
    expect(await within(current).findByText('2026年度 支部会費（関東支部）')).toBeVisible();
    expect(await within(current).findByText(/VISA・Mastercard/)).toBeVisible();
    const pay = within(current).getByRole('button', { name: 'クレジットカードで支払う' });
    await user.dblClick(pay);

    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(fetches).toHaveLength(1);
    expect(pay).toBeDisabled();
    const url = new URL(open.mock.calls[0]![0]);
    expect(url.pathname).toBe('/api/DemoCheckout/Pay');
    expect(url.searchParams.get('orderId')).toMatch(/^JG-\d{8}-0012345-01$/);
    // Sent here with a request: nothing else to choose from.
    expect(screen.queryByRole('region', { name: 'ご請求一覧' })).toBeNull();
  });

  it('shows a payment as done from the server’s record, whatever the query says, and stays on that result', async () => {
    await signInAs('demo-member');
    session.setPaymentRequestId(String(REQUEST_ID));
    const orderId = checkedOut('paid');
    const requests = recordRequests();
    const receipts = recordSent('DownloadReceiptAffiliationMembershipFee');
    const saved = captureDownloads();
    const user = userEvent.setup();
    await openPayment(`/payment?orderId=${orderId}&result=failed`);

    const done = await screen.findByRole('status');
    expect(within(done).getByText('お支払いが完了しました')).toBeVisible();
    // What was paid, the amount and the order id.
    expect(
      within(done).getByText(`2026年度 支部会費（￥2,000、注文番号 ${orderId}）`),
    ).toBeVisible();
    expect(within(done).getByRole('link', { name: 'お支払いした内容を見る' })).toHaveAttribute(
      'href',
      '/member/MembershipFeeDetail',
    );
    // The fee page's receipt of the branch fee it paid.
    await user.click(
      await within(done).findByRole('button', { name: '領収書（2026年度 支部会費（関東支部））' }),
    );
    await waitFor(() =>
      expect(saved.map((file) => file.fileName)).toEqual(['領収書_2026年度_支部会費_0012345.pdf']),
    );
    expect(receipts.map((sent) => sent.query)).toEqual([{ id: '1035' }]);
    expect(requests.get('UpdatePaymentServiceStatus')).toHaveLength(1);
    await waitFor(() => expect(session.paymentRequestId()).toBeNull());
    // The result is the whole answer: no request to choose, no list underneath.
    expect(screen.queryByRole('region', { name: 'ご請求内容' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'ご請求一覧' })).toBeNull();
    expect(screen.queryByText(/ご請求が選ばれていません/)).toBeNull();
    expect(screen.queryByRole('button', { name: /支払う/ })).toBeNull();
  });

  it('a provisional member who has paid the admission fee is a member at once', async () => {
    await signInAs('demo-temp');
    expect(session.roles()).toEqual(['temp-member']);
    // demo-temp's 入会金 + 2026年度 年会費 (seed/fees.ts).
    const orderId = checkedOut('paid', 5201, '0098761');
    const roles = recordCalls('GetMemberRoles');
    await openPayment(`/payment?orderId=${orderId}`);

    expect(
      within(await screen.findByRole('status')).getByText('お支払いが完了しました'),
    ).toBeVisible();
    await waitFor(() => expect(session.roles()).toEqual(['member']));
    expect(roles).toHaveLength(1);
  });

  it('after a declined card, retries under a new order id', async () => {
    await signInAs('demo-member');
    session.setPaymentRequestId(String(REQUEST_ID));
    const failedOrderId = checkedOut('failed');
    const open = vi.spyOn(checkout, 'open').mockImplementation(() => undefined);
    const requests = recordRequests();
    const user = userEvent.setup();
    await openPayment(`/payment?orderId=${failedOrderId}&result=failed`);

    const failure = await screen.findByRole('alert');
    expect(within(failure).getByText('決済に失敗しました')).toBeVisible();
    expect(within(failure).getByText(DECLINED_MESSAGE)).toBeVisible();
    await user.click(
      await screen.findByRole('button', { name: 'もう一度クレジットカードで支払う' }),
    );

    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    const newOrderId = new URL(open.mock.calls[0]![0]).searchParams.get('orderId');
    expect(newOrderId).toBe(failedOrderId.replace(/-01$/, '-02'));
    expect([...requests.keys()]).toEqual(
      expect.arrayContaining(['GetReNumberedOrderId', 'ReNumberingOrderId', 'FetchPaymentUrl']),
    );
    // The failed attempt stays on its own request, now replaced; a successor carries the retry.
    expect(request()).toMatchObject({ status: 'replaced', settlementStatus: 'replaced' });
    const successor = demoStore.paymentRequests.find((item) => item.orderId === newOrderId)!;
    expect(session.paymentRequestId()).toBe(String(successor.id));
    expect(
      await screen.findByText(`新しい注文番号 ${newOrderId} でお支払いします。`),
    ).toBeVisible();
  });

  it('refuses to charge a request paid meanwhile, with the server’s message', async () => {
    await signInAs('demo-member');
    session.setPaymentRequestId(String(REQUEST_ID));
    const open = vi.spyOn(checkout, 'open').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await openPayment();
    const pay = await screen.findByRole('button', { name: 'クレジットカードで支払う' });
    // Paid in another tab after this page loaded.
    checkedOut('paid');
    await user.click(pay);

    expect(await screen.findByText(/このご請求はお支払い済みです。/)).toBeVisible();
    expect(open).not.toHaveBeenCalled();
    await waitFor(() => expect(pay).toBeEnabled());
  });

  it('Back to an earlier attempt’s result after the retry was paid shows the payment done', async () => {
    await signInAs('demo-member');
    const cancelledOrderId = checkedOut('cancelled');
    const successor = renumber(request(), nextOrderId('0012345'));
    const paidOrderId = checkedOut('paid', successor.id);
    // Paid: the result page cleared the session's request.
    session.setPaymentRequestId(null);
    const details = recordSent('GetDetailPaymentRequest');
    await openPayment(`/payment?orderId=${cancelledOrderId}&result=cancelled`);

    const done = await screen.findByRole('status');
    expect(within(done).getByText('お支払いが完了しました')).toBeVisible();
    expect(
      within(done).getByText(`2026年度 支部会費（￥2,000、注文番号 ${paidOrderId}）`),
    ).toBeVisible();
    expect(
      within(done).getByText(
        `注文番号 ${cancelledOrderId} の手続きは、お支払いをやり直したため無効です（決済画面でキャンセルされました）。`,
      ),
    ).toBeVisible();
    // The receipt is the paid request's.
    expect(
      await within(done).findByRole('button', { name: '領収書（2026年度 支部会費（関東支部））' }),
    ).toBeVisible();
    expect(details.map((sent) => sent.query)).toEqual([{ id: String(successor.id) }]);
    expect(screen.queryByText('キャンセルされました')).toBeNull();
    expect(screen.queryByRole('button', { name: /クレジットカードで支払う/ })).toBeNull();
  });

  it('an abandoned attempt retried but not paid reads as unpaid, never as cancelled', async () => {
    await signInAs('demo-member');
    session.setPaymentRequestId(String(REQUEST_ID));
    const target = request();
    target.orderId = nextOrderId('0012345');
    const abandoned = openAttempt(target, 'http://localhost/member/payment').orderId;
    const successor = renumber(target, nextOrderId('0012345'));
    await openPayment(`/payment?orderId=${abandoned}`);

    const unpaid = await screen.findByRole('status');
    expect(within(unpaid).getByText('お支払いは完了していません')).toBeVisible();
    expect(unpaid).toHaveTextContent(
      `注文番号 ${abandoned} の手続きは、お支払いをやり直したため無効です（決済画面での手続きが完了しませんでした）。`,
    );
    expect(unpaid).toHaveTextContent('2026年度 支部会費（￥2,000）は未払いです。');
    expect(screen.queryByText('キャンセルされました')).toBeNull();
    // The retry's request, payable under its own new order id.
    const current = await section('ご請求内容');
    expect(
      await within(current).findByRole('button', { name: 'クレジットカードで支払う' }),
    ).toBeEnabled();
    expect(successor.status).toBe('unpaid');
  });

  it('Back from the checkout into a page kept by the browser loads it afresh', async () => {
    await signInAs('demo-member');
    session.setPaymentRequestId(String(REQUEST_ID));
    const reload = vi.spyOn(checkout, 'reload').mockImplementation(() => undefined);
    await openPayment();
    await section('ご請求内容');
    const shown = (persisted: boolean) =>
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted }));
    shown(false);
    expect(reload).not.toHaveBeenCalled();
    shown(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('lists the requests only to a visit without one, a replaced request reading as replaced', async () => {
    await signInAs('demo-member');
    // Declined, then retried under a new order id: the request is replaced by a successor.
    checkedOut('failed');
    renumber(request(), nextOrderId('0012345'));
    const user = userEvent.setup();
    await openPayment();
    expect(screen.queryByRole('region', { name: 'ご請求内容' })).toBeNull();
    const list = await section('ご請求一覧');
    expect(within(list).getByText('お支払いするご請求を選んでください。')).toBeVisible();
    // Both rows of the fee, each with its state: read again until the list's answer is all there.
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('row', { name: /2026年度 支部会費/ })
          .map((row) => within(row).getAllByRole('cell').at(-2)?.textContent),
      ).toEqual(['お支払い待ち', 'やり直したため無効（カード会社で承認されませんでした）']),
    );
    // Only the successor is payable.
    expect(
      within(list).getAllByRole('button', {
        name: 'このご請求を支払う（2026年度 支部会費）',
      }),
    ).toHaveLength(1);
    await user.click(
      await within(list).findByRole('button', {
        name: /このご請求を支払う（商品購入 認定技師試験 過去問題集/,
      }),
    );
    expect(await within(await section('ご請求内容')).findByText(/商品購入：/)).toBeVisible();
    expect(session.paymentRequestId()).toBe('5404');
  });

  it('a session’s request replaced meanwhile says so and offers the list instead of a payment', async () => {
    await signInAs('demo-member');
    session.setPaymentRequestId(String(REQUEST_ID));
    checkedOut('cancelled');
    renumber(request(), nextOrderId('0012345'));
    const user = userEvent.setup();
    await openPayment();

    const current = await section('ご請求内容');
    expect(
      await within(current).findByText(
        'このご請求は、お支払いをやり直したため無効です（決済画面でキャンセルされました）。この手続きでは請求されていません。',
      ),
    ).toBeVisible();
    expect(within(current).queryByRole('button', { name: /クレジットカードで支払う/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'ご請求一覧' })).toBeNull();
    await user.click(within(current).getByRole('button', { name: 'ほかのご請求を選ぶ' }));

    expect(await section('ご請求一覧')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'ご請求内容' })).toBeNull();
    expect(session.paymentRequestId()).toBeNull();
  });
});
