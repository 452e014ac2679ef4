import { defineResource } from '../src/generator/defineResource';

/** Approved returns from leave (SPEC §2 "approved return"), on /approved/return. */
export default defineResource({
  name: 'approvedReturn',
  label: '承認済みの休会復帰',
  routes: {},
  embeddedIn: '/approved/return',
  api: { list: 'GetListReturnApproved' },
  permission: 'paid_admission_fee',
  list: {
    perPage: 10,
    rememberPagination: true,
    sort: { field: 'returnDate', order: 'DESC' },
    emptyText: '承認済みの休会復帰はありません。',
  },
  fields: [
    { source: 'returnDate', label: '復帰日', type: 'date', views: ['list'], sortable: true },
    { source: 'note', label: '備考', type: 'text', views: ['list'] },
    { source: 'appliedAt', label: '申請日時', type: 'datetime', views: ['list'], sortable: true },
    { source: 'decidedAt', label: '承認日時', type: 'datetime', views: ['list'], sortable: true },
  ],
});
