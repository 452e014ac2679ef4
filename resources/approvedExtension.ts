import { defineResource } from '../src/generator/defineResource';

/** Approved renewal extensions (SPEC §2 "approved extension"), on /approved/extension. */
export default defineResource({
  name: 'approvedExtension',
  label: '承認済みの更新延長',
  routes: {},
  embeddedIn: '/approved/extension',
  api: { list: 'GetListExtensionApproved' },
  permission: 'paid_admission_fee',
  list: {
    perPage: 10,
    rememberPagination: true,
    sort: { field: 'expiryDate', order: 'DESC' },
    emptyText: '承認済みの更新延長はありません。',
  },
  fields: [
    {
      source: 'expiryDate',
      label: '対象の有効期限',
      type: 'date',
      views: ['list'],
      sortable: true,
    },
    { source: 'extendedUntil', label: '延長後の期限', type: 'date', views: ['list'] },
    { source: 'appliedAt', label: '申請日時', type: 'datetime', views: ['list'], sortable: true },
    { source: 'decidedAt', label: '承認日時', type: 'datetime', views: ['list'], sortable: true },
  ],
});
