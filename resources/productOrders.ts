import { defineResource } from '../src/generator/defineResource';

/** Order states (demo-api/calls/products.ts): derived from the payment and the shipment. */
const STATES = [
  { id: 'unpaid', name: 'お支払い待ち' },
  { id: 'paid', name: '発送準備中' },
  { id: 'shipped', name: '発送済み' },
  { id: 'cancelled', name: 'キャンセル済み' },
  { id: 'refunded', name: 'キャンセル済み（返金）' },
];

/** 注文履歴 (/ProductOrderHistories): the member's orders, each opening its detail. */
export default defineResource({
  name: 'productOrders',
  label: '注文',
  routes: { list: '/ProductOrderHistories' },
  titles: { list: '注文履歴' },
  api: { list: 'GetOrderHistories' },
  permission: 'paid_admission_fee',
  list: {
    sort: { field: 'orderedAt', order: 'DESC' },
    intro: '注文番号を選ぶと、ご注文の詳細・キャンセル・領収書のダウンロードができます。',
    phoneLead: ['orderNo', 'productName'],
    emptyText: 'ご注文はまだありません。',
  },
  fields: [
    { source: 'orderedAt', label: '注文日時', type: 'datetime', views: ['list'], sortable: true },
    {
      source: 'orderNo',
      label: '注文番号',
      type: 'link',
      views: ['list'],
      link: { to: '/ProductOrderHistories/:id/detail' },
    },
    { source: 'productName', label: '商品名', type: 'text', views: ['list'] },
    { source: 'productModelName', label: '種類', type: 'text', views: ['list'] },
    { source: 'quantity', label: '数量', type: 'number', views: ['list'] },
    { source: 'total', label: '金額（税込）', type: 'yen', views: ['list'], sortable: true },
    { source: 'status', label: '状態', type: 'status', views: ['list'], choices: STATES },
  ],
});
