// @vitest-environment node
/** The digital membership card: its contents, and a signature that tells a forged card apart. */
import { signCard, verifyCard } from '../../demo-api/cardSignature';
import { demoStore } from '../../demo-api/store';
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
    expect(card.verificationPayload).toMatch(/^JGETS1\.[\w-]+\.[\w-]+$/);
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

    expect(await verify(staff, card.verificationPayload)).toMatchObject({
      valid: true,
      memberNo: '0012345',
      validUntil: '2027-03-31',
      qualificationExpiryDate: '2027-03-31',
    });

    const extended = tampered(card.verificationPayload, (claims) => {
      claims.vu = '2030-03-31';
    });
    const forged = await verify(staff, extended);
    expect(forged).toMatchObject({ valid: false, memberNo: null });
    expect(forged.reason).toContain('偽造または改ざん');
    expect((await verify(staff, `${card.verificationPayload}x`)).valid).toBe(false);
    expect((await verify(staff, 'not a card')).valid).toBe(false);
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
    const claims = { no: '9999999', vu: '2027-03-31', qe: null, iat: '2026-11-22' };
    expect(await verify(staff, signCard(claims))).toMatchObject({
      valid: true,
      current: false,
      reason: '会員番号に該当する会員が見つかりません。',
    });
    const member = demoStore.members.find((candidate) => candidate.memberNo === '0012345');
    if (!member) throw new Error('no demo-member');
    member.status = 'withdrawn';
    expect(await verify(staff, signCard({ ...claims, no: '0012345' }))).toMatchObject({
      valid: true,
      current: false,
      reason: '現在の会員資格は「退会」です。会員として確認できません。',
    });
  });

  it('needs the server’s secret to sign', () => {
    const claims = { no: '0012345', vu: '2027-03-31', qe: null, iat: '2026-11-22' };
    const genuine = signCard(claims);
    expect(verifyCard(genuine)).toEqual(claims);
    const configured = process.env.DEMO_CARD_SECRET;
    // The demo's old built-in secret, or a forger's guess: a card signed with it is refused.
    process.env.DEMO_CARD_SECRET = 'demo-card-secret-not-for-production';
    try {
      expect(verifyCard(genuine)).toBeNull();
      expect(verifyCard(signCard(claims))).toEqual(claims);
    } finally {
      process.env.DEMO_CARD_SECRET = configured;
    }
  });
});
