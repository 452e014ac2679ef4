import { formatError } from '../../src/validation/formats';
import {
  hiraganaToKatakana,
  normalizeAddress,
  normalizeEmail,
  normalizeKana,
  normalizeLoginId,
  normalizePostalCode,
  normalizeTel,
  normalizeText,
  postalDigits,
  toFullWidthKana,
  toHalfWidthAscii,
} from '../../src/validation/normalize';

describe('全角/半角 normalisation', () => {
  it('turns half-width kana full-width, joining voiced marks', () => {
    expect(toFullWidthKana('ﾅｲｼｷｮｳ ﾊﾅｺ')).toBe('ナイシキョウ ハナコ');
    expect(toFullWidthKana('ｶﾞｷﾞﾊﾟﾎﾟｳﾞ')).toBe('ガギパポヴ');
    // A mark with nothing to join stays visible.
    expect(toFullWidthKana('ﾞｱﾟ')).toBe('゛ア゜');
    expect(toFullWidthKana('｢ｰ｣')).toBe('「ー」');
  });

  it('turns hiragana into katakana', () => {
    expect(hiraganaToKatakana('ないしきょう はなこ ゝゞ')).toBe('ナイシキョウ ハナコ ヽヾ');
  });

  it('makes full-width ASCII half-width', () => {
    expect(toHalfWidthAscii('ＡＢＣ１２３＠－　～')).toBe('ABC123@- ~');
  });

  it('reads フリガナ as full-width katakana, whatever was typed', () => {
    expect(normalizeKana(' ないしきょう ')).toBe('ナイシキョウ');
    expect(normalizeKana('ﾅｲｼｷｮｳ')).toBe('ナイシキョウ');
    expect(normalizeKana('　ジムキョク　')).toBe('ジムキョク');
  });

  it('reads phone numbers as half-width digits and hyphens', () => {
    expect(normalizeTel('０３ー５８４２ー１１８７')).toBe('03-5842-1187');
    expect(normalizeTel('03−5842‐1187')).toBe('03-5842-1187');
    expect(normalizeTel(' 090 4418 2276 ')).toBe('09044182276');
  });

  it('writes postal codes as 123-4567', () => {
    expect(normalizePostalCode('１１３００３３')).toBe('113-0033');
    expect(normalizePostalCode('〒113ー0033')).toBe('113-0033');
    expect(normalizePostalCode('113')).toBe('113');
    expect(postalDigits('１１３－００３３')).toBe('1130033');
    expect(postalDigits('113-003')).toBeNull();
  });

  it('reads e-mail addresses as half-width ASCII', () => {
    expect(normalizeEmail(' ｈａｎａｋｏ＠ｅｘａｍｐｌｅ．ｊｐ ')).toBe('hanako@example.jp');
  });

  it('reads a login ID typed in 全角 as half-width ASCII', () => {
    expect(normalizeLoginId(' ｄｅｍｏ－ｍｅｍｂｅｒ　')).toBe('demo-member');
    expect(normalizeLoginId('ｈａｎａｋｏ＠ｅｘａｍｐｌｅ．ｊｐ')).toBe('hanako@example.jp');
  });

  it('writes address digits half-width, with hyphens only between digits', () => {
    expect(normalizeAddress('文京区本郷３ー１４ー８')).toBe('文京区本郷3-14-8');
    expect(normalizeAddress('グリーンハイツ本郷　２０５')).toBe('グリーンハイツ本郷 205');
    expect(normalizeAddress('ｸﾞﾘｰﾝﾊｲﾂ Ａ棟－１０１')).toBe('グリーンハイツ A棟-101');
    // Symbols are the member's: full-width parentheses stay.
    expect(normalizeAddress('本郷ビル（３階）')).toBe('本郷ビル（3階）');
  });

  it('leaves names alone but for half-width kana and surrounding spaces', () => {
    expect(normalizeText(' ＮＴＴ東日本関東病院 ')).toBe('ＮＴＴ東日本関東病院');
    expect(normalizeText('ｴﾝﾄﾞ病院')).toBe('エンド病院');
    // A CJK compatibility kanji (異体字) is not replaced, as NFKC would do.
    expect(normalizeText('\uFA19')).toBe('\uFA19');
  });
});

describe('formats', () => {
  it.each([
    ['kana', 'ナイシキョウ', undefined],
    ['kana', 'ヴァン・ヘルシング', undefined],
    ['kana', 'ないしきょう', '全角カタカナで入力してください'],
    ['email', 'hanako@example.jp', undefined],
    ['email', 'hanako@example', expect.stringMatching(/^メールアドレスの形式/)],
    ['tel', '03-5842-1187', undefined],
    ['tel', '09044182276', undefined],
    ['tel', '3-5842-1187', expect.stringMatching(/^電話番号は/)],
    ['tel', '03-5842-118701', expect.stringMatching(/^電話番号は/)],
    ['postalCode', '113-0033', undefined],
    ['postalCode', '1130033', expect.stringMatching(/^郵便番号は7桁/)],
    ['kana', '', undefined],
  ] as const)('%s %s', (kind, value, expected) => {
    expect(formatError(kind, value)).toEqual(expected);
  });
});
