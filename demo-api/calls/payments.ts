/**
 * Payment requests (請求): `GetDetailPaymentRequest` (MembershipFee area) and
 * `GetListPaymentRequest` (Payment area). Model: seed/fees.ts.
 *
 * - GetDetailPaymentRequest?id → one request of the member, with the fee records it pays
 *   (`items`); the fee page checks it is still unpaid before sending the member to /payment.
 * - GetListPaymentRequest → the member's requests, paged; filters `paymentMethod`
 *   (credit|bank), `status` (unpaid|paid|cancelled) and `settlementStatus`. Filtered to
 *   `paymentMethod=credit` it is the card-settlement list: every card attempt, failed ones too.
 */
import { DemoApiError, intParam, ok, paged, queryParam } from '../abp';
import { defineCall } from '../defineCall';
import { feeView, requestView } from '../feeLedger';
import { demoStore } from '../store';
import { memberOf } from './common';

const FILTERS = ['paymentMethod', 'status', 'settlementStatus'] as const;

export const paymentCalls = [
  defineCall('GetDetailPaymentRequest', ({ query, account }) => {
    const id = intParam(query, 'id');
    const memberId = memberOf(account).id;
    const request = demoStore.paymentRequests.find(
      (candidate) => candidate.id === id && candidate.memberId === memberId,
    );
    if (!request) throw new DemoApiError(404, 'ご請求が見つかりません');
    const items = demoStore.membershipFees
      .filter((fee) => request.targetIds.includes(fee.id))
      .map(feeView);
    return ok({ ...requestView(request), items });
  }),

  defineCall('GetListPaymentRequest', ({ query, account }) => {
    const memberId = memberOf(account).id;
    const wanted = FILTERS.map((name) => [name, queryParam(query, name)?.trim()] as const);
    const requests = demoStore.paymentRequests.filter(
      (request) =>
        request.memberId === memberId &&
        wanted.every(([name, value]) => !value || request[name] === value),
    );
    return paged(requests.map(requestView), query, 'issuedOn DESC');
  }),
];
