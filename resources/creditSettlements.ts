import { defineResource } from '../src/generator/defineResource';
import { PAID_FOR } from './shared/paymentPurposes';
import { REPLACED_NAME, REPLACED_REASONS } from './shared/paymentStates';

/** The card provider's settlement states. */
const STATES = [
  { id: 'completed', name: '決済完了' },
  { id: 'processing', name: '処理中' },
  { id: 'failed', name: '失敗' },
  { id: 'cancelled', name: '取消' },
  // Retried under a new order id: the attempt's row is kept, nothing was charged under it.
  { id: 'replaced', name: REPLACED_NAME },
] as const;

/** What a payment request pays for (seed/fees.ts PaymentPurpose). */
const PURPOSES = [
  { id: 'membershipFee', name: '会費' },
  { id: 'eventParticipation', name: '学会・セミナー参加費' },
  { id: 'productOrder', name: '商品購入' },
] as const;

/**
 * The card-settlement status list (sidebar entry 9): the member's payment requests paid, or
 * attempted, by card — failed and cancelled attempts included — newest first. Each row's 内容
 * links to what it paid (shared/paymentPurposes.ts).
 */
export default defineResource({
  name: 'creditSettlements',
  label: '決済状況',
  // react-router matches paths case-insensitively: this route also serves the sidebar's
  // /CreditSettlements.
  routes: { list: '/creditSettlements' },
  titles: { list: '{paymentProvider}決済状況一覧' },
  api: { list: 'GetListPaymentRequest' },
  permission: null,
  list: {
    sort: { field: 'settledAt', order: 'DESC' },
    filter: { paymentMethod: 'credit' },
    phoneLead: ['title', 'settledAt'],
    intro:
      '処理中の決済は、カード会社での確認が済むと「決済完了」になります。「やり直したため無効」は、新しい注文番号でお支払いをやり直した手続きで、前回うまくいかなかった理由を備考に示します。失敗・取消・やり直したため無効の手続きでは請求されていません。',
    filters: [
      {
        source: 'settlementStatus',
        label: '状態',
        type: 'select',
        choices: STATES,
      },
    ],
    emptyText: 'カードでの決済はまだありません。',
  },
  fields: [
    { source: 'settledAt', label: '決済日時', type: 'datetime', views: ['list'], sortable: true },
    { source: 'purpose', label: '区分', type: 'status', views: ['list'], choices: PURPOSES },
    {
      source: 'title',
      label: '内容',
      type: 'link',
      views: ['list'],
      link: { by: PAID_FOR },
    },
    { source: 'amount', label: '金額', type: 'yen', views: ['list'], sortable: true },
    {
      source: 'settlementStatus',
      label: '状態',
      type: 'status',
      views: ['list'],
      choices: STATES,
    },
    {
      source: 'replacedReason',
      label: '備考',
      type: 'status',
      views: ['list'],
      wrap: true,
      choices: REPLACED_REASONS,
    },
    { source: 'orderId', label: '注文番号', type: 'text', views: ['list'] },
  ],
});
