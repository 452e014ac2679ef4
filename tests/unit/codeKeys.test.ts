/**
 * One published key list on both sides: the build compiles it in (and refuses the demo key
 * outside the demo), the demo API verifies with it and refuses to sign with a key it lacks.
 */
import { generateKeyPairSync } from 'node:crypto';
import { requireSigningKey } from '../../demo-api/codeSigner';
import { codeKeysDefine } from '../../server/codeKeys';
import { parseCodeKeys } from '../../src/venue/signedCode';

const DEMO = parseCodeKeys(process.env.CODE_PUBLIC_KEYS ?? '')[0]!;
const ownKey = () =>
  generateKeyPairSync('ec', { namedCurve: 'P-256' })
    .publicKey.export({ type: 'spki', format: 'der' })
    .toString('base64url');

afterEach(() => vi.unstubAllEnvs());

describe('a build’s public keys', () => {
  it('refuses the demo key, by id or by key, in a build outside the demo modes', () => {
    expect(DEMO.id).toBe('demo-2026');
    for (const published of [
      `${DEMO.id}:${DEMO.spki}`,
      `society-2027:${ownKey()},${DEMO.id}:${DEMO.spki}:2027-03-31`,
      `${DEMO.id}:${ownKey()}`,
      `society-2027:${DEMO.spki}`,
    ]) {
      vi.stubEnv('CODE_PUBLIC_KEYS', published);
      expect(() => codeKeysDefine('production', { build: true }), published).toThrow(
        /CODE_PUBLIC_KEYS holds the demo key/,
      );
    }
  });

  it('compiles in the society’s own keys, and the demo key in the demo and development modes', () => {
    const own = `society-2027:${ownKey()}`;
    vi.stubEnv('CODE_PUBLIC_KEYS', own);
    expect(codeKeysDefine('production', { build: true })).toEqual({
      __CODE_PUBLIC_KEYS__: JSON.stringify(own),
    });
    vi.stubEnv('CODE_PUBLIC_KEYS', `${DEMO.id}:${DEMO.spki}`);
    for (const mode of ['demo', 'development']) {
      expect(() => codeKeysDefine(mode, { build: true })).not.toThrow();
    }
    // Serving a build (vite preview, the e2e server) builds nothing.
    expect(() => codeKeysDefine('production')).not.toThrow();
  });

  it('fails the build on a malformed list rather than the door', () => {
    vi.stubEnv('CODE_PUBLIC_KEYS', 'society-2027');
    expect(() => codeKeysDefine('production', { build: true })).toThrow(/id:base64url-spki/);
  });
});

describe('the demo API’s signing key', () => {
  it('must be published, under its id, and not retired', () => {
    const published = process.env.CODE_PUBLIC_KEYS ?? '';
    expect(() => requireSigningKey()).not.toThrow();
    vi.stubEnv('CODE_PUBLIC_KEYS', `society-2027:${ownKey()}`);
    expect(() => requireSigningKey()).toThrow(/must publish the signing key's public half/);
    vi.stubEnv('CODE_PUBLIC_KEYS', `${DEMO.id}:${ownKey()}`);
    expect(() => requireSigningKey()).toThrow(/must publish the signing key's public half/);
    vi.stubEnv('CODE_PUBLIC_KEYS', `${published}:2026-11-21`);
    expect(() => requireSigningKey()).toThrow(/retired on 2026-11-21/);
  });
});
