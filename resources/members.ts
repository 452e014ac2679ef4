import { defineResource } from '../src/generator/defineResource';

const STATUSES = [
  { id: 'active', name: '正会員' },
  { id: 'provisional', name: '仮会員' },
  { id: 'leave', name: '休会中' },
  { id: 'withdrawn', name: '退会' },
];

const EDIT = ['show', 'edit'] as const;

/**
 * The member list of society staff (会員一覧, issue 7): every staff role searches and reads; admin
 * (user_update) also edits a member (UpdateMember with the member's id). A member's page is
 * /members/MembersList/:id, under the list, with who registered and updated it and its history.
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
  api: { list: 'GetListMember', one: 'GetDetailMemberById', update: 'UpdateMember' },
  permission: 'contents_read',
  permissions: { edit: 'user_update' },
  staff: true,
  list: {
    sort: { field: 'memberNo', order: 'ASC' },
    filters: [
      {
        source: 'keyword',
        label: 'キーワード（氏名・フリガナ・勤務先など）',
        type: 'search',
        alwaysOn: true,
      },
      { source: 'memberNo', label: '会員番号', type: 'search', alwaysOn: true },
      {
        source: 'prefectureId',
        label: '都道府県',
        type: 'lookup',
        lookup: 'GetPrefectures',
        alwaysOn: true,
      },
      {
        source: 'affiliationId',
        label: '所属',
        type: 'lookup',
        lookup: 'GetListAffiliation',
        alwaysOn: true,
      },
      { source: 'status', label: '会員状態', type: 'select', choices: STATUSES, alwaysOn: true },
    ],
  },
  recordTitle: 'name',
  show: { operationInfo: true, history: { call: 'GetMemberUpdateHistory', param: 'memberId' } },
  fields: [
    {
      source: 'memberNo',
      label: '会員番号',
      type: 'text',
      views: ['list', 'show'],
      sortable: true,
    },
    { source: 'name', label: '氏名', type: 'text', views: ['list', 'show'] },
    {
      source: 'nameKana',
      label: 'フリガナ',
      type: 'text',
      views: ['list', 'show'],
      sortable: true,
    },
    {
      source: 'lastName',
      label: '氏名（姓）',
      type: 'text',
      views: ['edit'],
      validate: { required: true, maxLength: 20 },
    },
    {
      source: 'firstName',
      label: '氏名（名）',
      type: 'text',
      views: ['edit'],
      validate: { required: true, maxLength: 20 },
    },
    {
      source: 'lastNameKana',
      label: 'フリガナ（セイ）',
      type: 'text',
      views: ['edit'],
      validate: {
        required: true,
        maxLength: 30,
        format: 'kana',
      },
    },
    {
      source: 'firstNameKana',
      label: 'フリガナ（メイ）',
      type: 'text',
      views: ['edit'],
      validate: {
        required: true,
        maxLength: 30,
        format: 'kana',
      },
    },
    {
      source: 'status',
      label: '会員状態',
      type: 'status',
      choices: STATUSES,
      views: ['list', ...EDIT],
      sortable: true,
    },
    {
      source: 'prefectureName',
      label: '都道府県',
      type: 'text',
      views: ['list', 'show'],
      sortable: true,
    },
    { source: 'branchName', label: '所属支部', type: 'text', views: ['list', 'show'] },
    {
      source: 'workplace',
      label: '勤務先',
      type: 'text',
      views: ['list', ...EDIT],
      validate: { required: true, maxLength: 100 },
    },
    {
      source: 'admissionDate',
      label: '入会日',
      type: 'date',
      views: ['list', 'show'],
      sortable: true,
    },
    {
      source: 'email',
      label: 'メールアドレス',
      type: 'email',
      views: EDIT,
      validate: { required: true, maxLength: 256 },
    },
    { source: 'tel', label: '電話番号', type: 'tel', views: EDIT },
    {
      source: 'postalCode',
      label: '郵便番号',
      type: 'postalCode',
      views: EDIT,
      validate: {
        required: true,
        format: 'postalCode',
      },
    },
    {
      source: 'prefectureId',
      label: '都道府県',
      type: 'lookup',
      lookup: 'GetPrefectures',
      views: ['edit'],
      validate: { required: true },
    },
    {
      source: 'address1',
      label: '市区町村・番地',
      type: 'text',
      views: EDIT,
      validate: { required: true, maxLength: 100 },
    },
    {
      source: 'address2',
      label: '建物名・部屋番号',
      type: 'text',
      views: EDIT,
      validate: { maxLength: 100 },
    },
    { source: 'birthDate', label: '生年月日', type: 'date', views: ['show'] },
    { source: 'qualificationNo', label: '認定番号', type: 'text', views: ['show'] },
    { source: 'qualificationExpiryDate', label: '資格有効期限', type: 'date', views: ['show'] },
  ],
});
