/**
 * Validation of the demo forms. A rule returns a message or nothing; a field shows only its first
 * message, beneath the input (SPEC §5).
 */
export type Values = Record<string, string>;
export type Rule = (value: string, values: Values) => string | undefined;
export type Rules<K extends string> = Partial<Record<K, readonly Rule[]>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const required =
  (label: string): Rule =>
  (value) =>
    value.trim() ? undefined : `${label}を入力してください`;

export const email: Rule = (value) =>
  !value || EMAIL.test(value) ? undefined : 'メールアドレスの形式が正しくありません';

export const minLength =
  (min: number, label: string): Rule =>
  (value) =>
    !value || value.length >= min ? undefined : `${label}は${min}文字以上で入力してください`;

export const maxLength =
  (max: number, label: string): Rule =>
  (value) =>
    value.length <= max ? undefined : `${label}は${max}文字以内で入力してください`;

export const integerBetween =
  (min: number, max: number, label: string): Rule =>
  (value) => {
    if (!value) return undefined;
    const number = Number(value);
    return Number.isInteger(number) && number >= min && number <= max
      ? undefined
      : `${label}は${min}〜${max}の整数で入力してください`;
  };

export const url: Rule = (value) => {
  if (!value) return undefined;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:'
      ? undefined
      : 'URLの形式が正しくありません';
  } catch {
    return 'URLの形式が正しくありません';
  }
};

export const digits =
  (count: number, label: string): Rule =>
  (value) =>
    !value || new RegExp(`^\\d{${count}}$`).test(value)
      ? undefined
      : `${label}は${count}桁の数字で入力してください`;

export const sameAs =
  (other: string, message: string): Rule =>
  (value, values) =>
    value === (values[other] ?? '') ? undefined : message;

export const accepted =
  (message: string): Rule =>
  (value) =>
    value === 'true' ? undefined : message;

/** Rules several demo forms share. */
export const NAME_RULES = [required('氏名'), maxLength(40, '氏名')];
export const EMAIL_RULES = [required('メールアドレス'), email];
export const PASSWORD_RULES = [required('パスワード'), minLength(8, 'パスワード')];
export const CONFIRMATION_RULES = [
  required('パスワード（確認）'),
  sameAs('password', 'パスワードが一致しません'),
];

export function firstError(value: string, rules: readonly Rule[], values: Values = {}) {
  for (const rule of rules) {
    const message = rule(value, values);
    if (message) return message;
  }
  return undefined;
}

/** The first message of each field that fails (only `names`, when given). */
export function validate<K extends string>(
  values: Record<K, string>,
  rules: Rules<K>,
  names: readonly K[] = Object.keys(rules) as K[],
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const name of names) {
    const message = firstError(values[name], rules[name] ?? [], values);
    if (message) errors[name] = message;
  }
  return errors;
}
