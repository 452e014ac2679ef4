/** What SPEC §2 fixes, written out once for every test layer. */
/** The routes of SPEC §2, as written there ({id} as :id). */
export const SPEC_PAID_ROUTES = [
  '/DigitalMembershipCard',
  '/MemberUpdates',
  '/PointHistories',
  '/ProductOrderHistories',
  '/applications/extension',
  '/applications/return',
  '/applications/TemporaryAbsence',
  '/approved/extension',
  '/approved/return',
  '/approved/tempAbsence',
  '/events/entry',
  '/events/eventDetail',
  '/events/EventsAccepting',
  '/events/participaints',
  '/Products/ProductList',
];

export const SPEC_OPEN_ROUTES = [
  '/',
  '/dashboard',
  '/login',
  '/lock',
  '/register',
  '/alternative',
  '/ConfirmMemberInfo',
  '/creditSettlements',
  '/MembershipFeeDetail',
  '/notices',
  '/notices/:id',
  '/payment',
  '/pricing',
  '/ResettingPassword',
  '/ResettingPassword/initial',
  '/applications/withdrawal',
  '/auth/callback',
  '/auth/forgotPassword',
  '/auth/login',
  '/auth/login_test',
  '/auth/resetPassword',
  '/events/AttendanceSlip',
  '/members/ImportSuccessfulApplicant',
  '/members/MemberInfo',
  '/members/MemberInfo/edit',
  '/members/MembersList',
  '/members/ParticipationHistory',
  '/masters/Prefectures',
  '/masters/Prefectures/:id',
  '/masters/Prefectures/:id/edit',
  '/Products/OrderConfirm',
  '/Products/ProductOrder',
  '/ProductOrderHistories/:id/detail',
];

export const SPEC_ROUTES = [...SPEC_PAID_ROUTES, ...SPEC_OPEN_ROUTES];

/** The sidebar of SPEC §2 in order (the goods group closed, its children apart). */
export const SPEC_SIDEBAR = [
  '会員詳細',
  '会費支払明細',
  '学会・セミナー一覧(申込受付中)',
  '学会・セミナー参加一覧',
  '資格更新確認',
  'デジタル会員証確認',
  '受講履歴ポイント照会',
  '商品購入',
  'クレジットカード決済状況一覧',
  'お知らせ一覧',
  'パスワード再設定',
  '休会申請',
  '休会復帰申請',
  '更新延長申請',
  '退会申請',
];

/** The entry the divider stands before. */
export const SPEC_SIDEBAR_AFTER_DIVIDER = '休会申請';
