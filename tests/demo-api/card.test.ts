// @vitest-environment node
/** The digital membership card: its contents, and a signature that tells a forged card apart. */
import { generateKeyPairSync } from 'node:crypto';
import { signCode } from '../../demo-api/codeSigner';
import { demoStore } from '../../demo-api/store';
import { codeKeys } from '../../src/venue/codeKeys';
import { readCode } from '../../src/venue/signedCode';
import type { CardVerification, DigitalMembershipCard } from '../../src/api/applications';
import { dataOf, get, ORIGIN, send, signIn } from './helpers';

const APP = `${ORIGIN}/api/services/app/Application`;

async function verify(token: string, payload: string) {
  const { body } = await send<CardVerification>(
    'POST',
    `${APP}/VerifyDigitalMembershipCard`,
    token,
    { payload },
  );
  return dataOf(body);
}

/** The payload with its claims replaced, the signature kept: what a forger would try. */
function tampered(payload: string, change: (claims: Record<string, unknown>) => void): string {
  const [prefix, claims, signature] = payload.split('.');
  const parsed = JSON.parse(Buffer.from(claims!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
  change(parsed);
  return `${prefix}.${Buffer.from(JSON.stringify(parsed)).toString('base64url')}.${signature}`;
}

describe('GetDigitalMembershipCard', () => {
  it('answers demo-member’s card with her qualification’s expiry', async () => {
    const token = await signIn('demo-member');
    const card = dataOf(
      (await get<DigitalMembershipCard>(`${APP}/GetDigitalMembershipCard`, token)).body,
    );
    expect(card).toMatchObject({
      memberNo: '0012345',
      name: '内視鏡 花子',
      nameKana: 'ナイシキョウ ハナコ',
      membershipClass: '正会員',
      validUntil: '2027-03-31',
      // Her seeded extension was rejected; an approved one moves it (applications.test.ts).
      qualification: { name: '消化器内視鏡技師', expiryDate: '2027-03-31' },
    });
    expect(card.verificationPayload).toMatch(/^JGETS2\.[\w-]+\.[\w-]+$/);
  });

  it('refuses a provisional member, who has no card yet', async () => {
    const token = await signIn('demo-temp');
    const { status, body } = await get(`${APP}/GetDigitalMembershipCard`, token);
    expect(status).toBe(403);
    expect(body.error).toMatchObject({
      message: '閲覧権限がありません',
      details: '入会費の支払いをお願いします',
    });
  });
});

describe('verifying a scanned card', () => {
  it('accepts the genuine payload and refuses any change to it', async () => {
    const member = await signIn('demo-member');
    const card = dataOf(
      (await get<DigitalMembershipCard>(`${APP}/GetDigitalMembershipCard`, member)).body,
    );
    const staff = await signIn('demo-read');

    expect(await verify(staff, card.verificationPayload)).toEqual({
      valid: true,
      reason: null,
      memberNo: '0012345',
      name: '内視鏡 花子',
      membershipClass: '正会員',
      validUntil: '2027-03-31',
      qualificationExpiryDate: '2027-03-31',
      current: true,
    });

    const extended = tampered(card.verificationPayload, (claims) => {
      claims.vu = '2030-03-31';
    });
    const forged = await verify(staff, extended);
    expect(forged).toMatchObject({ valid: false, memberNo: null });
    expect(forged.reason).toContain('偽造または改ざん');
    expect((await verify(staff, `${card.verificationPayload}x`)).valid).toBe(false);
    expect(await verify(staff, 'not a card')).toMatchObject({
      valid: false,
      reason: '読み取れないコードです。会員証または受講票のQRコードをもう一度読み取ってください。',
    });
  });

  it('refuses the old HMAC codes, saying how to get a new one', async () => {
    const staff = await signIn('demo-read');
    const old = await verify(staff, 'JGETS1.eyJubyI6IjAwMTIzNDUifQ.c2lnbmF0dXJl');
    expect(old).toMatchObject({ valid: false, memberNo: null });
    expect(old.reason).toBe(
      '旧形式のQRコードです。会員証または受講票を開き直して、新しいQRコードを提示してもらってください。',
    );
  });

  it('is a staff call: a member may not probe cards (403)', async () => {
    const member = await signIn('demo-member');
    const card = dataOf(
      (await get<DigitalMembershipCard>(`${APP}/GetDigitalMembershipCard`, member)).body,
    );
    const { status, body } = await send('POST', `${APP}/VerifyDigitalMembershipCard`, member, {
      payload: card.verificationPayload,
    });
    expect(status).toBe(403);
    expect(body.error?.details).toBe('事務局の方のみ利用できます');
  });

  it('checks the member the records hold today: none for the number, or withdrawn', async () => {
    const staff = await signIn('demo-read');
    const claims = {
      t: 'card',
      no: '9999999',
      nm: '架空 一郎',
      cls: '正会員',
      vu: '2027-03-31',
      qe: null,
      iat: '2026-11-22T09:00:00+09:00',
    } as const;
    expect(await verify(staff, signCode(claims))).toMatchObject({
      valid: true,
      current: false,
      reason: '会員番号に該当する会員が見つかりません。',
    });
    const member = demoStore.members.find((candidate) => candidate.memberNo === '0012345');
    if (!member) throw new Error('no demo-member');
    member.status = 'withdrawn';
    expect(await verify(staff, signCode({ ...claims, no: '0012345' }))).toMatchObject({
      valid: true,
      current: false,
      reason: '現在の会員資格は「退会」です。会員として確認できません。',
    });
  });

  it('is signed with the key whose public half the app ships, and no other', async () => {
    const member = await signIn('demo-member');
    const card = dataOf(
      (await get<DigitalMembershipCard>(`${APP}/GetDigitalMembershipCard`, member)).body,
    );
    // The app verifies offline what the server signs: the demo pair matches.
    expect(await readCode(card.verificationPayload, codeKeys, '2026-11-22')).toMatchObject({
      ok: true,
      claims: { t: 'card', no: '0012345', nm: '内視鏡 花子', k: 'demo-2026' },
    });
    // A forger's own P-256 key under the same key id: refused by the app and by the server.
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const configured = process.env.DEMO_CODE_SIGNING_KEY;
    process.env.DEMO_CODE_SIGNING_KEY = `demo-2026:${privateKey
      .export({ type: 'pkcs8', format: 'der' })
      .toString('base64url')}`;
    let forged: string;
    try {
      forged = signCode({
        t: 'card',
        no: '0012345',
        nm: '内視鏡 花子',
        cls: '正会員',
        vu: '2030-03-31',
        qe: null,
        iat: '2026-11-22T09:00:00+09:00',
      });
    } finally {
      process.env.DEMO_CODE_SIGNING_KEY = configured;
    }
    expect(await readCode(forged, codeKeys, '2026-11-22')).toMatchObject({
      ok: false,
      problem: 'forged',
    });
    const staff = await signIn('demo-read');
    expect((await verify(staff, forged)).reason).toContain('偽造または改ざん');
  });
});
