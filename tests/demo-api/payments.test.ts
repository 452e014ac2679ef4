// @vitest-environment node
/**
 * Card payment through the demo provider's checkout (demo-api/calls/payments.ts, checkout.ts,
 * paymentRequests.ts): one order id per attempt, the outcome taken from the server's own record,
 * no second charge, and a retry under a new order id that keeps every attempt.
 */
import { demoStore } from '../../demo-api/store';
import { DECLINED_MESSAGE } from '../../demo-api/checkout';
import { cancelOpenRequest, isTargetPaid } from '../../demo-api/paymentRequests';
import type { PaymentRequestDetail } from '../../src/api/payments';
import { receiptsOf } from '../../src/pages/payment/paidFor';
import { dataOf, ORIGIN, send, signIn } from './helpers';

const API = `${ORIGIN}/api/services/app`;
/** demo-member's unpaid 2026年度 支部会費 request (seed/fees.ts). */
const BRANCH_FEE_REQUEST = 5109;
const BRANCH_FEE = 1035;

async function data<T>(token: string, method: string, path: string, payload?: unknown) {
  const { status, body } = await send<T>(method, `${API}/${path}`, token, payload);
  expect(status, JSON.stringify(body.error)).toBe(200);
  return dataOf(body);
}

interface PaymentUrl {
  url: string;
  orderId: string;
}
interface Status {
  result: string;
  message: string | null;
  paymentRequestId: number;
  paidAt: string | null;
  replacedReason: string | null;
  latest: { paymentRequestId: number; status: string; orderId: string | null };
}

const fetchUrl = (token: string, paymentRequestId: number) =>
  data<PaymentUrl>(token, 'POST', 'Payment/FetchPaymentUrl', { paymentRequestId });

/** Submits the checkout form as the browser would; answers the redirect (not followed). */
async function submitCheckout(url: string, action: string) {
  const page = new URL(url);
  const form = new URLSearchParams({
    orderId: page.searchParams.get('orderId') ?? '',
    accessId: page.searchParams.get('accessId') ?? '',
    action,
  });
  return fetch(`${page.origin}${page.pathname}`, {
    method: 'POST',
    body: form,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
  });
}

const statusOf = (token: string, orderId: string) =>
  data<Status>(token, 'PUT', 'Payment/UpdatePaymentServiceStatus', { orderId });

describe('card payment through the demo checkout', () => {
  it('pays a request: checkout page, 303 back to /payment, status from the server’s record', async () => {
    const token = await signIn('demo-member');
    const { url, orderId } = await fetchUrl(token, BRANCH_FEE_REQUEST);
    expect(orderId).toMatch(/^JG-\d{8}-0012345-01$/);

    const page = await fetch(url);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('一般社団法人 日本消化器内視鏡技師会');
    expect(html).toContain('2,000円');
    expect(html).not.toContain('<script');

    // Before any answer the provider has nothing: the status says so and nothing is paid.
    expect((await statusOf(token, orderId)).result).toBe('pending');

    const back = await submitCheckout(url, 'pay');
    expect(back.status).toBe(303);
    const location = new URL(back.headers.get('location') ?? '');
    expect(location.pathname).toBe('/member/payment');
    expect(location.searchParams.get('orderId')).toBe(orderId);

    const status = await statusOf(token, orderId);
    expect(status).toMatchObject({ result: 'paid', paymentRequestId: BRANCH_FEE_REQUEST });
    expect(status.paidAt).not.toBeNull();
    expect(isTargetPaid('membershipFee', BRANCH_FEE)).toBe(true);
    // Idempotent: asking again changes nothing.
    expect(await statusOf(token, orderId)).toEqual(status);
  });

  it('never charges a paid request twice', async () => {
    const token = await signIn('demo-member');
    const { url } = await fetchUrl(token, BRANCH_FEE_REQUEST);
    await submitCheckout(url, 'pay');
    // A second submission of the same form is answered with the first outcome.
    expect((await submitCheckout(url, 'fail')).headers.get('location')).toContain('result=paid');

    const again = await send('POST', `${API}/Payment/FetchPaymentUrl`, token, {
      paymentRequestId: BRANCH_FEE_REQUEST,
    });
    expect(again.status).toBe(500);
    expect(again.body.error?.message).toBe('このご請求はお支払い済みです。');
    const renumber = await send(
      'GET',
      `${API}/Payment/GetReNumberedOrderId?paymentRequestId=${BRANCH_FEE_REQUEST}`,
      token,
    );
    expect(renumber.status).toBe(500);
    expect(demoStore.checkouts).toHaveLength(1);
  });

  it('does not trust the query string: a forged result=paid pays nothing', async () => {
    const token = await signIn('demo-member');
    const { orderId } = await fetchUrl(token, BRANCH_FEE_REQUEST);
    expect((await statusOf(token, orderId)).result).toBe('pending');
    expect(isTargetPaid('membershipFee', BRANCH_FEE)).toBe(false);
  });

  it('retries a declined card under a new order id, keeping the failed attempt', async () => {
    const token = await signIn('demo-member');
    const first = await fetchUrl(token, BRANCH_FEE_REQUEST);
    await submitCheckout(first.url, 'fail');
    const failed = await statusOf(token, first.orderId);
    expect(failed).toMatchObject({ result: 'failed', message: DECLINED_MESSAGE });

    // The used order id cannot go to the checkout again.
    const reuse = await send('POST', `${API}/Payment/FetchPaymentUrl`, token, {
      paymentRequestId: BRANCH_FEE_REQUEST,
    });
    expect(reuse.status).toBe(500);
    expect(reuse.body.error?.details).toBe('新しい注文番号を取得してからお支払いください。');

    const { orderId } = await data<{ orderId: string }>(
      token,
      'GET',
      `Payment/GetReNumberedOrderId?paymentRequestId=${BRANCH_FEE_REQUEST}`,
    );
    expect(orderId).toMatch(/-02$/);
    const next = await data<{ paymentRequestId: number; orderId: string }>(
      token,
      'POST',
      'Payment/ReNumberingOrderId',
      { paymentRequestId: BRANCH_FEE_REQUEST, orderId },
    );
    expect(next.orderId).toBe(orderId);
    expect(next.paymentRequestId).not.toBe(BRANCH_FEE_REQUEST);

    const second = await fetchUrl(token, next.paymentRequestId);
    expect(second.orderId).toBe(orderId);
    await submitCheckout(second.url, 'pay');
    expect((await statusOf(token, orderId)).result).toBe('paid');

    const cards = await data<{ orderId: string; settlementStatus: string; status: string }[]>(
      token,
      'GET',
      'Payment/GetListPaymentRequest?paymentMethod=credit&Sorting=orderId%20DESC&MaxResultCount=2',
    );
    // The declined attempt's request reads as replaced (never withdrawn); its outcome stays the
    // provider's.
    expect(cards.map((row) => [row.orderId, row.settlementStatus, row.status])).toEqual([
      [orderId, 'completed', 'paid'],
      [first.orderId, 'replaced', 'replaced'],
    ]);
    expect((await statusOf(token, first.orderId)).result).toBe('failed');
    const replaced = await data<{ id: number }[]>(
      token,
      'GET',
      'Payment/GetListPaymentRequest?status=replaced&fiscalYear=2026',
    );
    expect(replaced.map((row) => row.id)).toEqual([BRANCH_FEE_REQUEST]);
  });

  it('refuses to pay a replaced request, pointing to its successor', async () => {
    const token = await signIn('demo-member');
    await fetchUrl(token, BRANCH_FEE_REQUEST);
    const { orderId } = await data<{ orderId: string }>(
      token,
      'GET',
      `Payment/GetReNumberedOrderId?paymentRequestId=${BRANCH_FEE_REQUEST}`,
    );
    await data(token, 'POST', 'Payment/ReNumberingOrderId', {
      paymentRequestId: BRANCH_FEE_REQUEST,
      orderId,
    });
    for (const [method, path, payload] of [
      ['POST', 'Payment/FetchPaymentUrl', { paymentRequestId: BRANCH_FEE_REQUEST }],
      ['GET', `Payment/GetReNumberedOrderId?paymentRequestId=${BRANCH_FEE_REQUEST}`, undefined],
    ] as const) {
      const refused = await send(method, `${API}/${path}`, token, payload);
      expect(refused.status).toBe(500);
      expect(refused.body.error).toMatchObject({
        message: 'このご請求は、やり直したため無効です。',
        details: 'やり直した新しい注文番号のご請求からお支払いください。',
      });
    }
  });

  it('voids an abandoned checkout when the member renumbers, so it can never be paid', async () => {
    const token = await signIn('demo-member');
    const abandoned = await fetchUrl(token, BRANCH_FEE_REQUEST);
    const { orderId } = await data<{ orderId: string }>(
      token,
      'GET',
      `Payment/GetReNumberedOrderId?paymentRequestId=${BRANCH_FEE_REQUEST}`,
    );
    await data(token, 'POST', 'Payment/ReNumberingOrderId', {
      paymentRequestId: BRANCH_FEE_REQUEST,
      orderId,
    });
    const late = await submitCheckout(abandoned.url, 'pay');
    expect(late.status).toBe(409);
    expect(await late.text()).toContain('この手続きでカードに請求されることはありません');
    expect(isTargetPaid('membershipFee', BRANCH_FEE)).toBe(false);
    // Abandoned, not cancelled: the member cancelled nothing.
    expect(await statusOf(token, abandoned.orderId)).toMatchObject({
      result: 'void',
      replacedReason: 'abandoned',
      latest: { status: 'unpaid', orderId },
    });
    // Replaced, not withdrawn: the card-settlement list says so, with when and why.
    const closed = demoStore.paymentRequests.find((item) => item.id === BRANCH_FEE_REQUEST);
    expect(closed).toMatchObject({
      status: 'replaced',
      settlementStatus: 'replaced',
      replacedReason: 'abandoned',
    });
    expect(closed?.settledAt).not.toBeNull();
  });

  /** Renumbers the request for a retry; answers the successor and its order id. */
  async function retry(token: string, paymentRequestId: number) {
    const { orderId } = await data<{ orderId: string }>(
      token,
      'GET',
      `Payment/GetReNumberedOrderId?paymentRequestId=${paymentRequestId}`,
    );
    return data<{ paymentRequestId: number; orderId: string }>(
      token,
      'POST',
      'Payment/ReNumberingOrderId',
      { paymentRequestId, orderId },
    );
  }

  it('keeps why each retried attempt did not go through, and the request that replaced it', async () => {
    const token = await signIn('demo-member');
    const declined = await fetchUrl(token, BRANCH_FEE_REQUEST);
    await submitCheckout(declined.url, 'fail');
    const second = await retry(token, BRANCH_FEE_REQUEST);
    const cancelled = await fetchUrl(token, second.paymentRequestId);
    await submitCheckout(cancelled.url, 'cancel');
    const third = await retry(token, second.paymentRequestId);

    const rows = await data<{ id: number; replacedBy: number | null; replacedReason: string }[]>(
      token,
      'GET',
      'Payment/GetListPaymentRequest?status=replaced&fiscalYear=2026',
    );
    expect(
      rows.map(({ id, replacedBy, replacedReason }) => [id, replacedBy, replacedReason]),
    ).toEqual(
      expect.arrayContaining([
        [BRANCH_FEE_REQUEST, second.paymentRequestId, 'declined'],
        [second.paymentRequestId, third.paymentRequestId, 'cancelled'],
      ]),
    );
    // The seed's retried request says why as well.
    expect(demoStore.paymentRequests.find((item) => item.id === 5106)).toMatchObject({
      replacedBy: 5107,
      replacedReason: 'declined',
    });
  });

  it('an old order id reached again after a retry was paid reads as paid, not as its failure', async () => {
    const token = await signIn('demo-member');
    const declined = await fetchUrl(token, BRANCH_FEE_REQUEST);
    await submitCheckout(declined.url, 'fail');
    const second = await retry(token, BRANCH_FEE_REQUEST);
    const paid = await fetchUrl(token, second.paymentRequestId);
    await submitCheckout(paid.url, 'pay');

    // Back through the browser's history to the first attempt's result page.
    const old = await statusOf(token, declined.orderId);
    expect(old).toMatchObject({
      result: 'failed',
      paymentRequestId: BRANCH_FEE_REQUEST,
      replacedReason: 'declined',
      latest: { paymentRequestId: second.paymentRequestId, status: 'paid', orderId: paid.orderId },
    });
  });

  it('a cancel sent after the payment went through changes nothing', async () => {
    const token = await signIn('demo-member');
    const { url, orderId } = await fetchUrl(token, BRANCH_FEE_REQUEST);
    await submitCheckout(url, 'pay');
    // The checkout's form again (Back), its キャンセル pressed: the first answer stands.
    const cancel = await submitCheckout(url, 'cancel');
    expect(cancel.headers.get('location')).toContain('result=paid');
    // Its page, reached again, sends the browser back to the result rather than the form.
    const again = await fetch(url, { redirect: 'manual' });
    expect(again.status).toBe(303);
    expect(await statusOf(token, orderId)).toMatchObject({
      result: 'paid',
      latest: { paymentRequestId: BRANCH_FEE_REQUEST, status: 'paid', orderId },
    });
    expect(isTargetPaid('membershipFee', BRANCH_FEE)).toBe(true);
  });

  it('refuses an order id that is not the next one, and a checkout without its secret', async () => {
    const token = await signIn('demo-member');
    const wrong = await send('POST', `${API}/Payment/ReNumberingOrderId`, token, {
      paymentRequestId: BRANCH_FEE_REQUEST,
      orderId: 'JG-20200101-0012345-01',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error?.validationErrors?.[0]?.members).toEqual(['orderId']);

    const { url } = await fetchUrl(token, BRANCH_FEE_REQUEST);
    const forged = new URL(url);
    forged.searchParams.set('accessId', 'guessed');
    expect((await fetch(forged)).status).toBe(404);
  });

  it('keeps requests to their member', async () => {
    const token = await signIn('demo-temp');
    const foreign = await send('POST', `${API}/Payment/FetchPaymentUrl`, token, {
      paymentRequestId: BRANCH_FEE_REQUEST,
    });
    expect(foreign.status).toBe(404);
  });

  it('voids the open checkout when what it pays is withdrawn', async () => {
    const token = await signIn('demo-member');
    const { url } = await fetchUrl(token, 5404);
    cancelOpenRequest('productOrder', 7004);
    expect((await submitCheckout(url, 'pay')).status).toBe(409);
    expect(isTargetPaid('productOrder', 7004)).toBe(false);
  });
});

describe('payment request calls', () => {
  it('GetDetailPaymentRequest gives every purpose a breakdown', async () => {
    const token = await signIn('demo-member');
    const order = await data<{ purposeName: string; breakdown: unknown[]; orderIdUsed: boolean }>(
      token,
      'GET',
      'MembershipFee/GetDetailPaymentRequest?id=5404',
    );
    expect(order).toMatchObject({
      purposeName: '商品購入',
      orderIdUsed: false,
      breakdown: [{ label: '認定技師試験 過去問題集 2026年版（通常版）× 1（税込）', amount: 3300 }],
    });
  });

  it('GetPaymentTargetYears and the fiscalYear filter', async () => {
    const token = await signIn('demo-member');
    const years = await data<{ fiscalYear: number }[]>(
      token,
      'GET',
      'Payment/GetPaymentTargetYears',
    );
    expect(years.map((year) => year.fiscalYear)).toEqual([
      2026, 2025, 2024, 2023, 2022, 2021, 2011,
    ]);
    const of2024 = await data<{ id: number }[]>(
      token,
      'GET',
      'Payment/GetListPaymentRequest?fiscalYear=2024',
    );
    expect(of2024.map((row) => row.id)).toEqual([5105]);
  });

  it('a paid request’s receipts are the fee, participation or order receipts of what it paid', async () => {
    const token = await signIn('demo-member');
    const receiptsOfRequest = async (id: number) =>
      receiptsOf(
        await data<PaymentRequestDetail>(
          token,
          'GET',
          `MembershipFee/GetDetailPaymentRequest?id=${id}`,
        ),
      );
    // 年会費 and 支部会費 each have their own receipt call (as on the fee page).
    expect(await receiptsOfRequest(5107)).toEqual([
      { call: 'DownloadReceiptMembershipFee', id: 1014, title: '2025年度 年会費' },
      {
        call: 'DownloadReceiptAffiliationMembershipFee',
        id: 1034,
        title: '2025年度 支部会費（関東支部）',
      },
    ]);
    const paid = demoStore.paymentRequests.filter(
      (item) => item.memberId === 1 && item.status === 'paid',
    );
    for (const purpose of ['eventParticipation', 'productOrder'] as const) {
      const request = paid.find((item) => item.purpose === purpose)!;
      expect(await receiptsOfRequest(request.id)).toEqual([
        {
          call: purpose === 'productOrder' ? 'DownloadReceiptProductOrder' : 'DownloadReceiptEvent',
          id: request.targetIds[0],
          title: request.title,
        },
      ]);
    }
  });

  it('GetPaymentMethods offers bank transfer for membership fees only', async () => {
    const token = await signIn('demo-member');
    const forFee = await data<{ id: string }[]>(
      token,
      'GET',
      `Payment/GetPaymentMethods?paymentRequestId=${BRANCH_FEE_REQUEST}`,
    );
    expect(forFee.map((method) => method.id)).toEqual(['credit', 'bank']);
    const forGoods = await data<{ id: string }[]>(
      token,
      'GET',
      'Payment/GetPaymentMethods?paymentRequestId=5404',
    );
    expect(forGoods.map((method) => method.id)).toEqual(['credit']);
  });
});

describe('admission', () => {
  /** demo-temp's unpaid request: 入会金 and the 2026年度 年会費 (seed/fees.ts). */
  const ADMISSION_REQUEST = 5201;

  it('paying the admission fee makes a provisional member a member', async () => {
    const token = await signIn('demo-temp');
    expect(await data<string[]>(token, 'GET', 'Application/GetMemberRoles')).toEqual([
      'temp-member',
    ]);
    // Refused as its page is: the card is a paid member's (403).
    expect((await send('GET', `${API}/Application/GetDigitalMembershipCard`, token)).status).toBe(
      403,
    );

    const { url, orderId } = await fetchUrl(token, ADMISSION_REQUEST);
    expect((await submitCheckout(url, 'pay')).status).toBe(303);
    expect((await statusOf(token, orderId)).result).toBe('paid');

    expect(await data<string[]>(token, 'GET', 'Application/GetMemberRoles')).toEqual(['member']);
    expect((await send('GET', `${API}/Application/GetDigitalMembershipCard`, token)).status).toBe(
      200,
    );
  });

  it('a declined admission payment leaves the member provisional', async () => {
    const token = await signIn('demo-temp');
    const { url, orderId } = await fetchUrl(token, ADMISSION_REQUEST);
    await submitCheckout(url, 'fail');
    expect((await statusOf(token, orderId)).result).toBe('failed');
    expect(await data<string[]>(token, 'GET', 'Application/GetMemberRoles')).toEqual([
      'temp-member',
    ]);
  });
});
