import { createElement, lazy } from 'react';
import { defineResource } from '../src/generator/defineResource';

// An order to resume and the external shop load with the page, not with the admin shell.
const OrderInProgress = lazy(() => import('../src/pages/products/OrderInProgress'));
const OnlineShop = lazy(() => import('../src/pages/products/OnlineShop'));

/**
 * 商品一覧 (/Products/ProductList): the goods on sale, each name leading to its order form, an
 * order in progress to resume, and the external shop when one is configured. Prices are shown
 * 税込 (the API's `priceIncludingTax`; 10% on every item).
 */
export default defineResource({
  name: 'products',
  label: '販売中の商品',
  routes: { list: '/Products/ProductList' },
  titles: { list: '商品一覧' },
  api: { list: 'GetListAvailableProduct' },
  permission: 'paid_admission_fee',
  list: {
    sort: { field: 'id', order: 'ASC' },
    intro: '価格はすべて消費税10%込みです（書籍・学会誌も10%）。送料は無料です。',
    before: [createElement(OrderInProgress)],
    after: [createElement(OnlineShop)],
    filters: [
      {
        source: 'category',
        label: '分類',
        type: 'select',
        choices: [
          { id: '学会誌', name: '学会誌' },
          { id: '書籍', name: '書籍' },
          { id: '記念品', name: '記念品' },
          { id: 'ウェア', name: 'ウェア' },
        ],
      },
    ],
    emptyText: 'ただいま販売中の商品はありません。',
  },
  fields: [
    {
      source: 'name',
      label: '商品名',
      type: 'link',
      views: ['list'],
      link: { to: '/Products/ProductOrder?productId=:id' },
    },
    { source: 'category', label: '分類', type: 'text', views: ['list'] },
    {
      source: 'priceIncludingTax',
      label: '価格（税込）',
      type: 'yen',
      views: ['list'],
      sortable: true,
    },
    { source: 'availability', label: '在庫', type: 'text', views: ['list'] },
  ],
});
