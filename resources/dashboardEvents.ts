import { defineResource } from '../src/generator/defineResource';
import { PARTICIPATION_STATUSES } from './shared/participationStatuses';

/**
 * The member's upcoming meetings and seminars, one part of the dashboard: events not yet ended
 * and not cancelled (`upcoming=true`), soonest first. Participation is a paid member's right
 * (SPEC §6), so a provisional member is shown the dashboard's own text instead.
 */
export default defineResource({
  name: 'dashboardEvents',
  label: '参加予定の学会・セミナー',
  routes: {},
  embeddedIn: '/dashboard',
  api: { list: 'GetListEventParticipant' },
  permission: 'paid_admission_fee',
  list: {
    sort: { field: 'startDate', order: 'ASC' },
    filter: { upcoming: true },
    phoneLead: ['eventTitle', 'startDate'],
    emptyText: '参加予定の学会・セミナーはありません。',
  },
  fields: [
    { source: 'startDate', label: '開催日', type: 'date', views: ['list'], sortable: true },
    { source: 'eventTitle', label: '学会・セミナー名', type: 'text', views: ['list'] },
    { source: 'venue', label: '会場', type: 'text', views: ['list'] },
    { source: 'participationType', label: '参加区分', type: 'text', views: ['list'] },
    {
      source: 'status',
      label: '状態',
      type: 'status',
      views: ['list'],
      choices: PARTICIPATION_STATUSES,
    },
  ],
});
