import { participationHistoryFilters } from '../src/generator/choices';
import { defineResource } from '../src/generator/defineResource';

/** The participation history on /PointHistories (受講履歴ポイント照会), below the totals. */
export default defineResource({
  name: 'pointHistories',
  label: '受講履歴',
  routes: {},
  embeddedIn: '/PointHistories',
  api: { list: 'GetListParticipationHistory' },
  permission: 'paid_admission_fee',
  list: {
    perPage: 10,
    rememberPagination: true,
    sort: { field: 'participatedOn', order: 'DESC' },
    filters: participationHistoryFilters(),
  },
  fields: [
    { source: 'participatedOn', label: '参加日', type: 'date', views: ['list'], sortable: true },
    { source: 'eventName', label: '学会・セミナー名', type: 'text', views: ['list'] },
    { source: 'category', label: '区分', type: 'text', views: ['list'] },
    { source: 'unitType', label: '単位区分', type: 'text', views: ['list'] },
    { source: 'points', label: '取得ポイント', type: 'number', views: ['list'], sortable: true },
    { source: 'period', label: '対象期間', type: 'text', views: ['list'] },
  ],
});
