import type { AuthProvider, UserIdentity } from 'ra-core';
import type { ApiClient } from '../api/client';
import { currentLocation } from '../layout/browserLocation';
import { apiClient } from './apiClient';
import { loginPathFor } from './redirect';
import { session } from './session';

interface AuthenticateResult {
  accessToken: string;
  encryptedAccessToken?: string;
  expireInSeconds: number;
  userId: number;
  /** ABP's flag: the password must be changed first (a temporary or an expired one). */
  shouldResetPassword?: boolean;
}

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
 * detail fill the session. A failure of the member detail is a warning and an empty object is
 * used (SPEC §8); without roles the portal cannot decide anything, so that one fails sign-in.
 * Whether the password must be changed first comes with Authenticate's answer, as ABP's
 * `shouldResetPassword`, so the usual sign-in makes no extra request for it.
 */
export async function signIn(
  { username, password }: Credentials,
  client: ApiClient = apiClient,
): Promise<SignInResult> {
  const { data } = await client.call<AuthenticateResult>(
    'Authenticate',
    { userNameOrEmailAddress: username, password, rememberClient: false },
    { quiet: true },
  );
  session.clear();
  session.setToken(data.accessToken, data.expireInSeconds);
  const [roles, member] = await Promise.all([
    client.call<string[]>('GetMemberRoles', {}, { quiet: true }).catch((error: unknown) => {
      session.clear();
      throw error;
    }),
    client
      .call<MemberSummary>('GetDetailMember')
      .then((result) => result.data ?? {})
      .catch((): MemberSummary => ({})),
  ]);
  session.setRoles(Array.isArray(roles.data) ? roles.data : []);
  session.setUserInfo({ name: member.name ?? '', memberId: String(member.id ?? '') });
  return { passwordChangeRequired: data.shouldResetPassword === true };
}

export function signOut(): void {
  session.clear();
}

/** react-admin's view of the same session. */
export const authProvider: AuthProvider = {
  login: (credentials: Credentials) => signIn(credentials),
  // The caller goes to the login page itself, with a fresh load (src/layout/UserMenu.tsx).
  logout: async () => {
    signOut();
    return false;
  },
  checkAuth: async () => {
    if (!session.isSignedIn()) {
      throw { redirectTo: loginPathFor(currentLocation()), message: false };
    }
  },
  // A 401 raises the session dialog in the API client; react-admin must not log out on its own.
  checkError: async () => undefined,
  getPermissions: async () => session.roles(),
  getIdentity: async (): Promise<UserIdentity> => {
    const userInfo = session.userInfo();
    return { id: userInfo?.memberId ?? '', fullName: userInfo?.name ?? '' };
  },
};
