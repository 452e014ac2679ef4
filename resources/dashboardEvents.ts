import { defineResource } from '../src/generator/defineResource';
import { UPCOMING_PARTICIPATION_FIELDS } from './shared/participations';

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
  fields: UPCOMING_PARTICIPATION_FIELDS,
});
