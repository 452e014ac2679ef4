import { defineResource } from '../src/generator/defineResource';
import { standing, unreadResult } from './shared/applicationNotices';

/** 更新延長申請 (SPEC §2 "approved extension"): where the member stands, a result, approvals. */
export default defineResource({
  name: 'approvedExtension',
  label: '承認済みの更新延長',
  routes: { list: '/approved/extension' },
  titles: { list: '更新延長申請' },
  api: { list: 'GetListExtensionApproved' },
  permission: 'paid_admission_fee',
  list: {
    sort: { field: 'expiryDate', order: 'DESC' },
    emptyText: '承認済みの更新延長はありません。',
    actions: [{ type: 'link', label: '更新延長申請へ', to: '/applications/extension' }],
    before: [standing('extension'), unreadResult('extension', '/applications/extension')],
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
