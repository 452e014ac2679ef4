import { defineResource } from '../src/generator/defineResource';
import { ChangesCell } from '../src/pages/members/ChangesCell';

/**
 * 更新履歴 (GetMemberUpdateHistory): when, who, and which items of a member's record changed from
 * what to what, under the record on the member's own details and on a member's page for staff
 * (whose call names the member: `memberId`).
 */
export default defineResource({
  name: 'memberUpdateHistory',
  label: '更新履歴',
  routes: {},
  embeddedIn: ['/members/MemberInfo', '/members/MembersList/:id'],
  recordParam: 'memberId',
  api: { list: 'GetMemberUpdateHistory' },
  permission: null,
  list: {
    sort: { field: 'modificationTime', order: 'DESC' },
    rememberPagination: false,
    emptyText: '更新履歴はありません。',
    phoneLead: ['modificationTime', 'modifierName'],
    cells: { changes: { component: ChangesCell } },
  },
  fields: [
    { source: 'modificationTime', label: '更新日時', type: 'datetime', views: ['list'] },
    { source: 'modifierName', label: '更新者', type: 'text', views: ['list'] },
    { source: 'changes', label: '変更内容', type: 'text', views: ['list'], wrap: true },
  ],
});
