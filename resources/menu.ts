import { defineMenu } from '../src/generator/defineMenu';

// The sidebar of SPEC §2, in order.
export default defineMenu([
  { name: '会員詳細', path: '/members/MemberInfo', icon: 'member' },
  { name: '会費支払明細', path: '/MembershipFeeDetail', icon: 'fee' },
  { name: '学会・セミナー一覧(申込受付中)', path: '/events/EventsAccepting', icon: 'event' },
  { name: '学会・セミナー参加一覧', path: '/events/participaints', icon: 'participation' },
  { name: '資格更新確認', path: '/MemberUpdates', icon: 'renewal' },
  { name: 'デジタル会員証確認', path: '/DigitalMembershipCard', icon: 'card' },
  { name: '受講履歴ポイント照会', path: '/PointHistories', icon: 'points' },
  {
    name: '商品購入',
    path: '/Products',
    icon: 'shop',
    children: [
      { name: '商品一覧', path: '/Products/ProductList', icon: 'products' },
      { name: '注文履歴', path: '/ProductOrderHistories', icon: 'orders' },
    ],
  },
  { name: '{paymentProvider}決済状況一覧', path: '/CreditSettlements', icon: 'settlement' },
  { name: 'お知らせ一覧', path: '/Notices', icon: 'notice' },
  { name: 'パスワード再設定', path: '/ResettingPassword', icon: 'password' },
  'divider',
  { name: '休会申請', path: '/approved/tempAbsence', icon: 'leave' },
  { name: '休会復帰申請', path: '/approved/return', icon: 'return' },
  { name: '更新延長申請', path: '/approved/extension', icon: 'extension' },
  { name: '退会申請', path: '/applications/withdrawal', icon: 'withdrawal' },
  // Society staff only (issue 7): after its own divider, each entry by the permission it needs.
  {
    subheader: '事務局',
    staff: true,
    links: [
      {
        name: '会員一覧',
        path: '/members/MembersList',
        icon: 'staffMembers',
        permission: 'contents_read',
      },
      {
        name: '合格者取込',
        path: '/members/ImportSuccessfulApplicant',
        icon: 'staffImport',
        permission: 'user_update',
      },
      {
        name: '参加履歴',
        path: '/members/ParticipationHistory',
        icon: 'staffHistory',
        permission: 'contents_read',
      },
      {
        name: '都道府県マスタ',
        path: '/masters/Prefectures',
        icon: 'staffMaster',
        permission: 'contents_read',
      },
      // Beyond SPEC §2: the venue's door (受講票 check-in, membership card check).
      {
        name: '会場受付',
        path: '/venue/CheckIn',
        icon: 'staffCheckIn',
        permission: 'contents_update',
      },
    ],
  },
]);
