import { PAID_FOR, RECEIPT_CALLS } from '../../../resources/shared/paymentPurposes';
import type { CallName } from '../../api/contract';
import type { PaymentPurpose, PaymentRequestDetail } from '../../api/payments';
import { linkPath } from '../../generator/LinkField';

/** Where the member finds what a request paid (the card-settlement list links the same way). */
export function paidForPath(purpose: PaymentPurpose, targetIds: readonly number[]): string {
  return linkPath({ by: PAID_FOR }, { id: '', purpose, targetIds }) ?? PAID_FOR.to.membershipFee;
}

/** One receipt of a paid request: the call, the record's id and what it is for. */
export interface Receipt {
  call: CallName;
  id: number;
  title: string;
}

/**
 * A paid request's receipts, one per record it paid: each fee record (入会金/年会費 and 支部会費
 * have their own calls), or the participation or order. The same documents the fee page, the
 * participation list and the order detail offer.
 */
export function receiptsOf(request: PaymentRequestDetail): Receipt[] {
  if (request.purpose === 'membershipFee') {
    return request.items.map((fee) => ({
      call: fee.kind === 'affiliation' ? RECEIPT_CALLS.affiliationFee : RECEIPT_CALLS.membershipFee,
      id: fee.id,
      title: fee.title,
    }));
  }
  return request.targetIds.map((id) => ({
    call: RECEIPT_CALLS[request.purpose],
    id,
    title: request.title,
  }));
}
