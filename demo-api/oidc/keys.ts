/**
 * The provider's signing key, made once per process (nothing secret is kept in the repository
 * and nothing is fetched): the provider signs with the private half, and the member API checks
 * access tokens against the public half in-process, as a real API would against `jwks_uri`.
 */
import { exportJWK, generateKeyPair, type JWK } from 'jose';

export interface DemoSigningKeys {
  privateJwk: JWK;
  publicJwk: JWK;
}

let keys: Promise<DemoSigningKeys> | undefined;

export function demoSigningKeys(): Promise<DemoSigningKeys> {
  keys ??= (async () => {
    const pair = await generateKeyPair('RS256', { extractable: true });
    const kid = 'demo-idp-1';
    const meta = { kid, alg: 'RS256', use: 'sig' };
    return {
      privateJwk: { ...(await exportJWK(pair.privateKey)), ...meta },
      publicJwk: { ...(await exportJWK(pair.publicKey)), ...meta },
    };
  })();
  return keys;
}
