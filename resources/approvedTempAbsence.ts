import { defineResource } from '../src/generator/defineResource';
import { standing, unreadResult } from './shared/applicationNotices';

/**
 * 休会申請 (SPEC §2 "approved leave"): where the member stands (may apply, pending, on leave),
 * an unread result, then the approved leaves as history.
 */
export default defineResource({
  name: 'approvedTempAbsence',
  label: 'これまでに承認された休会',
  routes: { list: '/approved/tempAbsence' },
  titles: { list: '休会申請' },
  api: { list: 'GetListTemporaryAbsenceApproved' },
  permission: 'paid_admission_fee',
  list: {
    sort: { field: 'startDate', order: 'DESC' },
    emptyText: '承認済みの休会はありません。',
    actions: [{ type: 'link', label: '休会申請へ', to: '/applications/TemporaryAbsence' }],
    before: [
      standing('temporaryAbsence'),
      unreadResult('temporaryAbsence', '/applications/TemporaryAbsence'),
    ],
  },
  fields: [
    { source: 'startDate', label: '休会開始日', type: 'date', views: ['list'], sortable: true },
    { source: 'endDate', label: '休会終了日', type: 'date', views: ['list'], sortable: true },
    { source: 'reasonName', label: '休会理由', type: 'text', views: ['list'] },
    { source: 'appliedAt', label: '申請日時', type: 'datetime', views: ['list'], sortable: true },
    { source: 'decidedAt', label: '承認日時', type: 'datetime', views: ['list'], sortable: true },
  ],
});
