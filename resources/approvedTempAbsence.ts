import { defineResource } from '../src/generator/defineResource';

/** Approved leave (SPEC §2 "approved leave"), on /approved/tempAbsence with the way to apply. */
export default defineResource({
  name: 'approvedTempAbsence',
  label: '承認済みの休会',
  routes: {},
  embeddedIn: '/approved/tempAbsence',
  api: { list: 'GetListTemporaryAbsenceApproved' },
  permission: 'paid_admission_fee',
  list: {
    perPage: 10,
    rememberPagination: true,
    sort: { field: 'startDate', order: 'DESC' },
    emptyText: '承認済みの休会はありません。',
  },
  fields: [
    { source: 'startDate', label: '休会開始日', type: 'date', views: ['list'], sortable: true },
    { source: 'endDate', label: '休会終了日', type: 'date', views: ['list'], sortable: true },
    { source: 'reasonName', label: '休会理由', type: 'text', views: ['list'] },
    { source: 'appliedAt', label: '申請日時', type: 'datetime', views: ['list'], sortable: true },
    { source: 'decidedAt', label: '承認日時', type: 'datetime', views: ['list'], sortable: true },
  ],
});
