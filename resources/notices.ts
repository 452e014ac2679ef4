import { defineResource } from '../src/generator/defineResource';

export default defineResource({
  name: 'notices',
  label: 'お知らせ',
  routes: { list: '/notices', show: '/notices/:id' },
  titles: { list: 'お知らせ一覧', show: 'お知らせ詳細' },
  api: { list: 'GetListNotice', one: 'GetNotice' },
  permission: null,
  list: {
    sort: { field: 'publishedAt', order: 'DESC' },
    filters: [
      { source: 'keyword', label: 'キーワード', type: 'search' },
      {
        source: 'category',
        label: '区分',
        type: 'select',
        choices: [
          { id: '重要', name: '重要' },
          { id: '学会', name: '学会' },
          { id: 'セミナー', name: 'セミナー' },
          { id: '事務局', name: '事務局' },
        ],
      },
    ],
  },
  recordTitle: 'title',
  fields: [
    {
      source: 'publishedAt',
      label: '掲載日',
      type: 'date',
      views: ['list', 'show'],
      sortable: true,
    },
    { source: 'category', label: '区分', type: 'text', views: ['list', 'show'] },
    {
      source: 'title',
      label: 'タイトル',
      type: 'text',
      views: ['list', 'show'],
      sortable: true,
      wrap: true,
    },
    { source: 'body', label: '本文', type: 'html', views: ['show'] },
    {
      source: 'attachments',
      label: '添付ファイル',
      type: 'files',
      views: ['show'],
      download: { call: 'GetFileById', label: '添付ファイル' },
    },
  ],
});
