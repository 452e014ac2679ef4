import type { Permission } from '../../src/providers/access';
import { loginPathFor } from '../../src/providers/redirect';
import {
  DEFAULT_MIDDLEWARE,
  evaluateRoute,
  normalizeStatus,
  NOT_FOUND,
  type GuardContext,
} from '../../src/layout/guards';

const location = { pathname: '/events', search: '?page=2' };
const signedIn = (roles: string[]): GuardContext => ({ signedIn: true, roles, location });
const signedOut: GuardContext = { signedIn: false, roles: [], location };
const paid: readonly Permission[] = ['paid_admission_fee'];

describe('evaluateRoute', () => {
  it('gives 404 for a route without meta', () => {
    const outcome = evaluateRoute(undefined, signedIn(['member']));
    expect(outcome).toEqual({
      kind: 'error',
      status: 404,
      message: 'This page could not be found',
      details: ['ページがありません'],
    });
    expect(outcome).toEqual(NOT_FOUND);
  });

  it('gives 404 for a missing page even when signed out', () => {
    expect(evaluateRoute(undefined, signedOut)).toEqual(NOT_FOUND);
  });

  it('gives 500 for an unknown middleware', () => {
    expect(evaluateRoute({ title: 'x', middleware: ['foo'] }, signedIn(['member']))).toEqual({
      kind: 'error',
      status: 500,
      message: 'Unknown middleware foo',
      details: [],
    });
  });

  it('does not take inherited object properties for middleware', () => {
    expect(evaluateRoute({ title: 'x', middleware: ['toString'] }, signedIn(['member']))).toEqual({
      kind: 'error',
      status: 500,
      message: 'Unknown middleware toString',
      details: [],
    });
  });

  it("uses the 'authenticated' middleware by default", () => {
    expect(DEFAULT_MIDDLEWARE).toBe('authenticated');
  });

  it('sends a signed-out visitor to sign in, keeping the page', () => {
    const outcome = evaluateRoute({ title: 'イベント' }, signedOut);
    expect(outcome).toEqual({ kind: 'redirect', to: loginPathFor(location) });
    expect(outcome).toEqual({
      kind: 'redirect',
      to: '/login?redirect=' + encodeURIComponent('/member/events?page=2'),
    });
  });

  it('redirects before checking permissions', () => {
    expect(evaluateRoute({ title: 'x', permissions: paid }, signedOut)).toEqual({
      kind: 'redirect',
      to: loginPathFor(location),
    });
  });

  it("redirects with an explicit ['authenticated']", () => {
    expect(evaluateRoute({ title: 'x', middleware: ['authenticated'] }, signedOut).kind).toBe(
      'redirect',
    );
  });

  it('allows a route without middleware while signed out', () => {
    expect(evaluateRoute({ title: 'ログイン', middleware: [] }, signedOut)).toEqual({
      kind: 'allow',
    });
  });

  it('refuses a provisional member on a paid route with 403', () => {
    expect(
      evaluateRoute({ title: 'イベント', permissions: paid }, signedIn(['temp-member'])),
    ).toEqual({
      kind: 'error',
      status: 403,
      message: '閲覧権限がありません',
      details: ['入会費の支払いをお願いします'],
    });
  });

  it('gives no detail for a permission without one', () => {
    expect(
      evaluateRoute({ title: 'x', permissions: ['user_update'] }, signedIn(['member'])),
    ).toEqual({ kind: 'error', status: 403, message: '閲覧権限がありません', details: [] });
  });

  it('allows a member on a paid route', () => {
    expect(evaluateRoute({ title: 'イベント', permissions: paid }, signedIn(['member']))).toEqual({
      kind: 'allow',
    });
  });

  it('allows a provisional member on a route without permissions', () => {
    expect(evaluateRoute({ title: 'お知らせ' }, signedIn(['temp-member']))).toEqual({
      kind: 'allow',
    });
    expect(evaluateRoute({ title: 'お知らせ', permissions: [] }, signedIn([]))).toEqual({
      kind: 'allow',
    });
  });

  it('gives 500 with an empty message when the check throws', () => {
    const check = () => {
      throw new Error('boom');
    };
    expect(evaluateRoute({ title: 'x', permissions: paid }, signedIn(['member']), check)).toEqual({
      kind: 'error',
      status: 500,
      message: '',
      details: [],
    });
  });

  it('passes the roles and the required permissions to the check', () => {
    const check = vi.fn(() => true);
    evaluateRoute({ title: 'x', permissions: paid }, signedIn(['read']), check);
    expect(check).toHaveBeenCalledWith(['read'], paid);
  });
});

describe('normalizeStatus', () => {
  it('keeps the known statuses', () => {
    for (const status of [400, 401, 403, 404, 500, 503]) {
      expect(normalizeStatus(status)).toBe(status);
    }
  });

  it('treats an unknown status as 500', () => {
    expect(normalizeStatus(418)).toBe(500);
    expect(normalizeStatus(0)).toBe(500);
    expect(normalizeStatus(200)).toBe(500);
  });
});

describe('evaluateRoute on a staff page', () => {
  const staffMeta = { title: '会員一覧', permissions: ['contents_read'] as const, staff: true };
  const as = (roles: string[]) => ({
    signedIn: true,
    roles,
    location: { pathname: '/members/MembersList', search: '' },
  });

  it('refuses a member, whose contents_read is not a staff role’s', () => {
    expect(evaluateRoute(staffMeta, as(['member']))).toEqual({
      kind: 'error',
      status: 403,
      message: '閲覧権限がありません',
      details: ['事務局の方のみ利用できます'],
    });
  });

  it('lets staff in and refuses read staff an edit page', () => {
    expect(evaluateRoute(staffMeta, as(['read']))).toEqual({ kind: 'allow' });
    const edit = { ...staffMeta, permissions: ['contents_update'] as const };
    expect(evaluateRoute(edit, as(['read']))).toMatchObject({
      status: 403,
      details: ['事務局の「読み書き」以上の権限が必要です'],
    });
    expect(evaluateRoute(edit, as(['update']))).toEqual({ kind: 'allow' });
  });
});
