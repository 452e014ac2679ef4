/**
 * 全角/半角 normalisation as Japanese forms expect it. Each function returns what the member meant,
 * never less: characters it does not know are kept as typed (the validators then name them).
 *
 * - phone numbers, postal codes, e-mail addresses: half-width ASCII (ＡＢＣ１２３ → ABC123), and any
 *   dash an IME produces (ー − ‐ – — ―) read as a hyphen;
 * - フリガナ: full-width katakana (ひらがな and ﾊﾝｶｸｶﾅ converted, ﾀﾞｸﾃﾝ joined);
 * - addresses: full-width letters and digits made half-width (１４丁目 → 14丁目) and dashes between
 *   digits made hyphens (3ー14ー8 → 3-14-8), as the society's records and the postal data write
 *   them, full-width spaces made half-width; half-width kana made full-width;
 * - other text (names, workplace): half-width kana made full-width, nothing else.
 *
 * Surrounding spaces, half- or full-width, are trimmed everywhere. No Unicode NFKC/NFC: they would
 * also turn ①, ㈱ or CJK compatibility kanji (異体字 in names) into other characters.
 */

const HALF_KANA = '｡｢｣､･ｦｧｨｩｪｫｬｭｮｯｰｱｲｳｴｵｶｷｸｹｺｻｼｽｾｿﾀﾁﾂﾃﾄﾅﾆﾇﾈﾉﾊﾋﾌﾍﾎﾏﾐﾑﾒﾓﾔﾕﾖﾗﾘﾙﾚﾛﾜﾝ';
const FULL_KANA =
  '。「」、・ヲァィゥェォャュョッーアイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワン';
const HALF_TO_FULL = new Map([...HALF_KANA].map((char, index) => [char, FULL_KANA[index]!]));

/** Dashes an IME may type where a hyphen is meant (the full-width one is handled as ASCII). */
const DASHES = /[ー−‐‑‒–—―ｰ﹣]/g;
const SPACES = /^[\s\u3000]+|[\s\u3000]+$/g;

const trim = (text: string): string => text.replace(SPACES, '');

/** Half-width kana → full-width, joining a following ﾞ/ﾟ into one character (ｶﾞ → ガ). */
export function toFullWidthKana(text: string): string {
  let result = '';
  for (const char of text) {
    if (char === 'ﾞ' || char === 'ﾟ') {
      const mark = char === 'ﾞ' ? '\u3099' : '\u309A';
      const last = result.at(-1) ?? '';
      const joined = (last + mark).normalize('NFC');
      // A mark that joins nothing stays visible, as the full-width ゛/゜.
      if (last && joined.length === 1) result = result.slice(0, -1) + joined;
      else result += char === 'ﾞ' ? '゛' : '゜';
    } else {
      result += HALF_TO_FULL.get(char) ?? char;
    }
  }
  return result;
}

/** ひらがな → カタカナ (ぁ–ゖ, ゝゞ). */
export function hiraganaToKatakana(text: string): string {
  return text.replace(/[\u3041-\u3096\u309D\u309E]/g, (char) =>
    String.fromCharCode(char.charCodeAt(0) + 0x60),
  );
}

/** Full-width ASCII (！–～) and the ideographic space → their half-width forms. */
export function toHalfWidthAscii(text: string): string {
  return text
    .replace(/[\uFF01-\uFF5E]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ');
}

/** Full-width letters and digits only (symbols such as （）＃ stay as typed). */
function toHalfWidthAlphanumerics(text: string): string {
  return text.replace(/[０-９Ａ-Ｚａ-ｚ]/g, (char) =>
    String.fromCharCode(char.charCodeAt(0) - 0xfee0),
  );
}

/** Names and other free text: half-width kana made full-width. */
export function normalizeText(text: string): string {
  return trim(toFullWidthKana(text));
}

/** フリガナ: full-width katakana. */
export function normalizeKana(text: string): string {
  return trim(hiraganaToKatakana(toFullWidthKana(text)));
}

/** 電話番号: half-width digits and hyphens, spaces dropped (03 1234 5678 stays readable as typed). */
export function normalizeTel(text: string): string {
  return toHalfWidthAscii(text).replace(DASHES, '-').replace(/\s+/g, '');
}

/** 郵便番号: 123-4567 (a leading 〒 dropped, the hyphen added to seven bare digits). */
export function normalizePostalCode(text: string): string {
  const code = normalizeTel(text).replace(/^〒/, '');
  return /^\d{7}$/.test(code) ? `${code.slice(0, 3)}-${code.slice(3)}` : code;
}

/** The seven digits of a postal code, or null while it is not one. */
export function postalDigits(text: string): string | null {
  const code = normalizePostalCode(text);
  return /^\d{3}-\d{4}$/.test(code) ? code.replace('-', '') : null;
}

/** メールアドレス: half-width ASCII. */
export function normalizeEmail(text: string): string {
  return trim(toHalfWidthAscii(text));
}

/** ログインID (a login or an e-mail address): half-width ASCII, as accounts are written. */
export const normalizeLoginId: (text: string) => string = normalizeEmail;

/** 住所: half-width letters, digits and spaces, hyphens between digits, full-width kana. */
export function normalizeAddress(text: string): string {
  const halfWidth = toHalfWidthAlphanumerics(toFullWidthKana(text))
    .replace(/－/g, '-')
    .replace(/\u3000/g, ' ');
  // Only a dash between digits is a hyphen: the ー of グリーンハイツ stays a long vowel.
  return trim(halfWidth.replace(/(?<=\d)[ー−‐‑‒–—―ｰ﹣](?=\d)/g, '-'));
}
