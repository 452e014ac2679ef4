import { HOME_PATH } from './config/constants';
import { dashboardRoute, member, noLoginRoutes, paid, staff } from './startRoutes';
import type { PageRoute } from './startRoutes';

/*
 * The route table: every bespoke page, each declared once with its path, title, who opens it and
 * its page module, loaded on demand. Root reads the routes of the start bundle (startRoutes.ts);
 * the signed-in shell (App) reads them all from here. Generated pages come from resources/.
 */

export type { PageRoute } from './startRoutes';
export { authCallbackRoute, noLoginRoutes, publicRoutes } from './startRoutes';

/** Pages inside the signed-in layout. */
export const pageRoutes: readonly PageRoute[] = [
  dashboardRoute,
  paid(
    '/DigitalMembershipCard',
    'デジタル会員証確認',
    () => import('./pages/card/DigitalMembershipCardPage'),
  ),
  paid('/MemberUpdates', '資格更新確認', () => import('./pages/memberUpdates/MemberUpdatesPage')),
  paid(
    '/applications/extension',
    '更新延長申請',
    () => import('./pages/applications/ExtensionPage'),
  ),
  paid('/applications/return', '休会復帰申請', () => import('./pages/applications/ReturnPage')),
  paid(
    '/applications/TemporaryAbsence',
    '休会申請',
    () => import('./pages/applications/TemporaryAbsencePage'),
  ),
  paid('/events/entry', '学会・セミナー参加申込', () => import('./pages/events/EventEntryPage')),
  paid('/events/eventDetail', '学会・セミナー詳細', () => import('./pages/events/EventDetailPage')),
  member('/lock', 'ロック画面', () => import('./demos/pages/LockPage')),
  member('/register', '会員登録', () => import('./demos/pages/RegisterPage')),
  member(
    '/alternative',
    'ダッシュボード（別レイアウト）',
    () => import('./demos/dashboards/AlternativePage'),
  ),
  member('/pricing', '料金プラン', () => import('./demos/pages/PricingPage')),
  member(
    '/ConfirmMemberInfo',
    '会員情報の確認',
    () => import('./pages/members/ConfirmMemberInfoPage'),
  ),
  member(
    '/MembershipFeeDetail',
    '会費支払明細',
    () => import('./pages/fees/MembershipFeeDetailPage'),
  ),
  member('/payment', 'お支払い', () => import('./pages/payment/PaymentPage')),
  member(
    '/ResettingPassword',
    'パスワード再設定',
    () => import('./pages/password/ResettingPasswordPage'),
  ),
  member(
    '/ResettingPassword/initial',
    '初回パスワード設定',
    () => import('./pages/password/InitialPasswordPage'),
  ),
  member(
    '/applications/withdrawal',
    '退会申請',
    () => import('./pages/applications/WithdrawalPage'),
  ),
  member('/events/AttendanceSlip', '受講票', () => import('./pages/events/AttendanceSlipPage')),
  // Society staff; the member list, participation history and prefecture master are generated
  // from resources/members.ts, participationHistory.ts and prefectures.ts.
  staff(
    '/members/ImportSuccessfulApplicant',
    '合格者取込',
    'user_update',
    () => import('./pages/staff/ImportSuccessfulApplicantPage'),
  ),
  staff(
    '/members/ParticipationHistory/RecordAttendance',
    '出席の登録',
    'contents_update',
    () => import('./pages/staff/RecordAttendancePage'),
  ),
  staff(
    '/venue/CheckIn',
    '会場受付',
    'contents_update',
    () => import('./pages/checkIn/CheckInPage'),
  ),
  member(
    '/Products/OrderConfirm',
    'ご注文内容の確認',
    () => import('./pages/products/OrderConfirmPage'),
  ),
  member('/Products/ProductOrder', '商品注文', () => import('./pages/products/ProductOrderPage')),
];

/**
 * The template demo pages of SPEC §1: no server calls, not in the sidebar; /demos lists them.
 * /lock, /register, /alternative and /pricing are SPEC routes (pageRoutes) and /commerce needs no
 * login (noLoginRoutes).
 */
export const demoRoutes: readonly PageRoute[] = [
  member('/demos', 'デモページ一覧', () => import('./demos/DemoIndexPage')),
  member('/calendar', 'カレンダー', () => import('./demos/calendar/CalendarPage')),
  member('/charts', 'グラフ', () => import('./demos/dashboards/ChartsPage')),
  member('/widgets', 'ウィジェット', () => import('./demos/dashboards/WidgetsPage')),
  member('/components/buttons', 'ボタン', () => import('./demos/components/ButtonsPage')),
  member('/components/grid', 'グリッド', () => import('./demos/components/GridPage')),
  member('/components/panels', 'パネル', () => import('./demos/components/PanelsPage')),
  member('/components/alerts', 'アラート', () => import('./demos/components/AlertsPage')),
  member('/components/notifications', '通知', () => import('./demos/components/NotificationsPage')),
  member('/components/icons', 'アイコン', () => import('./demos/components/IconsPage')),
  member('/components/typography', '文字組み', () => import('./demos/components/TypographyPage')),
  member('/forms/regular', '基本のフォーム', () => import('./demos/forms/RegularFormsPage')),
  member('/forms/extended', '拡張フォーム', () => import('./demos/forms/ExtendedFormsPage')),
  member('/forms/validation', '入力チェック', () => import('./demos/forms/ValidationFormsPage')),
  member('/forms/wizard', 'ウィザード', () => import('./demos/forms/WizardPage')),
  member('/tables/regular', '基本のテーブル', () => import('./demos/tables/RegularTablesPage')),
  member('/tables/extended', '拡張テーブル', () => import('./demos/tables/ExtendedTablesPage')),
  member(
    '/tables/paginated',
    'ページ送りのテーブル',
    () => import('./demos/tables/PaginatedTablesPage'),
  ),
  member('/maps', '地図', () => import('./demos/maps/JapanMapPage')),
  member('/pages/profile', 'ユーザープロフィール', () => import('./demos/pages/ProfilePage')),
  member('/pages/timeline', 'タイムライン', () => import('./demos/pages/TimelinePage')),
];

/** The pages of the signed-in layout (sign-in pages render on their own: publicRoutes). */
export const layoutRoutes: readonly PageRoute[] = [
  // The home route shows the dashboard (SPEC §2).
  { ...dashboardRoute, path: HOME_PATH },
  ...pageRoutes,
  ...noLoginRoutes,
  ...demoRoutes,
];
