/** What SPEC §2 fixes, written out once for every test layer. */
import menu from '../resources/menu';
import type { MenuLink } from '../src/generator/defineMenu';

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

/** The member sidebar's links, groups' children included (staff sections apart). */
const memberLinks: readonly MenuLink[] = menu.flatMap((entry) =>
  entry === 'divider' || 'subheader' in entry ? [] : [entry, ...(entry.children ?? [])],
);

/**
 * The member entries resources/menu.ts declares beyond SPEC §2 (`beyondSpec`, which says why):
 * their labels and paths, derived from the menu so such an entry needs no line here.
 */
const beyondSpec = memberLinks.filter((link) => link.beyondSpec);
export const BEYOND_SPEC_LABELS: ReadonlySet<string> = new Set(beyondSpec.map((link) => link.name));
export const BEYOND_SPEC_PATHS: readonly string[] = beyondSpec.map((link) => link.path);

/** Sidebar labels as SPEC §2 knows them: the entries declared beyond it left out. */
export const specSidebarOf = (labels: readonly string[]): string[] =>
  labels.filter((label) => !BEYOND_SPEC_LABELS.has(label));

/** Whether `path` is a page of a member entry beyond SPEC §2, or a record's page under one. */
export const isBeyondSpec = (path: string): boolean =>
  BEYOND_SPEC_PATHS.some((beyond) => {
    const [lower, under] = [path.toLowerCase(), beyond.toLowerCase()];
    return lower === under || lower.startsWith(`${under}/`);
  });
