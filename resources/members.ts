import { defineResource, withViews } from '../src/generator/defineResource';
import { MEMBER_FIELDS, MEMBER_SECTIONS } from './shared/memberFields';
import { MEMBER_STATUSES as STATUSES } from './shared/memberStatuses';

/**
 * The member list of society staff (会員一覧): every staff role searches and reads; admin
 * (user_update) also edits a member (UpdateMember with the member's id) and deletes one who has no
 * portal account (DeleteMember). A member's page is /members/MembersList/:id, under the list,
 * with who registered and updated it and its history: the same sections and fields as the
 * member's own details (shared/memberFields.ts), and 会員状態.
 */
export default defineResource({
  name: 'members',
  label: '会員',
  routes: {
    list: '/members/MembersList',
    show: '/members/MembersList/:id',
    edit: '/members/MembersList/:id/edit',
  },
  titles: { list: '会員一覧', show: '会員情報', edit: '会員情報の編集' },
  api: {
    list: 'GetListMember',
    one: 'GetDetailMemberById',
    update: 'UpdateMember',
    delete: 'DeleteMember',
  },
  permission: 'contents_read',
  permissions: { edit: 'user_update' },
  staff: true,
  list: {
    sort: { field: 'memberNo', order: 'ASC' },
    columnOrder: [
      'memberNo',
      'name',
      'nameKana',
      'status',
      'prefectureName',
      'branchName',
      'workplace',
      'admissionDate',
    ],
    filters: [
      {
        source: 'keyword',
        label: 'キーワード（氏名・フリガナ・勤務先など）',
        type: 'search',
      },
      { source: 'memberNo', label: '会員番号', type: 'search' },
      {
        source: 'prefectureId',
        label: '都道府県',
        type: 'lookup',
        lookup: 'GetPrefectures',
      },
      {
        source: 'affiliationId',
        label: '所属',
        type: 'lookup',
        lookup: 'GetListAffiliation',
      },
      { source: 'status', label: '会員状態', type: 'select', choices: STATUSES },
    ],
  },
  recordTitle: 'name',
  show: { operationInfo: true },
  edit: {
    requiredFrom: 'GetMemberRequiredProperty',
    delete: { numberField: 'memberNo', blockedBy: 'deletionBlockedReason' },
  },
  sections: [{ id: 'membership', title: '会員状態' }, ...MEMBER_SECTIONS],
  fields: [
    ...withViews(
      'GetListMember',
      'GetDetailMemberById',
      MEMBER_FIELDS,
      ['memberNo', 'workplace', 'admissionDate'],
      { memberNo: { sortable: true }, admissionDate: { sortable: true } },
    ),
    { source: 'name', label: '氏名', type: 'text', views: ['list'] },
    { source: 'nameKana', label: 'フリガナ', type: 'text', views: ['list'], sortable: true },
    {
      source: 'status',
      label: '会員状態',
      type: 'status',
      choices: STATUSES,
      section: 'membership',
      views: ['list', 'show', 'edit'],
      sortable: true,
    },
    {
      source: 'prefectureName',
      label: '都道府県',
      type: 'text',
      views: ['list'],
      sortable: true,
    },
    { source: 'branchName', label: '所属支部', type: 'text', views: ['list'] },
  ],
});
