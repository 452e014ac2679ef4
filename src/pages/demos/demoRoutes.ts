// eslint-disable-next-line boundaries/dependencies -- broken by the route manifest
import { open, type PageRoute } from '../pageRoute';

/**
 * The template demo pages of SPEC §1: no server calls, not in the sidebar; /demos lists them.
 * /lock, /register, /alternative and /pricing are SPEC routes (src/pages/routes.ts) and /commerce
 * needs no login (noLoginRoutes there). Only the admin shell imports this table, so the lazy
 * loaders (and their preload lists) stay out of the sign-in bundle (DESIGN §9).
 */
export const demoRoutes: PageRoute[] = [
  // eslint-disable-next-line import-x/no-cycle -- broken by the route manifest
  open('/demos', 'デモページ一覧', () => import('./DemoIndexPage')),
  open('/calendar', 'カレンダー', () => import('./calendar/CalendarPage')),
  open('/charts', 'グラフ', () => import('./dashboards/ChartsPage')),
  open('/widgets', 'ウィジェット', () => import('./dashboards/WidgetsPage')),
  open('/components/buttons', 'ボタン', () => import('./components/ButtonsPage')),
  open('/components/grid', 'グリッド', () => import('./components/GridPage')),
  open('/components/panels', 'パネル', () => import('./components/PanelsPage')),
  open('/components/alerts', 'アラート', () => import('./components/AlertsPage')),
  open('/components/notifications', '通知', () => import('./components/NotificationsPage')),
  open('/components/icons', 'アイコン', () => import('./components/IconsPage')),
  open('/components/typography', '文字組み', () => import('./components/TypographyPage')),
  open('/forms/regular', '基本のフォーム', () => import('./forms/RegularFormsPage')),
  open('/forms/extended', '拡張フォーム', () => import('./forms/ExtendedFormsPage')),
  open('/forms/validation', '入力チェック', () => import('./forms/ValidationFormsPage')),
  open('/forms/wizard', 'ウィザード', () => import('./forms/WizardPage')),
  open('/tables/regular', '基本のテーブル', () => import('./tables/RegularTablesPage')),
  open('/tables/extended', '拡張テーブル', () => import('./tables/ExtendedTablesPage')),
  open('/tables/paginated', 'ページ送りのテーブル', () => import('./tables/PaginatedTablesPage')),
  open('/maps', '地図', () => import('./maps/JapanMapPage')),
  open('/pages/profile', 'ユーザープロフィール', () => import('./pages/ProfilePage')),
  open('/pages/timeline', 'タイムライン', () => import('./pages/TimelinePage')),
];
