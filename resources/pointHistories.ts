import { createElement, lazy } from 'react';
import { awaitingPaymentCell, participationHistoryFilters } from './shared/participationFilters';
import { defineResource } from '../src/generator/defineResource';
import { CheckedInCell } from '../src/pages/points/StaffEntryCells';

// The renewal period's totals load with the page, not with the admin shell.
const PointTotalsSection = lazy(() => import('../src/pages/points/PointTotalsSection'));

/**
 * 受講履歴ポイント照会 (/PointHistories): the renewal period's totals, then the participation
 * history, exported as Excel with the filters and sort on screen; an attended participation's row
 * downloads its 受講証明書.
 */
export default defineResource({
  name: 'pointHistories',
  label: '受講履歴',
  routes: { list: '/PointHistories' },
  titles: { list: '受講履歴ポイント照会' },
  api: { list: 'GetListParticipationHistory' },
  permission: 'paid_admission_fee',
  list: {
    sort: { field: 'participatedOn', order: 'DESC' },
    filters: participationHistoryFilters(),
    actions: [
      {
        type: 'export',
        call: 'ExportExcelPointHistoryPersonal',
        label: '受講履歴ポイント',
        text: 'Excelで出力',
      },
    ],
    before: [createElement(PointTotalsSection)],
    phoneLead: ['eventName', 'participatedOn'],
    cells: { points: awaitingPaymentCell, checkedInAt: { component: CheckedInCell } },
    rowName: 'eventName',
    // A row of an attended participation offers its certificate once the fee is paid.
    rowActions: [
      {
        type: 'download',
        label: '受講証明書',
        call: 'GetAttendanceCertificate',
        params: { participantId: ':participantId' },
        when: { field: 'certificateAvailable', equals: true },
      },
    ],
  },
  fields: [
    { source: 'participatedOn', label: '参加日', type: 'date', views: ['list'], sortable: true },
    { source: 'eventName', label: '学会・セミナー名', type: 'text', views: ['list'], wrap: true },
    { source: 'category', label: '区分', type: 'text', views: ['list'] },
    { source: 'unitType', label: '単位区分', type: 'text', views: ['list'] },
    { source: 'points', label: '取得ポイント', type: 'number', views: ['list'], sortable: true },
    { source: 'period', label: '対象期間', type: 'text', views: ['list'], wrap: true },
    { source: 'checkedInAt', label: '受付日時', type: 'datetime', views: ['list'], wrap: true },
  ],
});
