/**
 * What a code proves to someone without an account (a hospital's HR, a branch office): verified on
 * the device with the published keys, never sent anywhere. A 受講証明書 proves attendance; a
 * membership card proves membership until its validity; a 受講票 is genuine but proves only a
 * registration. Anything else says why it proves nothing.
 */
import { formatDate, formatDateTimeToMinute } from '../../i18n/format';
import {
  readCode,
  type CardClaims,
  type CertificateClaims,
  type CodeKey,
  type CodeReading,
  type SlipClaims,
} from '../../venue/signedCode';

export type VerdictKind =
  'certificate' | 'card' | 'expiredCard' | 'slip' | Exclude<CodeReading, { ok: true }>['problem'];

/** valid: it proves what it says; notice: genuine, but not what is checked here; invalid. */
export type VerdictTone = 'valid' | 'notice' | 'invalid';

export interface Verdict {
  kind: VerdictKind;
  tone: VerdictTone;
  /** The answer in one line: 有効な受講証明書です, 無効なQRコードです… */
  title: string;
  /** What it means, or what to do. */
  message: string;
  /** What the code states, when it is genuine: label and value, in reading order. */
  facts: [label: string, value: string][];
}

const days = (list: string[]) => list.map(formatDate).join('、');

const member = (claims: { nm: string; no: string }): [string, string][] => [
  ['氏名', claims.nm],
  ['会員番号', claims.no],
];

function certificate(claims: CertificateClaims): Verdict {
  const total = claims.pts.reduce((sum, { p }) => sum + p, 0);
  const points = claims.pts.map(({ c, p }) => `${c} ${p}ポイント`).join('、');
  return {
    kind: 'certificate',
    tone: 'valid',
    title: '有効な受講証明書です',
    message: '学会が発行した受講証明書で、内容は発行時から変更されていません。',
    facts: [
      ...member(claims),
      ['学会・セミナー', claims.evn],
      ['受講日', days(claims.days)],
      ['参加区分', claims.pt],
      [
        '取得ポイント',
        claims.pts.length > 1 ? `${points}（合計${total}ポイント）` : points || 'なし',
      ],
      ['証明書番号', claims.cn],
      ['発行日', formatDate(claims.iss)],
    ],
  };
}

function card(claims: CardClaims, day: string): Verdict {
  const facts: [string, string][] = [
    ...member(claims),
    ['会員種別', claims.cls],
    ['有効期限', formatDate(claims.vu)],
  ];
  if (claims.qe) facts.push(['資格有効期限', formatDate(claims.qe)]);
  facts.push(['QRコードの発行', formatDateTimeToMinute(claims.iat)]);
  if (claims.vu < day) {
    return {
      kind: 'expiredCard',
      tone: 'invalid',
      title: '有効期限切れの会員証です',
      message: `この会員証の有効期限（${formatDate(claims.vu)}）は過ぎています。現在の会員であることの証明にはなりません。`,
      facts,
    };
  }
  return {
    kind: 'card',
    tone: 'valid',
    title: '有効な会員証です',
    message: `学会が発行した会員証で、有効期限（${formatDate(claims.vu)}）まで有効です。内容はQRコードの発行時点のものです。`,
    facts,
  };
}

function slip(claims: SlipClaims): Verdict {
  return {
    kind: 'slip',
    tone: 'notice',
    title: '受講票のQRコードです（受講証明書ではありません）',
    message:
      '学会が発行した受講票ですが、受講票は学会・セミナーへの申込を示すもので、出席（受講）の証明にはなりません。受講の確認には受講証明書のQRコードをご提示ください。',
    facts: [
      ...member(claims),
      ['申込番号', String(claims.pid)],
      ['開催日', days(claims.days)],
      ['参加区分', claims.pt],
    ],
  };
}

const invalid = (kind: VerdictKind, title: string, message: string): Verdict => ({
  kind,
  tone: 'invalid',
  title,
  message,
  facts: [],
});

function problem(reading: Exclude<CodeReading, { ok: true }>): Verdict {
  switch (reading.problem) {
    case 'forged':
      return invalid(
        'forged',
        '無効なQRコードです（改ざんまたは偽造の可能性）',
        '署名が内容と一致しません。学会が発行した後に内容が書き換えられたか、学会以外が作成したQRコードです。記載の内容は証明されません。',
      );
    case 'unknownKey':
      return invalid(
        'unknownKey',
        '確認できない署名鍵のQRコードです',
        '学会が公開している署名鍵のどれでも署名されていません。学会以外が作成したQRコードか、このページより新しい鍵で署名されたものです。通信できる場所でページを開き直してから、もう一度確認してください。',
      );
    case 'retiredKey':
      return invalid(
        'retiredKey',
        '使用を終えた署名鍵のQRコードです',
        '署名に使われた鍵は使用期限を過ぎていて、記載の内容は証明されません。会員ポータルで受講証明書をダウンロードし直すか会員証を開き直して、新しいQRコードで確認してください。',
      );
    case 'legacy':
      return invalid(
        'legacy',
        '旧形式のQRコードです',
        '旧形式のQRコードは、このページでは確認できません。会員ポータルで受講証明書をダウンロードし直すか会員証を開き直して、新しいQRコードで確認してください。',
      );
    case 'unreadable':
      return invalid(
        'unreadable',
        '読み取れないコードです',
        '受講証明書または会員証のQRコードではありません。QRコードの内容を欠けなく貼り付けるか、カメラでもう一度読み取ってください。',
      );
  }
}

/**
 * The verdict on `text` as of `day` (YYYY-MM-DD, Japan: a card past its validity, or a key past
 * its last day, proves nothing by then), checked with `keys` only: no network.
 */
export async function verifyCode(
  text: string,
  keys: readonly CodeKey[],
  day: string,
): Promise<Verdict> {
  const reading = await readCode(text, keys, day);
  if (!reading.ok) return problem(reading);
  const { claims } = reading;
  if (claims.t === 'cert') return certificate(claims);
  if (claims.t === 'card') return card(claims, day);
  return slip(claims);
}
