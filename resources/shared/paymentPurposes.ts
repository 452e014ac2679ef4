/**
 * Where the member finds what a payment request paid, by its `purpose`: the fee page, the event
 * participations, or the order's detail (a goods request pays one order: `targetIds` holds its
 * id). The card-settlement list links its rows with it, and the payment page its result.
 */
export const PAID_FOR = {
  field: 'purpose',
  to: {
    membershipFee: '/MembershipFeeDetail',
    eventParticipation: '/events/participaints',
    productOrder: '/ProductOrderHistories/:targetIds/detail',
  },
} as const;
