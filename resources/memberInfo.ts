import { lazy } from 'react';
import { defineResource } from '../src/generator/defineResource';
import { MEMBER_FIELDS, MEMBER_SECTIONS } from './shared/memberFields';

// The member's branch and societies, each with its office and annual fee: loaded with the page.
const AffiliationCard = lazy(() => import('../src/pages/members/AffiliationCard'));

/**
 * 会員詳細 (/members/MemberInfo): the signed-in member's own record, with no id in its URL. The
 * form checks and normalises what is typed, then 確認へ opens /ConfirmMemberInfo, where
 * 登録する sends UpdateMember. The society decides the required items (GetMemberRequiredProperty).
 */
export default defineResource({
  name: 'memberInfo',
  label: '会員情報',
  singleton: true,
  routes: { show: '/members/MemberInfo', edit: '/members/MemberInfo/edit' },
  titles: { show: '会員詳細', edit: '会員情報の編集' },
  api: { one: 'GetDetailMember', update: 'UpdateMember' },
  permission: null,
  show: {
    operationInfo: true,
    editLabel: '編集する',
  },
  edit: {
    intro: '* の付いた項目は必須です。ひらがなや全角の数字で入力しても、確認へ進むときに整えます。',
    requiredFrom: 'GetMemberRequiredProperty',
    confirm: '/ConfirmMemberInfo',
    cancel: true,
  },
  sections: MEMBER_SECTIONS.map((section) =>
    section.id === 'affiliation' ? { ...section, panel: AffiliationCard } : section,
  ),
  fields: MEMBER_FIELDS,
});
