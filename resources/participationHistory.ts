import { awaitingPaymentCell, participationHistoryFilters } from './shared/participationFilters';
import { defineResource } from '../src/generator/defineResource';
import { EventNameCell } from '../src/pages/points/StaffEntryCells';

/**
 * The participation history of every member (参加履歴), for society staff: the same call
 * as a member's /PointHistories with `allMembers=true`, searchable by member, and exported as
 * .xlsx by the server with the list's filters and sort (every matching row, not one page).
 * Staff with 読み書き also enter attendance the door missed (出席を登録), shown as 事務局入力.
 */
export default defineResource({
  name: 'participationHistory',
  label: '参加履歴',
  routes: { list: '/members/ParticipationHistory' },
  titles: { list: '参加履歴' },
  api: { list: 'GetListParticipationHistory' },
  permission: 'contents_read',
  staff: true,
  list: {
    sort: { field: 'participatedOn', order: 'DESC' },
    filter: { allMembers: true },
    actions: [
      // Attendance the door missed (紙の受付名簿, …), entered under the door's rule.
      {
        type: 'link',
        label: '出席を登録',
        to: '/members/ParticipationHistory/RecordAttendance',
        permission: 'contents_update',
      },
      {
        type: 'export',
        call: 'ExportExcelParticipationHistory',
        label: '参加履歴',
        text: 'Excelで出力',
      },
    ],
    filters: [
      { source: 'keyword', label: '会員（氏名・会員番号）', type: 'search' },
      ...participationHistoryFilters(),
    ],
    cells: { points: awaitingPaymentCell, eventName: { component: EventNameCell } },
  },
  fields: [
    { source: 'memberNo', label: '会員番号', type: 'text', views: ['list'], sortable: true },
    { source: 'memberName', label: '氏名', type: 'text', views: ['list'] },
    { source: 'participatedOn', label: '参加日', type: 'date', views: ['list'], sortable: true },
    { source: 'eventName', label: '学会・セミナー名', type: 'text', views: ['list'], wrap: true },
    { source: 'category', label: '区分', type: 'text', views: ['list'] },
    { source: 'unitType', label: '単位区分', type: 'text', views: ['list'] },
    { source: 'points', label: '取得ポイント', type: 'number', views: ['list'], sortable: true },
  ],
});
