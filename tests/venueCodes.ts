/** Venue codes for the unit tests: a key pair of their own, and the claims of a slip and a card. */
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import {
  codeBody,
  signedCode,
  type CardClaims,
  type CertificateClaims,
  type CodeClaims,
  type CodeKey,
  type SlipClaims,
} from '../src/venue/signedCode';

/** Signs claims with a P-256 private key, as the member API does. */
export const signerOf = (key: KeyObject) => (claims: CodeClaims) => {
  const body = codeBody(claims);
  return signedCode(body, sign('sha256', Buffer.from(body), { key, dsaEncoding: 'ieee-p1363' }));
};

/** A fresh P-256 key pair under `id`: its published half, and a signer. */
export function keyPair(id = 'k1') {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const verifying: CodeKey = {
    id,
    spki: publicKey.export({ type: 'spki', format: 'der' }).toString('base64url'),
  };
  return { verifying, signWith: signerOf(privateKey), privateKey };
}

/** demo-venue's slip for today's seminar, signed by `k1`. */
export const SLIP: SlipClaims = {
  t: 'slip',
  k: 'k1',
  no: '0078901',
  nm: '佐野 由美',
  pid: 5021,
  ev: 124,
  pt: '受講',
  days: ['2026-11-22'],
  due: 0,
  iat: '2026-11-20T09:00:00+09:00',
};

export const CARD: CardClaims = {
  t: 'card',
  k: 'k1',
  no: '0078901',
  nm: '佐野 由美',
  cls: '正会員',
  vu: '2027-03-31',
  qe: null,
  iat: '2026-11-20T09:00:00+09:00',
};

/** demo-venue's 受講証明書 for today's seminar, once attended. */
export const CERTIFICATE: CertificateClaims = {
  t: 'cert',
  k: 'k1',
  no: '0078901',
  nm: '佐野 由美',
  cn: 'C-2026-005021',
  pid: 5021,
  ev: 124,
  evn: '関東支部 ハンズオン研修会「内視鏡の洗浄・消毒」',
  days: ['2026-11-22'],
  pt: '受講',
  pts: [{ c: '支部セミナー', p: 3 }],
  iss: '2026-11-22',
  iat: '2026-11-22T15:00:00+09:00',
};
