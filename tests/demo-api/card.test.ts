// @vitest-environment node
/** The digital membership card: its contents, and a signature that tells a forged card apart. */
import { signCard, verifyCard } from '../../demo-api/cardSignature';
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
    expect(status).toBe(500);
    expect(body.error?.message).toBe('会費のお支払いが確認できないため、会員証を表示できません。');
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

  it('needs the server’s secret to sign', () => {
    const claims = { no: '0012345', vu: '2027-03-31', qe: null, iat: '2026-11-22' };
    const genuine = signCard(claims);
    expect(verifyCard(genuine)).toEqual(claims);
    process.env.DEMO_CARD_SECRET = 'a forger’s guess';
    try {
      expect(verifyCard(genuine)).toBeNull();
      expect(verifyCard(signCard(claims))).toEqual(claims);
    } finally {
      delete process.env.DEMO_CARD_SECRET;
    }
  });
});
