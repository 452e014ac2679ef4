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

/**
 * The receipt of each kind of record a request pays, asked with the record's id: a fee record
 * (the branch fee has its own call), a participation, an order. The lists that offer receipts and
 * the payment page's result download the same document with them.
 */
export const RECEIPT_CALLS = {
  membershipFee: 'DownloadReceiptMembershipFee',
  affiliationFee: 'DownloadReceiptAffiliationMembershipFee',
  eventParticipation: 'DownloadReceiptEvent',
  productOrder: 'DownloadReceiptProductOrder',
} as const;
