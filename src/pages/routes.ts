import { lazyPage } from '../layout/lazyPage';
import { open, paid, staff, type PageRoute } from './pageRoute';
import { loadDashboardPage } from './startPages';

export type { PageRoute } from './pageRoute';
// eslint-disable-next-line import-x/no-cycle -- broken by the route manifest
export { noLoginRoutes, publicRoutes } from './publicRoutes';

const DashboardPage = lazyPage(loadDashboardPage);

/** The dashboard, at `/` and `/dashboard`. */
export const dashboardRoute: PageRoute = {
  path: '/dashboard',
  meta: { title: 'ダッシュボード' },
  page: DashboardPage,
};

/** Pages inside the signed-in layout. */
export const pageRoutes: PageRoute[] = [
  dashboardRoute,
  paid(
    '/DigitalMembershipCard',
    'デジタル会員証確認',
    () => import('./card/DigitalMembershipCardPage'),
    ['GetDigitalMembershipCard'],
  ),
  paid('/MemberUpdates', '資格更新確認', () => import('./memberUpdates/MemberUpdatesPage'), [
    'GetMemberUpdatePersonal',
    'UpdateStatus',
  ]),
  paid('/applications/extension', '更新延長申請', () => import('./applications/ExtensionPage'), [
    'GetDetailExtensionApplication',
    'ApplyExtension',
  ]),
  paid('/applications/return', '休会復帰申請', () => import('./applications/ReturnPage'), [
    'GetDetailReturnApplication',
    'ApplyReturn',
  ]),
  paid(
    '/applications/TemporaryAbsence',
    '休会申請',
    () => import('./applications/TemporaryAbsencePage'),
    ['GetDetailTemporaryAbsenceApplication', 'ApplyTemporaryAbsence'],
  ),
  paid('/events/entry', '学会・セミナー参加申込', () => import('./events/EventEntryPage'), [
    'GetDetailEventSection',
    'GetListEventSectionByIds',
    'GetBrushupBase',
    'GetBrushupChildListForTimeTable',
    'GetEventParticipationTargetFee',
    'GetListEventParticipationFees',
    'InsertParticipant',
  ]),
  paid('/events/eventDetail', '学会・セミナー詳細', () => import('./events/EventDetailPage'), [
    'GetDetailEventSection',
    'GetEventParticipationTargetFee',
    'GetListEventParticipationFees',
    'GetListEventRelatedSite',
    'GetListEventLuncheonSeminar',
    'GetDetailEventLuncheonSeminar',
  ]),
  open('/lock', 'ロック画面', () => import('./demos/pages/LockPage')),
  open('/register', '会員登録', () => import('./demos/pages/RegisterPage')),
  open(
    '/alternative',
    'ダッシュボード（別レイアウト）',
    () => import('./demos/dashboards/AlternativePage'),
  ),
  open('/pricing', '料金プラン', () => import('./demos/pages/PricingPage')),
  open('/ConfirmMemberInfo', '会員情報の確認', () => import('./members/ConfirmMemberInfoPage')),
  open('/MembershipFeeDetail', '会費支払明細', () => import('./fees/MembershipFeeDetailPage')),
  open('/payment', 'お支払い', () => import('./payment/PaymentPage')),
  open('/ResettingPassword', 'パスワード再設定', () => import('./password/ResettingPasswordPage')),
  open(
    '/ResettingPassword/initial',
    '初回パスワード設定',
    () => import('./password/InitialPasswordPage'),
  ),
  open('/applications/withdrawal', '退会申請', () => import('./applications/WithdrawalPage')),
  open('/events/AttendanceSlip', '受講票', () => import('./events/AttendanceSlipPage')),
  // Society staff; the member list, participation history and prefecture master are generated
  // from resources/members.ts, participationHistory.ts and prefectures.ts.
  staff(
    '/members/ImportSuccessfulApplicant',
    '合格者取込',
    'user_update',
    () => import('./staff/ImportSuccessfulApplicantPage'),
  ),
  staff('/venue/CheckIn', '会場受付', 'contents_update', () => import('./checkIn/CheckInPage')),
  open('/Products/OrderConfirm', 'ご注文内容の確認', () => import('./products/OrderConfirmPage')),
  open('/Products/ProductOrder', '商品注文', () => import('./products/ProductOrderPage')),
];
