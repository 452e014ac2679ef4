/** Business constants and limits of SPEC §9, in one place. */
export const BASE_PATH = '/member';
export const HOME_PATH = '/';
export const DASHBOARD_PATH = '/dashboard';
export const LOGIN_PATH = '/login';

/** SPEC §2 allows at most five page numbers; a phone's row of finger-sized buttons fits three. */
export const PAGINATION = {
  perPage: 10,
  pageNumbers: 5,
  pageNumbersOnPhone: 3,
  perPageOptions: [10, 20, 50, 100],
};

/** A phone's width: below MUI's `sm` breakpoint (600 px), as a media query. */
export const PHONE_WIDTH = '(max-width:599.95px)';

/** Folds below 1200 px, slides in 300 ms; open, room for the longest label, folded, the icons. */
export const SIDEBAR = { breakpointPx: 1200, hideMs: 300, widthPx: 288, closedWidthPx: 55 };

export const PAGE_LOADER = { throttleMs: 200, durationMs: 5000 };

export const NOTIFICATION = { timeoutMs: 5000 };

export const TOKEN_TYPE = 'Bearer';
export const COOKIE_PATH = '/';
export const STORAGE_PREFIX = 'auth.';
export const TOKEN_PREFIX = '_token.';

/** Terms the member API serves by type (`GetDetailTermByType?type=`), with their labels. */
export const TERMS = {
  membership: { type: 1, label: '会員規約' },
  privacy: { type: 2, label: '個人情報の取り扱いについて' },
  events: { type: 3, label: '学会・セミナー参加規約' },
  withdrawal: { type: 4, label: '退会に関する規定' },
} as const;
