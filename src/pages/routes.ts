import { config } from '../config/env';
import { lazyPage } from '../layout/lazyPage';
import { open, paid, type PageRoute } from './pageRoute';

export type { PageRoute } from './pageRoute';
export { noLoginRoutes, publicRoutes } from './publicRoutes';

const DashboardPage = lazyPage(() => import('./dashboard/DashboardPage'));

/** The dashboard, at `/` and `/dashboard`. */
export const dashboardRoute: PageRoute = {
  path: '/dashboard',
  meta: { title: 'ダッシュボード' },
  page: DashboardPage,
};

/** Pages inside the signed-in layout. */
export const pageRoutes: PageRoute[] = [
  dashboardRoute,
  paid('/DigitalMembershipCard', 'デジタル会員証確認'),
  paid('/MemberUpdates', '資格更新確認', () => import('./memberUpdates/MemberUpdatesPage')),
  paid('/PointHistories', '受講履歴ポイント照会', () => import('./points/PointHistoriesPage')),
  paid('/ProductOrderHistories', '注文履歴'),
  paid('/applications/extension', '更新延長申請'),
  paid('/applications/return', '休会復帰申請'),
  paid('/applications/TemporaryAbsence', '休会申請'),
  paid('/approved/extension', '更新延長申請'),
  paid('/approved/return', '休会復帰申請'),
  paid('/approved/tempAbsence', '休会申請'),
  paid('/events/entry', '学会・セミナー参加申込'),
  paid('/events/eventDetail', '学会・セミナー詳細'),
  paid('/events/EventsAccepting', '学会・セミナー一覧(申込受付中)'),
  paid('/events/participaints', '学会・セミナー参加一覧'),
  paid('/Products/ProductList', '商品一覧'),
  open('/lock', 'ロック画面', () => import('./demos/pages/LockPage')),
  open('/register', '会員登録', () => import('./demos/pages/RegisterPage')),
  open(
    '/alternative',
    'ダッシュボード（別レイアウト）',
    () => import('./demos/dashboards/AlternativePage'),
  ),
  open('/pricing', '料金プラン', () => import('./demos/pages/PricingPage')),
  open('/ConfirmMemberInfo', '会員情報の確認', () => import('./members/ConfirmMemberInfoPage')),
  // react-router matches paths case-insensitively: this one route also serves the sidebar's
  // /CreditSettlements.
  open(
    '/creditSettlements',
    `${config.paymentProviderName}決済状況一覧`,
    () => import('./fees/CreditSettlementsPage'),
  ),
  open('/MembershipFeeDetail', '会費支払明細', () => import('./fees/MembershipFeeDetailPage')),
  open('/payment', 'お支払い'),
  open('/ResettingPassword', 'パスワード再設定', () => import('./password/ResettingPasswordPage')),
  open(
    '/ResettingPassword/initial',
    '初回パスワード設定',
    () => import('./password/InitialPasswordPage'),
  ),
  open('/applications/withdrawal', '退会申請'),
  open('/events/AttendanceSlip', '受講票'),
  open('/members/ImportSuccessfulApplicant', '合格者取込'),
  open('/members/MemberInfo', '会員詳細', () => import('./members/MemberInfoPage')),
  open('/members/MemberInfo/edit', '会員情報の編集', () => import('./members/MemberInfoEditPage')),
  open('/members/MembersList', '会員一覧'),
  open('/members/ParticipationHistory', '参加履歴'),
  open('/masters/Prefectures', '都道府県マスタ'),
  open('/masters/Prefectures/:id', '都道府県詳細'),
  open('/masters/Prefectures/:id/edit', '都道府県編集'),
  open('/Products/OrderConfirm', 'ご注文内容の確認'),
  open('/Products/ProductOrder', '商品注文'),
  open('/ProductOrderHistories/:id/detail', '注文詳細'),
];
