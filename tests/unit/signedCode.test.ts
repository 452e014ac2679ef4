/** The venue codes: ECDSA P-256 signatures anyone with the public key checks, and what they admit. */
import { generateKeyPairSync } from 'node:crypto';
import { signingKeyOf } from '../../demo-api/codeSigner';
import { feeDueAtDoor, judge } from '../../src/venue/admission';
import {
  parseCodeKeys,
  readCode,
  UNREADABLE_MESSAGE,
  type CodeClaims,
} from '../../src/venue/signedCode';
import { CARD, keyPair, SLIP } from '../venueCodes';

/** The code with its claims part replaced, the signature kept. */
function withClaims(code: string, claims: object): string {
  const [prefix, , signature] = code.split('.');
  return `${prefix}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
}

const TODAY = '2026-11-22';

describe('readCode', () => {
  const { verifying, signWith } = keyPair();

  it('reads a genuine code, Japanese names included, with the public key alone', async () => {
    expect(await readCode(signWith(SLIP), [verifying], TODAY)).toEqual({ ok: true, claims: SLIP });
    expect(await readCode(`  ${signWith(CARD)}\n`, [verifying], TODAY)).toEqual({
      ok: true,
      claims: CARD,
    });
  });

  it('refuses an altered or re-signed code as forged', async () => {
    const genuine = signWith(CARD);
    const forged = {
      ok: false,
      problem: 'forged',
      message: '署名が一致しません。偽造または改ざんされたQRコードの可能性があります。',
    };
    expect(
      await readCode(withClaims(genuine, { ...CARD, vu: '2030-03-31' }), [verifying], TODAY),
    ).toEqual(forged);
    // A forger's own key under the published key id.
    const forger = keyPair('k1');
    expect(await readCode(forger.signWith(CARD), [verifying], TODAY)).toEqual(forged);
  });

  it('reads anything not in the form of a code as unreadable, never throwing', async () => {
    const genuine = signWith(SLIP);
    const unreadable = { ok: false, problem: 'unreadable', message: UNREADABLE_MESSAGE };
    expect(UNREADABLE_MESSAGE).toMatch(/^読み取れないコードです/);
    for (const text of [
      '',
      '   ',
      'https://example.jp/',
      'JGETS3.a.b',
      // A length base64url has no decoding for: atob throws on it.
      'JGETS2.A.A',
      'JGETS2.A',
      `${genuine}.x`,
      genuine.slice(0, -4),
      genuine.slice(0, 40),
      withClaims(genuine, { t: 'card' }),
      withClaims(genuine, { ...SLIP, due: -1 }),
      `JGETS2.${'A'.repeat(10_000)}.${'B'.repeat(86)}`,
      'JGETS2.\u0000\u00ff\ufffd.x',
    ]) {
      expect(await readCode(text, [verifying], TODAY), text.slice(0, 40)).toEqual(unreadable);
    }
  });

  it('names a key the app does not know, and an old code', async () => {
    const other = keyPair('k2');
    expect(await readCode(other.signWith({ ...CARD, k: 'k2' }), [verifying], TODAY)).toMatchObject({
      ok: false,
      problem: 'unknownKey',
    });
    // Both keys published (a key being rotated in): both verify.
    expect(
      (await readCode(other.signWith({ ...CARD, k: 'k2' }), [verifying, other.verifying], TODAY))
        .ok,
    ).toBe(true);
    for (const old of [
      'JGETS1.e30.c2ln',
      'JGETS-EVENT:participant=5005;event=107;member=0012345',
    ]) {
      expect(await readCode(old, [verifying], TODAY)).toMatchObject({
        ok: false,
        problem: 'legacy',
      });
    }
  });

  it('refuses a retired key’s code after its last day, with the day in the message', async () => {
    const retiring = { ...verifying, notAfter: '2026-11-21' };
    const code = signWith(CARD);
    expect(await readCode(code, [retiring], '2026-11-21')).toMatchObject({ ok: true });
    expect(await readCode(code, [retiring], TODAY)).toEqual({
      ok: false,
      problem: 'retiredKey',
      message:
        'このQRコードの署名鍵は2026/11/21で使用を終えています。会員証または受講票を開き直して、新しいQRコードを提示してもらってください。',
    });
  });
});

describe('the keys', () => {
  it('reads the public keys the build ships, and refuses a malformed list', () => {
    const { verifying } = keyPair('demo-2026');
    expect(parseCodeKeys(` demo-2026:${verifying.spki} ,`)).toEqual([verifying]);
    expect(parseCodeKeys(`old:${verifying.spki}:2026-12-31,demo-2026:${verifying.spki}`)).toEqual([
      { ...verifying, id: 'old', notAfter: '2026-12-31' },
      verifying,
    ]);
    expect(parseCodeKeys('')).toEqual([]);
    expect(() => parseCodeKeys('demo-2026')).toThrow(/id:base64url-spki/);
    expect(() => parseCodeKeys(`demo-2026:${verifying.spki}:2026/12/31`)).toThrow(
      /id:base64url-spki/,
    );
  });

  it('signs only with an ECDSA P-256 private key given as id:pkcs8', () => {
    const der = (key: ReturnType<typeof generateKeyPairSync>['privateKey']) =>
      key.export({ type: 'pkcs8', format: 'der' }).toString('base64url');
    const { privateKey } = keyPair();
    expect(signingKeyOf(`k1:${der(privateKey)}`).verifying.id).toBe('k1');
    expect(() => signingKeyOf(der(privateKey))).toThrow(/id:base64url-pkcs8/);
    const p384 = generateKeyPairSync('ec', { namedCurve: 'P-384' }).privateKey;
    expect(() => signingKeyOf(`k1:${der(p384)}`)).toThrow(/ECDSA P-256/);
    const ed25519 = generateKeyPairSync('ed25519').privateKey;
    expect(() => signingKeyOf(`k1:${der(ed25519)}`)).toThrow(/ECDSA P-256/);
  });
});

describe('judge: what a code admits at the door', () => {
  const place = { eventId: 124, day: '2026-11-22' };
  const read = (claims: CodeClaims) => ({ ok: true, claims }) as const;

  it('admits a slip to its own event on one of its days', () => {
    expect(judge(read(SLIP), place)).toEqual({ kind: 'slip', claims: SLIP });
  });

  it('refuses an expired slip, another event’s and another day’s, saying which', () => {
    expect(judge(read({ ...SLIP, ev: 105, days: ['2026-11-13', '2026-11-14'] }), place)).toEqual({
      kind: 'refused',
      refusal: 'expired',
      message: '有効期限切れの受講票です（2026/11/14に終了した学会・セミナーのものです）。',
    });
    expect(judge(read({ ...SLIP, ev: 106, days: ['2026-11-29'] }), place)).toMatchObject({
      refusal: 'otherEvent',
      message: '別の学会・セミナーの受講票です。',
    });
    const congress = { ...SLIP, days: ['2026-11-22', '2026-11-23'] };
    expect(judge(read(congress), { ...place, day: '2026-11-23' })).toMatchObject({
      kind: 'slip',
    });
    expect(judge(read({ ...SLIP, days: ['2026-11-23'] }), place)).toMatchObject({
      refusal: 'otherDay',
      message: 'この受講票で受付できる日ではありません（2026/11/23）。',
    });
  });

  it('shows a card with its validity, and passes on why a code could not be read', () => {
    expect(judge(read(CARD), place)).toEqual({ kind: 'card', claims: CARD, expired: false });
    expect(judge(read({ ...CARD, vu: '2026-03-31' }), place)).toMatchObject({
      expired: true,
    });
    expect(
      judge(
        {
          ok: false,
          problem: 'forged',
          message: '署名が一致しません。偽造または改ざんされたQRコードの可能性があります。',
        },
        place,
      ),
    ).toMatchObject({
      kind: 'refused',
      message: '署名が一致しません。偽造または改ざんされたQRコードの可能性があります。',
    });
  });
});

describe('feeDueAtDoor: what a slip’s participant owes, offline', () => {
  const list = { dues: [{ participantId: 5021, amount: 4000 }], asOf: '2026-11-21T18:00:00+09:00' };

  it('takes the door’s list for a code issued before it, the code for one issued after', () => {
    // A slip printed before the list: the list's word (unpaid).
    expect(feeDueAtDoor({ ...SLIP, due: 0, iat: '2026-11-20T09:00:00+09:00' }, list)).toBe(4000);
    // Paid since the list was fetched, the slip opened again: the code's word.
    expect(feeDueAtDoor({ ...SLIP, due: 0, iat: '2026-11-22T08:00:00+09:00' }, list)).toBe(0);
    // Applied after the list was fetched: only the code knows.
    expect(
      feeDueAtDoor({ ...SLIP, pid: 5099, due: 3000, iat: '2026-11-22T08:00:00+09:00' }, list),
    ).toBe(3000);
    expect(feeDueAtDoor({ ...SLIP, pid: 5099, iat: '2026-11-20T09:00:00+09:00' }, list)).toBe(0);
  });
});
