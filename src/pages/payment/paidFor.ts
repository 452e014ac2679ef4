import { PAID_FOR } from '../../../resources/shared/paymentPurposes';
import type { PaymentPurpose } from '../../api/payments';
import { linkPath } from '../../generator/LinkField';

/** Where the member finds what a request paid (the card-settlement list links the same way). */
export function paidForPath(purpose: PaymentPurpose, targetIds: readonly number[]): string {
  return linkPath({ by: PAID_FOR }, { id: '', purpose, targetIds }) ?? PAID_FOR.to.membershipFee;
}
