import { defineResource } from '../src/generator/defineResource';

// 年度 filter: the current fiscal year (April–March) and the five before it, newest first.
const today = new Date();
const currentFiscalYear = today.getFullYear() - (today.getMonth() < 3 ? 1 : 0);
const fiscalYears = Array.from({ length: 6 }, (_, index) => currentFiscalYear - index).map(
  (year) => ({ id: year, name: `${year}年度` }),
);

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
    filters: [
      { source: 'fiscalYear', label: '年度', type: 'select', alwaysOn: true, choices: fiscalYears },
      {
        source: 'category',
        label: '区分',
        type: 'select',
        alwaysOn: true,
        choices: [
          { id: '学術集会', name: '学術集会' },
          { id: '支部セミナー', name: '支部セミナー' },
          { id: 'ブラッシュアップセミナー', name: 'ブラッシュアップセミナー' },
          { id: 'e-learning', name: 'e-learning' },
          { id: '発表・論文', name: '発表・論文' },
        ],
      },
    ],
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
