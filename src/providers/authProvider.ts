import type { AuthProvider, UserIdentity } from 'ra-core';
import type { ApiClient } from '../api/client';
import { currentLocation } from '../layout/browserLocation';
import { apiClient } from './apiClient';
import { HOME_PATH } from '../config/constants';
import {
  externalLogoutUrl,
  finishExternalSignIn,
  isExternalSession,
  keepRenewed,
  leave,
  stopRenewal,
  storeTokens,
  ExternalSignInError,
} from './oidc';
import { loginPathFor, safeRedirectPath } from './redirect';
import { session } from './session';
import { forgetKeptCard, tellWorkerSignedIn } from '../serviceWorker';
import { tellWorkerHowLongToKeepCard } from './cardKeeping';
import { forgetDrafts } from './draftKeys';

/** The member detail fields the session needs (SPEC §3 userInfo). */
interface MemberSummary {
  id?: number | string;
  name?: string;
}

export interface Credentials {
  username: string;
  password: string;
}

export interface SignInResult {
  /** Send the member to the forced password change (`/ResettingPassword/initial`) first. */
  passwordChangeRequired: boolean;
}

/**
 * Sign-in (DESIGN §4): Authenticate, then the roles of the applications area and the member
 * detail fill the session (loadMemberSession). Whether the password must be changed first comes with Authenticate's answer, as ABP's
 * `shouldResetPassword`, so the usual sign-in makes no extra request for it.
 */
export async function signIn(
  { username, password }: Credentials,
  client: ApiClient = apiClient,
): Promise<SignInResult> {
  const { data } = await client.call(
    'Authenticate',
    { userNameOrEmailAddress: username, password, rememberClient: false },
    { quiet: true },
  );
  session.clear();
  session.setToken(data.accessToken, data.expireInSeconds);
  await loadMemberSession(client);
  return { passwordChangeRequired: data.shouldResetPassword === true };
}

/**
 * Asks for the roles again, after something that changes them: paying the admission fee makes a
 * provisional member a member (SPEC §6), and the pages needing paid_admission_fee open at once.
 */
export async function refreshRoles(client: ApiClient = apiClient): Promise<void> {
  const roles = await client.call('GetMemberRoles', {}, { quiet: true });
  if (Array.isArray(roles.data)) session.setRoles(roles.data);
}

/**
 * What every sign-in does once the token is stored: the roles (without them the portal cannot
 * decide anything, so their failure fails sign-in) and the member's name and id (a failure of
 * the member detail is a warning and an empty object is used, SPEC §8).
 */
async function loadMemberSession(client: ApiClient): Promise<void> {
  const [roles, member] = await Promise.all([
    client.call('GetMemberRoles', {}, { quiet: true }).catch((error: unknown) => {
      session.clear();
      throw error;
    }),
    client
      .call('GetDetailMember')
      .then((result) => result.data ?? {})
      .catch((): MemberSummary => ({})),
  ]);
  session.setRoles(Array.isArray(roles.data) ? roles.data : []);
  const memberId = String(member.id ?? '');
  session.setUserInfo({ name: member.name ?? '', memberId });
  // What another member left on this device goes: their drafts, their kept card. The card kept
  // from now on stays as long as this session, or beyond it with the member's switch on.
  forgetDrafts(memberId);
  tellWorkerSignedIn(memberId);
  tellWorkerHowLongToKeepCard();
}

/**
 * The end of an external sign-in, at `/auth/callback` (or `/dashboard`): the provider's answer
 * checked, its tokens stored, the member's session loaded as for local sign-in, renewal armed.
 * Returns the router path to go to (the same safe-redirect rule as local sign-in).
 */
export async function completeExternalSignIn(
  url: string,
  client: ApiClient = apiClient,
): Promise<string> {
  const { tokens, target } = await finishExternalSignIn(url);
  session.clear();
  storeTokens(tokens);
  try {
    await loadMemberSession(client);
  } catch {
    session.clear();
    throw new ExternalSignInError('failed');
  }
  keepRenewed();
  return safeRedirectPath(target) ?? HOME_PATH;
}

/** An explicit logout: the session, the drafts and the card kept on this device all go. */
export function signOut(): void {
  stopRenewal();
  session.clear();
  forgetDrafts();
  forgetKeptCard();
}

/**
 * Logout: the member API ends the token first (a copy of it is of no use after), then the
 * identity provider's session too, when the member signed in there.
 */
async function logout(client: ApiClient = apiClient): Promise<false> {
  if (session.isSignedIn()) await client.call('Logout', {}, { quiet: true }).catch(() => undefined);
  if (!isExternalSession()) {
    signOut();
    return false;
  }
  const url = await externalLogoutUrl().catch(() => null);
  signOut();
  if (!url) return false;
  leave.replacedBy(url);
  // The page is leaving for the provider, which comes back to the login page itself; resolving
  // would let the caller navigate to the login page first and cancel that.
  return new Promise<false>(() => undefined);
}

/** react-admin's view of the same session. */
export const authProvider: AuthProvider = {
  login: (credentials: Credentials) => signIn(credentials),
  // The caller goes to the login page itself, with a fresh load (src/layout/UserMenu.tsx).
  logout: () => logout(),
  checkAuth: async () => {
    if (!session.isSignedIn()) {
      throw { redirectTo: loginPathFor(currentLocation()), message: false };
    }
    keepRenewed();
  },
  // A 401 raises the session dialog in the API client; react-admin must not log out on its own.
  checkError: async () => undefined,
  getPermissions: async () => session.roles(),
  getIdentity: async (): Promise<UserIdentity> => {
    const userInfo = session.userInfo();
    return { id: userInfo?.memberId ?? '', fullName: userInfo?.name ?? '' };
  },
};
