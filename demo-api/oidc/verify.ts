/**
 * How the member API accepts the identity provider's access tokens: a JWT (`at+jwt`) signed by
 * the provider's key, issued by it, for the member API (audience) with the member API's scope.
 * Its subject is the demo account's login. The key is checked in-process (a real API would
 * fetch the provider's `jwks_uri`); nothing is looked up over the network.
 */
import { createLocalJWKSet, jwtVerify } from 'jose';
import { findAccount, type Account } from '../accounts';
import { demoSigningKeys } from './keys';
import { demoIdpSettings, MEMBER_API_RESOURCE, MEMBER_API_SCOPE } from './settings';

export async function verifyOidcAccessToken(token: string): Promise<Account | null> {
  const { publicJwk } = await demoSigningKeys();
  try {
    const { payload } = await jwtVerify(token, createLocalJWKSet({ keys: [publicJwk] }), {
      issuer: demoIdpSettings().issuer,
      audience: MEMBER_API_RESOURCE,
      typ: 'at+jwt',
      algorithms: ['RS256'],
    });
    const scopes = typeof payload.scope === 'string' ? payload.scope.split(' ') : [];
    if (!scopes.includes(MEMBER_API_SCOPE) || typeof payload.sub !== 'string') return null;
    return findAccount(payload.sub) ?? null;
  } catch {
    // Forged, expired, for another audience or issuer: the caller answers 401.
    return null;
  }
}
