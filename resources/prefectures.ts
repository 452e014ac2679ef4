import { defineResource } from '../src/generator/defineResource';

/**
 * The prefecture master (都道府県マスタ): society staff read it; staff holding
 * contents_update (update, admin) edit its names and delete one no member uses. Members use the
 * same master as a lookup (GetPrefectures with allItems=true) but never open these pages.
 */
export default defineResource({
  name: 'prefectures',
  label: '都道府県',
  routes: {
    list: '/masters/Prefectures',
    show: '/masters/Prefectures/:id',
    edit: '/masters/Prefectures/:id/edit',
  },
  titles: { list: '都道府県マスタ', show: '都道府県詳細', edit: '都道府県編集' },
  api: {
    list: 'GetPrefectures',
    one: 'GetPrefecture',
    update: 'UpdatePrefecture',
    delete: 'DeletePrefecture',
  },
  permission: 'contents_read',
  permissions: { edit: 'contents_update' },
  staff: true,
  list: { sort: { field: 'id', order: 'ASC' } },
  recordTitle: 'name',
  show: { operationInfo: true },
  // A prefecture members' records use cannot go: the server says how many (deletionBlockedReason).
  edit: { delete: { numberField: 'id', blockedBy: 'deletionBlockedReason' } },
  fields: [
    { source: 'id', label: 'コード', type: 'number', views: ['list', 'show'], sortable: true },
    {
      source: 'name',
      label: '名称',
      type: 'text',
      views: ['list', 'show', 'edit'],
      sortable: true,
      validate: { required: true, maxLength: 10 },
    },
    {
      source: 'nameKana',
      label: 'フリガナ',
      type: 'text',
      views: ['list', 'show', 'edit'],
      sortable: true,
      validate: {
        required: true,
        maxLength: 20,
        format: 'kana',
      },
    },
    {
      source: 'lastModificationTime',
      label: '最終更新日時',
      type: 'datetime',
      views: ['list'],
      sortable: true,
    },
  ],
});
