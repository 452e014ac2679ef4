import { defineResource } from '../src/generator/defineResource';
import { RECEIPT_CALLS } from './shared/paymentPurposes';

/**
 * The member's paid fees on /MembershipFeeDetail (支払済みの会費), newest fiscal year first, each
 * with its receipt: 入会金/年会費 from DownloadReceiptMembershipFee, 支部会費 from
 * DownloadReceiptAffiliationMembershipFee.
 */
export default defineResource({
  name: 'membershipFeesPaid',
  label: '支払済みの会費',
  routes: {},
  embeddedIn: '/MembershipFeeDetail',
  api: { list: 'GetListMembershipFeePaid' },
  permission: null,
  list: {
    sort: { field: 'fiscalYear', order: 'DESC' },
    emptyText: '支払済みの会費はまだありません。',
  },
  fields: [
    { source: 'fiscalYearName', label: '年度', type: 'text', views: ['list'] },
    { source: 'itemName', label: '内容', type: 'text', views: ['list'], wrap: true },
    { source: 'amount', label: '金額', type: 'yen', views: ['list'] },
    { source: 'paidAt', label: '支払日', type: 'date', views: ['list'], sortable: true },
    { source: 'paymentMethodName', label: '支払方法', type: 'text', views: ['list'] },
    {
      source: 'id',
      label: '領収書',
      type: 'download',
      views: ['list'],
      download: {
        call: RECEIPT_CALLS.membershipFee,
        label: '領収書',
        rowName: 'title',
        callBy: {
          field: 'kind',
          calls: { affiliation: RECEIPT_CALLS.affiliationFee },
        },
      },
    },
  ],
});
