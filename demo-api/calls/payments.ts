/**
 * Payment requests (請求) and card payment (`Payment/*`, plus `GetDetailPaymentRequest` in the
 * MembershipFee area). Model: seed/fees.ts; ledger and card attempts: paymentRequests.ts; the
 * demo provider's checkout page: checkout.ts. What each call means, where SPEC §7 only names it:
 *
 * - GetDetailPaymentRequest?id → one request of the member with what it pays: `items` (the fee
 *   records, membership fees only) and `breakdown` (label and amount per line, every purpose).
 * - GetListPaymentRequest → the member's requests, paged; filters `paymentMethod` (credit|bank),
 *   `status` (unpaid|paid|cancelled|replaced), `settlementStatus`, `purpose` and `fiscalYear` (of
 *   issue). Filtered to `paymentMethod=credit` it is the card-settlement list: every attempt, a
 *   retried one as `replaced`.
 * - GetPaymentTargetYears → the fiscal years the member has requests in, newest first.
 * - GetPaymentMethods?paymentRequestId → how the request can be paid: card always; bank transfer
 *   for membership fees only (goods and events are paid by card when ordered).
 * - FetchPaymentUrl { paymentRequestId } → `{ url, orderId }`: opens a checkout for the request
 *   under an order id never sent to the checkout before (a new request's first id is assigned
 *   here). Refused (500, Japanese message) when the request is paid, cancelled or replaced, when
 *   what it pays is already paid, or when its order id was used: a retry renumbers first.
 * - UpdatePaymentServiceStatus { orderId } (PUT) → the attempt's outcome from the provider's
 *   record, applied to the ledger (idempotent per order id), and `latest`: the request that now
 *   stands for what it pays (its last successor after retries), so an old order id reached
 *   through the browser's history still tells whether it was paid since.
 * - GetReNumberedOrderId?paymentRequestId → `{ orderId }`, the order id the next attempt takes.
 * - ReNumberingOrderId { paymentRequestId, orderId } → `{ paymentRequestId, orderId }`: assigns
 *   that order id; a request whose id already went to the checkout is closed as `replaced` and a
 *   successor (the answer's paymentRequestId) carries the new id.
 */
import { BASE_PATH } from '../../src/config/constants';
import type { Account } from '../accounts';
import {
  bodyOf,
  DemoApiError,
  intParam,
  invalidField,
  ok,
  paged,
  queryParam,
  validationError,
} from '../abp';
import { defineCall } from '../defineCall';
import { feeView, fiscalYearOf, requestView } from '../feeLedger';
import {
  attemptOf,
  isTargetPaid,
  latestOf,
  nextOrderId,
  openAttempt,
  orderIdUsed,
  renumber,
  settleAttempt,
} from '../paymentRequests';
import type {
  PaymentMethod,
  PaymentRequestDetail,
  PaymentStatus,
  PaymentUrl,
  ReNumberedOrderId,
  Renumbered,
  TargetYear,
} from '../../src/api/payments';
import type { PaymentRequest } from '../seed/fees';
import { demoStore } from '../store';
import { checkoutUrl } from '../checkout';
import { memberOf } from '../callers';
import { ownRecord } from './common';

const FILTERS = ['paymentMethod', 'status', 'settlementStatus', 'purpose'] as const;

const ALREADY_PAID = 'このご請求はお支払い済みです。';
const NO_DOUBLE_PAYMENT = '同じご請求を二度お支払いいただくことはできません。';
const REPLACED = 'このご請求は、やり直したため無効です。';

/** The member's request by id; 404 for anyone else's. */
const requestOf = (account: Account, id: number): PaymentRequest =>
  ownRecord(demoStore.paymentRequests, account, id, 'ご請求が見つかりません');

/** The request id of a JSON body, or ABP's 400 naming the field. */
function bodyInt(body: unknown, name: string): number {
  const value = bodyOf(body)[name];
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  throw invalidField(name);
}

function bodyText(body: unknown, name: string): string {
  const value = bodyOf(body)[name];
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  throw invalidField(name);
}

/** A request the member can still pay; the provider's pending outcome is applied first. */
function payableRequest(account: Account, id: number): PaymentRequest {
  const request = requestOf(account, id);
  settleAttempt(request);
  if (request.status === 'paid') {
    throw new DemoApiError(500, ALREADY_PAID, { details: NO_DOUBLE_PAYMENT });
  }
  if (request.status === 'cancelled') {
    throw new DemoApiError(500, 'このご請求は取り消されています。', {
      details: '最新のご請求からお支払いください。',
    });
  }
  if (request.status === 'replaced') {
    throw new DemoApiError(500, REPLACED, {
      details: 'やり直した新しい注文番号のご請求からお支払いください。',
    });
  }
  if (request.targetIds.some((targetId) => isTargetPaid(request.purpose, targetId))) {
    throw new DemoApiError(500, ALREADY_PAID, { details: NO_DOUBLE_PAYMENT });
  }
  return request;
}

/** What the request pays, one line each (the /payment page's 内訳). */
function breakdownOf(request: PaymentRequest): PaymentRequestDetail['breakdown'] {
  if (request.purpose === 'membershipFee') {
    return demoStore.membershipFees
      .filter((fee) => request.targetIds.includes(fee.id))
      .map(feeView)
      .map((view) => ({ label: view.title, amount: view.amount }));
  }
  if (request.purpose === 'productOrder') {
    return demoStore.productOrders
      .filter((order) => request.targetIds.includes(order.id))
      .map((order) => ({
        label: `${order.productName}（${order.productModelName}）× ${order.quantity}（税込）`,
        amount: order.total,
      }));
  }
  return [{ label: request.title, amount: request.amount }];
}

const PURPOSE_NAMES: Record<PaymentRequest['purpose'], string> = {
  membershipFee: '会費',
  eventParticipation: '学会・セミナー参加費',
  productOrder: '商品購入',
};

function detailView(request: PaymentRequest): PaymentRequestDetail {
  const items =
    request.purpose === 'membershipFee'
      ? demoStore.membershipFees.filter((fee) => request.targetIds.includes(fee.id)).map(feeView)
      : [];
  return {
    ...requestView(request),
    purposeName: PURPOSE_NAMES[request.purpose],
    items,
    breakdown: breakdownOf(request),
    /** The order id went to the checkout: the next attempt needs a new one. */
    orderIdUsed: orderIdUsed(request),
  };
}

const PAYMENT_METHODS: Record<'credit' | 'bank', PaymentMethod> = {
  credit: {
    id: 'credit',
    name: 'クレジットカード',
    description:
      'VISA・Mastercard・JCB・American Express・Diners Club がご利用いただけます。決済会社の画面でカード情報を入力します。',
  },
  bank: {
    id: 'bank',
    name: '銀行振込',
    description:
      '会費は銀行振込でもお支払いいただけます。振込先は会費支払明細に表示しています（振込手数料はご負担ください）。',
  },
};

export const paymentCalls = [
  defineCall('GetDetailPaymentRequest', ({ query, account }) => {
    const request = requestOf(account, intParam(query, 'id'));
    settleAttempt(request);
    return ok(detailView(request));
  }),

  defineCall('GetListPaymentRequest', ({ query, account }) => {
    const memberId = memberOf(account).id;
    const wanted = FILTERS.map((name) => [name, queryParam(query, name)?.trim()] as const);
    const fiscalYear = queryParam(query, 'fiscalYear')?.trim();
    const year = fiscalYear ? intParam(query, 'fiscalYear') : null;
    const requests = demoStore.paymentRequests.filter(
      (request) =>
        request.memberId === memberId &&
        wanted.every(([name, value]) => !value || request[name] === value) &&
        (year === null || fiscalYearOf(request.issuedOn) === year),
    );
    return paged(requests.map(requestView), query, 'issuedOn DESC', { whole: true });
  }),

  defineCall('GetPaymentTargetYears', ({ account }) => {
    const memberId = memberOf(account).id;
    const years = new Set(
      demoStore.paymentRequests
        .filter((request) => request.memberId === memberId)
        .map((request) => fiscalYearOf(request.issuedOn)),
    );
    return ok(
      [...years]
        .sort((a, b) => b - a)
        .map((fiscalYear): TargetYear => ({ fiscalYear, name: `${fiscalYear}年度` })),
    );
  }),

  defineCall('GetPaymentMethods', ({ query, account }) => {
    const id = queryParam(query, 'paymentRequestId');
    const request = id ? requestOf(account, intParam(query, 'paymentRequestId')) : null;
    const bank = request === null || request.purpose === 'membershipFee';
    return ok(bank ? [PAYMENT_METHODS.credit, PAYMENT_METHODS.bank] : [PAYMENT_METHODS.credit]);
  }),

  defineCall('FetchPaymentUrl', ({ body, account, request: http }) => {
    const request = payableRequest(account, bodyInt(body, 'paymentRequestId'));
    if (orderIdUsed(request)) {
      throw new DemoApiError(500, `注文番号 ${request.orderId ?? ''} は使用済みです。`, {
        details: '新しい注文番号を取得してからお支払いください。',
      });
    }
    request.orderId ??= nextOrderId(memberOf(account).memberNo);
    const origin = new URL(http.url).origin;
    const attempt = openAttempt(request, `${origin}${BASE_PATH}/payment`);
    return ok<PaymentUrl>({ url: checkoutUrl(origin, attempt), orderId: attempt.orderId });
  }),

  defineCall('UpdatePaymentServiceStatus', ({ body, account }) => {
    const orderId = bodyText(body, 'orderId');
    const attempt = attemptOf(orderId);
    if (!attempt || attempt.memberId !== memberOf(account).id) {
      throw new DemoApiError(404, 'お支払い手続きが見つかりません', {
        details: `注文番号 ${orderId} の手続きはありません。`,
      });
    }
    const request = requestOf(account, attempt.paymentRequestId);
    settleAttempt(request);
    const result = attempt.outcome ?? 'pending';
    const latest = latestOf(request);
    return ok<PaymentStatus>({
      orderId,
      result,
      message: attempt.message,
      paymentRequestId: request.id,
      purpose: request.purpose,
      targetIds: request.targetIds,
      title: request.title,
      amount: request.amount,
      paidAt: result === 'paid' ? request.paidAt : null,
      replacedReason: request.replacedReason,
      latest: {
        paymentRequestId: latest.id,
        status: latest.status,
        orderId: latest.orderId,
        paymentMethod: latest.paymentMethod,
        paidAt: latest.paidAt,
      },
    });
  }),

  defineCall('GetReNumberedOrderId', ({ query, account }) => {
    const request = payableRequest(account, intParam(query, 'paymentRequestId'));
    return ok<ReNumberedOrderId>({
      paymentRequestId: request.id,
      previousOrderId: request.orderId,
      orderId: nextOrderId(memberOf(account).memberNo),
    });
  }),

  defineCall('ReNumberingOrderId', ({ body, account }) => {
    const request = payableRequest(account, bodyInt(body, 'paymentRequestId'));
    const orderId = bodyText(body, 'orderId');
    if (orderId !== nextOrderId(memberOf(account).memberNo)) {
      return validationError([
        {
          message: 'この注文番号は使えません。注文番号を取得しなおしてください。',
          members: ['orderId'],
        },
      ]);
    }
    const next = renumber(request, orderId);
    // renumber gave `next` this order id (a successor request carries it).
    return ok<Renumbered>({ paymentRequestId: next.id, orderId });
  }),
];
