import type { PaymentPurpose } from '../../api/payments';

/** Where the member finds what a request paid. */
export function paidForPath(purpose: PaymentPurpose, targetIds: readonly number[]): string {
  if (purpose === 'productOrder' && targetIds[0] !== undefined) {
    return `/ProductOrderHistories/${targetIds[0]}/detail`;
  }
  return purpose === 'eventParticipation' ? '/events/participaints' : '/MembershipFeeDetail';
}
