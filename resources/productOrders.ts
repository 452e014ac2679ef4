import { defineResource } from '../src/generator/defineResource';
import { OrderTotalCell, ShipToCell } from '../src/pages/orders/OrderCells';
import { RECEIPT_CALLS } from './shared/paymentPurposes';

/** Order states (demo-api/calls/products.ts): derived from the payment and the shipment. */
const STATES = [
  { id: 'unpaid', name: 'お支払い待ち' },
  { id: 'paid', name: '発送準備中' },
  { id: 'shipped', name: '発送済み' },
  { id: 'cancelled', name: 'キャンセル済み' },
  { id: 'refunded', name: 'キャンセル済み（返金）' },
] as const;

/**
 * 注文履歴 (/ProductOrderHistories): the member's orders, each opening its detail
 * (/ProductOrderHistories/:id/detail) with payment, cancellation while the server allows it, and
 * the receipt once paid.
 */
export default defineResource({
  name: 'productOrders',
  label: '注文',
  routes: { list: '/ProductOrderHistories', show: '/ProductOrderHistories/:id/detail' },
  titles: { list: '注文履歴', show: '注文詳細' },
  api: { list: 'GetOrderHistories', one: 'GetProductOrderDetail' },
  permission: 'paid_admission_fee',
  // SPEC §2 lists an order's page among those open to every signed-in member.
  permissions: { show: null },
  list: {
    sort: { field: 'orderedAt', order: 'DESC' },
    intro: '注文番号を選ぶと、ご注文の詳細・キャンセル・領収書のダウンロードができます。',
    columnOrder: [
      'orderedAt',
      'orderNo',
      'status',
      'productName',
      'productModelName',
      'quantity',
      'total',
    ],
    phoneLead: ['orderNo', 'productName'],
    emptyText: 'ご注文はまだありません。',
  },
  sections: [{ id: 'order', title: 'ご注文の内容' }],
  show: {
    hideEmpty: true,
    cells: {
      productName: { text: '{productName}（{productModelName}）' },
      total: { component: OrderTotalCell },
      shipTo: { component: ShipToCell },
    },
    actions: [
      { type: 'link', label: '注文履歴へ戻る', to: '/ProductOrderHistories' },
      {
        type: 'pay',
        label: 'お支払いへ',
        field: 'paymentRequestId',
        when: { field: 'status', equals: 'unpaid' },
      },
      {
        type: 'download',
        label: '領収書',
        call: RECEIPT_CALLS.productOrder,
        when: { field: 'receiptAvailable', equals: true },
      },
      {
        type: 'call',
        label: 'ご注文をキャンセルする',
        call: 'CancelProductOrder',
        params: { id: ':id' },
        confirm: {
          title: 'ご注文をキャンセルしますか？',
          text: '{orderNo}（{productName} {productModelName} × {quantity}）をキャンセルします。お支払いのご請求も取り消されます。この操作は元に戻せません。',
          textBy: {
            field: 'status',
            texts: {
              paid: '{orderNo}（{productName} {productModelName} × {quantity}）をキャンセルします。お支払い済みの代金は、ご利用のカードに返金いたします。この操作は元に戻せません。',
            },
          },
          confirm: 'キャンセルする',
          cancel: 'やめる',
        },
        done: 'ご注文をキャンセルしました。',
        color: 'error',
        when: { field: 'cancellable', equals: true },
      },
    ],
  },
  fields: [
    {
      source: 'orderNo',
      label: '注文番号',
      type: 'link',
      views: ['list', 'show'],
      link: { to: '/ProductOrderHistories/:id/detail' },
      // The order's own page names it as text.
      inView: { show: { type: 'text' } },
      section: 'order',
    },
    {
      source: 'orderedAt',
      label: '注文日時',
      type: 'datetime',
      views: ['list', 'show'],
      sortable: true,
      section: 'order',
    },
    {
      source: 'status',
      label: '状態',
      type: 'status',
      views: ['list', 'show'],
      choices: STATES,
      section: 'order',
    },
    {
      source: 'productName',
      label: '商品名',
      type: 'text',
      views: ['list', 'show'],
      inView: { show: { label: '商品' } },
      wrap: true,
      section: 'order',
    },
    { source: 'productModelName', label: '種類', type: 'text', views: ['list'] },
    {
      source: 'quantity',
      label: '数量',
      type: 'number',
      views: ['list', 'show'],
      section: 'order',
    },
    {
      source: 'total',
      label: '金額（税込）',
      type: 'yen',
      views: ['list', 'show'],
      inView: { show: { label: '合計金額' } },
      sortable: true,
      section: 'order',
    },
    { source: 'shipTo', label: 'お届け先', type: 'text', views: ['show'], section: 'order' },
    {
      source: 'paidAt',
      label: 'お支払い日時',
      type: 'datetime',
      views: ['show'],
      section: 'order',
    },
    {
      source: 'paymentMethodName',
      label: 'お支払い方法',
      type: 'text',
      views: ['show'],
      section: 'order',
    },
    {
      source: 'settlementOrderId',
      label: '決済の注文番号',
      type: 'text',
      views: ['show'],
      section: 'order',
    },
    { source: 'shippedAt', label: '発送日時', type: 'datetime', views: ['show'], section: 'order' },
    {
      source: 'cancelledAt',
      label: 'キャンセル日時',
      type: 'datetime',
      views: ['show'],
      section: 'order',
    },
  ],
});
