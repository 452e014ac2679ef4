import type { ComponentType } from 'react';
import { config } from '../config/env';
import type { RouteMeta } from '../layout/guards';
import { lazyPage } from '../layout/lazyPage';

/**
 * The bespoke pages of SPEC §2 (generated resource pages come from resources/). A route without
 * a `page` is one whose issue has not landed yet: it is routed and guarded, and says so plainly.
 */
export interface PageRoute {
  path: string;
  meta: RouteMeta;
  page?: ComponentType;
}

const PAID = ['paid_admission_fee'] as const;
const NO_LOGIN: readonly string[] = [];

const LoginPage = lazyPage(() => import('./auth/LoginPage'));
const DashboardPage = lazyPage(() => import('./dashboard/DashboardPage'));

/** Sign-in pages: rendered without the admin shell, no login check (SPEC §2). */
export const publicRoutes: PageRoute[] = [
  { path: '/login', meta: { title: 'ログイン', middleware: NO_LOGIN }, page: LoginPage },
  { path: '/auth/login', meta: { title: 'ログイン', middleware: NO_LOGIN }, page: LoginPage },
  { path: '/auth/login_test', meta: { title: 'ログイン（テスト環境）', middleware: NO_LOGIN } },
  {
    path: '/auth/forgotPassword',
    meta: { title: 'パスワードをお忘れの方', middleware: NO_LOGIN },
    page: lazyPage(() => import('./auth/ForgotPasswordPage')),
  },
  {
    path: '/auth/resetPassword',
    meta: { title: 'パスワードの再設定', middleware: NO_LOGIN },
    page: lazyPage(() => import('./auth/ResetPasswordPage')),
  },
  { path: '/auth/callback', meta: { title: '外部認証', middleware: NO_LOGIN } },
];

/** The dashboard, at `/` and `/dashboard`. */
export const dashboardRoute: PageRoute = {
  path: '/dashboard',
  meta: { title: 'ダッシュボード' },
  page: DashboardPage,
};

type PageLoader = Parameters<typeof lazyPage>[0];

/** A page needing the admission fee paid; `load` imports it (omitted: not built yet). */
const paid = (path: string, title: string, load?: PageLoader): PageRoute => ({
  path,
  meta: { title, permissions: PAID },
  page: load && lazyPage(load),
});
/** A page any signed-in member may open. */
export const open = (path: string, title: string, load?: PageLoader): PageRoute => ({
  path,
  meta: { title },
  page: load && lazyPage(load),
});

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

/** A page needing no login: signed out, Root shows it in a frame of its own (SPEC §2). */
const noLogin = (path: string, title: string, load: PageLoader): PageRoute => ({
  path,
  meta: { title, middleware: NO_LOGIN },
  page: lazyPage(load),
});

/**
 * Pages of the signed-in layout that need no login check (the route name `commerce`, SPEC §2).
 * The other template demo pages are in src/pages/demos/demoRoutes.ts, outside the sign-in bundle.
 */
export const noLoginRoutes: PageRoute[] = [
  noLogin('/commerce', 'コマース', () => import('./demos/dashboards/CommercePage')),
];
