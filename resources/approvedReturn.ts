import { defineResource } from '../src/generator/defineResource';
import { standing } from './shared/applicationNotices';

/** 休会復帰申請 (SPEC §2 "approved return"): where the member stands, then approved returns. */
export default defineResource({
  name: 'approvedReturn',
  label: '承認済みの休会復帰',
  routes: { list: '/approved/return' },
  titles: { list: '休会復帰申請' },
  api: { list: 'GetListReturnApproved' },
  permission: 'paid_admission_fee',
  list: {
    sort: { field: 'returnDate', order: 'DESC' },
    emptyText: '承認済みの休会復帰はありません。',
    actions: [{ type: 'link', label: '休会復帰申請へ', to: '/applications/return' }],
    before: [standing('return')],
  },
  fields: [
    { source: 'returnDate', label: '復帰日', type: 'date', views: ['list'], sortable: true },
    { source: 'note', label: '備考', type: 'text', views: ['list'], wrap: true },
    { source: 'appliedAt', label: '申請日時', type: 'datetime', views: ['list'], sortable: true },
    { source: 'decidedAt', label: '承認日時', type: 'datetime', views: ['list'], sortable: true },
  ],
});
