/** QRコードの確認: what a pasted or scanned code proves, with the published keys alone. */
import { verifyCode } from '../../src/pages/verify/verdict';
import { CARD, CERTIFICATE, keyPair, SLIP } from '../venueCodes';

const TODAY = '2026-11-22';

/** The code with its claims part replaced, the signature kept. */
function withClaims(code: string, claims: object): string {
  const [prefix, , signature] = code.split('.');
  return `${prefix}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
}

describe('verifyCode', () => {
  const { verifying, signWith } = keyPair();
  const keys = [verifying];

  it('a genuine certificate: valid, with the member, event, day, points, number and issue day', async () => {
    const verdict = await verifyCode(signWith(CERTIFICATE), keys, TODAY);
    expect(verdict).toEqual({
      kind: 'certificate',
      tone: 'valid',
      title: '有効な受講証明書です',
      message: '学会が発行した受講証明書で、内容は発行時から変更されていません。',
      facts: [
        ['氏名', '佐野 由美'],
        ['会員番号', '0078901'],
        ['学会・セミナー', '関東支部 ハンズオン研修会「内視鏡の洗浄・消毒」'],
        ['受講日', '2026/11/22'],
        ['参加区分', '受講'],
        ['取得ポイント', '支部セミナー 3ポイント'],
        ['証明書番号', 'C-2026-005021'],
        ['発行日', '2026/11/22'],
      ],
    });
  });

  it('a certificate of several days and categories lists each, and the total', async () => {
    const congress = {
      ...CERTIFICATE,
      days: ['2027-06-04', '2027-06-05'],
      pts: [
        { c: '学術集会', p: 10 },
        { c: '講習受講', p: 2 },
      ],
    };
    const { facts } = await verifyCode(signWith(congress), keys, '2027-06-10');
    expect(facts).toContainEqual(['受講日', '2027/06/04、2027/06/05']);
    expect(facts).toContainEqual([
      '取得ポイント',
      '学術集会 10ポイント、講習受講 2ポイント（合計12ポイント）',
    ]);
  });

  it('a certificate stays valid years later: it states attendance, it does not expire', async () => {
    const verdict = await verifyCode(signWith(CERTIFICATE), keys, '2031-11-22');
    expect(verdict.title).toBe('有効な受講証明書です');
  });

  it('altered claims: forged, and nothing of what they state is shown', async () => {
    const altered = withClaims(signWith(CERTIFICATE), {
      ...CERTIFICATE,
      pts: [{ c: '支部セミナー', p: 30 }],
    });
    expect(await verifyCode(altered, keys, TODAY)).toEqual({
      kind: 'forged',
      tone: 'invalid',
      title: '無効なQRコードです（改ざんまたは偽造の可能性）',
      message:
        '署名が内容と一致しません。学会が発行した後に内容が書き換えられたか、学会以外が作成したQRコードです。記載の内容は証明されません。',
      facts: [],
    });
  });

  it("another key's signature: under the published id it is forged, under its own id unknown", async () => {
    const forger = keyPair('k1');
    expect((await verifyCode(forger.signWith(CERTIFICATE), keys, TODAY)).kind).toBe('forged');
    const stranger = keyPair('other-2026');
    const verdict = await verifyCode(
      stranger.signWith({ ...CERTIFICATE, k: 'other-2026' }),
      keys,
      TODAY,
    );
    expect(verdict).toMatchObject({
      kind: 'unknownKey',
      tone: 'invalid',
      title: '確認できない署名鍵のQRコードです',
      facts: [],
    });
    expect(verdict.message).toMatch(/^学会が公開している署名鍵のどれでも署名されていません。/);
  });

  it('a retired key: refused after its last day, accepted on it', async () => {
    const retired = [{ ...verifying, notAfter: '2026-11-30' }];
    const code = signWith(CERTIFICATE);
    expect((await verifyCode(code, retired, '2026-11-30')).kind).toBe('certificate');
    expect(await verifyCode(code, retired, '2026-12-01')).toMatchObject({
      kind: 'retiredKey',
      tone: 'invalid',
      title: '使用を終えた署名鍵のQRコードです',
      facts: [],
    });
  });

  it('old formats: legacy, with what to do', async () => {
    for (const legacy of ['JGETS1.0078901.abcdef', 'JGETS-EVENT:124:5021']) {
      expect(await verifyCode(legacy, keys, TODAY)).toMatchObject({
        kind: 'legacy',
        tone: 'invalid',
        title: '旧形式のQRコードです',
        message: expect.stringContaining('新しいQRコードで確認してください'),
      });
    }
  });

  it('anything else is unreadable, never an exception', async () => {
    for (const text of [
      '',
      'https://example.jp/',
      signWith(CERTIFICATE).slice(0, -5),
      'x'.repeat(10_000),
    ]) {
      expect(await verifyCode(text, keys, TODAY)).toMatchObject({
        kind: 'unreadable',
        title: '読み取れないコードです',
      });
    }
  });

  it('a 受講票 is genuine but no certificate: it proves a registration, not attendance', async () => {
    const verdict = await verifyCode(signWith(SLIP), keys, TODAY);
    expect(verdict).toMatchObject({
      kind: 'slip',
      tone: 'notice',
      title: '受講票のQRコードです（受講証明書ではありません）',
      facts: [
        ['氏名', '佐野 由美'],
        ['会員番号', '0078901'],
        ['申込番号', '5021'],
        ['開催日', '2026/11/22'],
        ['参加区分', '受講'],
      ],
    });
    expect(verdict.message).toContain('申込を示すもので、出席（受講）の証明にはなりません');
  });

  it('a valid card: the member, class and validity', async () => {
    const verdict = await verifyCode(signWith({ ...CARD, qe: '2029-03-31' }), keys, TODAY);
    expect(verdict).toEqual({
      kind: 'card',
      tone: 'valid',
      title: '有効な会員証です',
      message:
        '学会が発行した会員証で、有効期限（2027/03/31）まで有効です。内容はQRコードの発行時点のものです。',
      facts: [
        ['氏名', '佐野 由美'],
        ['会員番号', '0078901'],
        ['会員種別', '正会員'],
        ['有効期限', '2027/03/31'],
        ['資格有効期限', '2029/03/31'],
        ['QRコードの発行', '2026/11/20 09:00'],
      ],
    });
  });

  it('a card is valid on its last day and expired the day after: said, not valid', async () => {
    const code = signWith(CARD);
    expect((await verifyCode(code, keys, '2027-03-31')).title).toBe('有効な会員証です');
    const expired = await verifyCode(code, keys, '2027-04-01');
    expect(expired).toMatchObject({
      kind: 'expiredCard',
      tone: 'invalid',
      title: '有効期限切れの会員証です',
      message:
        'この会員証の有効期限（2027/03/31）は過ぎています。現在の会員であることの証明にはなりません。',
    });
    expect(expired.facts).toContainEqual(['有効期限', '2027/03/31']);
  });
});
