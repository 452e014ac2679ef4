import { defineResource } from '../src/generator/defineResource';

/**
 * The goods on sale (商品一覧), part of /Products/ProductList: each name leads to its order
 * form. Prices are shown 税込 (the API's `priceIncludingTax`; 10% on every item).
 */
export default defineResource({
  name: 'products',
  label: '商品',
  routes: {},
  embeddedIn: '/Products/ProductList',
  api: { list: 'GetListAvailableProduct' },
  permission: 'paid_admission_fee',
  list: {
    perPage: 10,
    rememberPagination: true,
    sort: { field: 'id', order: 'ASC' },
    filters: [
      {
        source: 'category',
        label: '分類',
        type: 'select',
        alwaysOn: true,
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
