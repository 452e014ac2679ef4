/**
 * Formats of the member record's typed fields, shared by the member form and the demo API's
 * UpdateMember (a real server checks the same). Values are checked after normalisation
 * (./normalize.ts); an empty value is the required rule's business, not a format error.
 */
import { validateJapaneseCharacters } from './japaneseCharacters';

export type FormatKind = 'kana' | 'email' | 'tel' | 'postalCode';

const RULES: Record<FormatKind, { test: (value: string) => boolean; message: string }> = {
  kana: {
    test: (value) => /^[ァ-ヶー・\u3000 ]+$/.test(value),
    message: '全角カタカナで入力してください',
  },
  email: {
    // What a mail server accepts in practice: one @, no spaces, a dotted domain.
    test: (value) => /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value),
    message: 'メールアドレスの形式が正しくありません（例: hanako@example.jp）',
  },
  tel: {
    // Japanese numbers start with 0 and have 10 or 11 digits, hyphens where the member puts them.
    test: (value) => /^0[\d-]+\d$/.test(value) && /^\d{10,11}$/.test(value.replace(/-/g, '')),
    message: '電話番号は0から始まる10桁または11桁で入力してください（例: 03-1234-5678）',
  },
  postalCode: {
    test: (value) => /^\d{3}-\d{4}$/.test(value),
    message: '郵便番号は7桁の数字で入力してください（例: 113-0033）',
  },
};

export function formatError(kind: FormatKind, value: string): string | undefined {
  if (value === '') return undefined;
  const rule = RULES[kind];
  return rule.test(value) ? undefined : rule.message;
}

/**
 * Free text a spreadsheet would run as a formula once exported (OWASP's CSV injection): the
 * society's staff open member lists in Excel. A leading `-` stays allowed (an address's "-2").
 */
export const FORMULA_MESSAGE =
  '先頭に「=」「+」「@」は使えません（表計算ソフトで数式として扱われるため）';
export const formulaError = (value: string): string | undefined =>
  /^[=+@]/.test(value) ? FORMULA_MESSAGE : undefined;

/**
 * The first problem of a typed value: a character outside the permitted set (SPEC §5) first, as
 * its message names the character, then the format of `kind` (null: free text, which may not
 * start as a formula does).
 */
export function typedValueError(kind: FormatKind | null, value: string): string | undefined {
  return (
    validateJapaneseCharacters(value) ?? (kind ? formatError(kind, value) : formulaError(value))
  );
}
