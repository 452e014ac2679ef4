import { defineResource } from '../src/generator/defineResource';

/** The card provider's settlement states. */
const STATES = [
  { id: 'completed', name: '決済完了' },
  { id: 'processing', name: '処理中' },
  { id: 'failed', name: '失敗' },
  { id: 'cancelled', name: '取消' },
];

/**
 * The card-settlement status list (sidebar entry 9): the member's payment requests paid, or
 * attempted, by card — failed and cancelled attempts included — newest first. Each row keeps
 * `purpose` and `targetIds` (what it paid) for the page that will link a settlement to it.
 */
export default defineResource({
  name: 'creditSettlements',
  label: '決済状況',
  routes: {},
  embeddedIn: '/creditSettlements',
  api: { list: 'GetListPaymentRequest' },
  permission: null,
  list: {
    perPage: 10,
    rememberPagination: true,
    sort: { field: 'settledAt', order: 'DESC' },
    filter: { paymentMethod: 'credit' },
    filters: [
      {
        source: 'settlementStatus',
        label: '状態',
        type: 'select',
        alwaysOn: true,
        choices: STATES,
      },
    ],
    emptyText: 'カードでの決済はまだありません。',
  },
  fields: [
    { source: 'settledAt', label: '決済日時', type: 'datetime', views: ['list'], sortable: true },
    { source: 'title', label: '内容', type: 'text', views: ['list'] },
    { source: 'amount', label: '金額', type: 'yen', views: ['list'], sortable: true },
    {
      source: 'settlementStatus',
      label: '状態',
      type: 'status',
      views: ['list'],
      choices: STATES,
    },
    { source: 'orderId', label: 'オーダーID', type: 'text', views: ['list'] },
  ],
});
