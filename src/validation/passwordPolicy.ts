/**
 * The password rules, as pure checks over the policy the member API publishes
 * (`GetDetailPasswordPolicy`). The forms tick them as the member types and the demo API enforces
 * the same ones, so both sides speak one rule set (SPEC §5). Passwords are not free text: they
 * get no Japanese character check, only the policy's.
 */

/** The member API's password policy. */
export interface PasswordPolicy {
  minLength: number;
  maxLength: number;
  requireUppercase: boolean;
  requireLowercase: boolean;
  requireDigit: boolean;
  requireSymbol: boolean;
  /** The password may not contain the login ID. */
  disallowLoginId: boolean;
  /** The last N passwords, the current one included, may not be reused; 0: no check. */
  historyCount: number;
  /** Days a password stays valid once set; 0: it never expires. */
  validityDays: number;
  /** How many days before expiry the member is warned. */
  expiryNoticeDays: number;
}

export type RuleId =
  | 'minLength'
  | 'maxLength'
  | 'characters'
  | 'uppercase'
  | 'lowercase'
  | 'digit'
  | 'symbol'
  | 'loginId'
  | 'history';

/** `server`: only the member API can tell (e.g. the password history), on saving. */
export type RuleState = 'met' | 'unmet' | 'server';

export interface RuleResult {
  id: RuleId;
  /** The rule as the list shows it. */
  label: string;
  /** The message under the field when this rule is the first one broken. */
  message: string;
  state: RuleState;
}

export interface PasswordContext {
  /** The member's login ID, when this side knows it. */
  loginId?: string | null;
}

/** Printable ASCII without the space: what a password may be made of. */
const PRINTABLE = /^[\x21-\x7e]*$/;
/** The printable ASCII that is neither letter nor digit. */
const SYMBOL = /[\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]/;

interface Rule {
  id: RuleId;
  label: string;
  message: string;
  /** Undefined: decided by the server only. */
  test?: (password: string) => boolean;
}

const classRule = (id: RuleId, name: string, pattern: RegExp): Rule => ({
  id,
  label: `${name}を含む`,
  message: `パスワードには${name}を含めてください`,
  test: (password) => pattern.test(password),
});

function rulesOf(policy: PasswordPolicy, { loginId }: PasswordContext): Rule[] {
  const rules: Rule[] = [
    {
      id: 'minLength',
      label: `${policy.minLength}文字以上`,
      message: `パスワードは${policy.minLength}文字以上で入力してください`,
      test: (password) => [...password].length >= policy.minLength,
    },
    {
      id: 'maxLength',
      label: `${policy.maxLength}文字以内`,
      message: `パスワードは${policy.maxLength}文字以内で入力してください`,
      test: (password) => [...password].length <= policy.maxLength,
    },
    {
      id: 'characters',
      label: '半角英数字と記号のみ（空白・全角文字は使えません）',
      message: 'パスワードには半角英数字と記号のみ使用できます（空白・全角文字は使えません）',
      test: (password) => PRINTABLE.test(password),
    },
  ];
  if (policy.requireUppercase) rules.push(classRule('uppercase', '英大文字（A〜Z）', /[A-Z]/));
  if (policy.requireLowercase) rules.push(classRule('lowercase', '英小文字（a〜z）', /[a-z]/));
  if (policy.requireDigit) rules.push(classRule('digit', '数字（0〜9）', /[0-9]/));
  if (policy.requireSymbol) {
    rules.push(classRule('symbol', '記号（!#$% など）', SYMBOL));
  }
  if (policy.disallowLoginId) {
    const login = loginId?.trim().toLowerCase();
    rules.push({
      id: 'loginId',
      label: 'ログインIDを含まない',
      message: 'ログインIDを含むパスワードは使用できません',
      test: login ? (password) => !password.toLowerCase().includes(login) : undefined,
    });
  }
  if (policy.historyCount > 0) {
    const recent =
      policy.historyCount === 1
        ? '現在のパスワード'
        : `過去${policy.historyCount}回以内のパスワード`;
    rules.push({
      id: 'history',
      label: `${recent}と異なる`,
      message: `${recent}は使用できません`,
    });
  }
  return rules;
}

/**
 * Every rule of `policy` with its state for `password`. An empty password meets nothing yet, so
 * the list starts unticked.
 */
export function evaluatePassword(
  password: string,
  policy: PasswordPolicy,
  context: PasswordContext = {},
): RuleResult[] {
  return rulesOf(policy, context).map(({ test, ...rule }) => {
    let state: RuleState = 'server';
    if (test) state = password !== '' && test(password) ? 'met' : 'unmet';
    return { ...rule, state };
  });
}

/** The rules `password` visibly breaks (server-only rules are not judged here). */
export function brokenRules(
  password: string,
  policy: PasswordPolicy,
  context: PasswordContext = {},
): RuleResult[] {
  return evaluatePassword(password, policy, context).filter((rule) => rule.state === 'unmet');
}

export interface NewPasswordValues {
  newPassword: string;
  confirmation: string;
}

export type NewPasswordErrors = Partial<Record<keyof NewPasswordValues, string>>;

export const NEW_PASSWORD_MESSAGES = {
  required: '新しいパスワードを入力してください',
  confirmationRequired: '確認のため、新しいパスワードをもう一度入力してください',
  mismatch: '新しいパスワードと確認用のパスワードが一致しません',
} as const;

/**
 * The first message for each field of a new-password form: required, the first broken rule of
 * the policy (when it is known; the server checks again anyway), and the confirmation matching.
 */
export function newPasswordErrors(
  { newPassword, confirmation }: NewPasswordValues,
  policy: PasswordPolicy | null,
  context: PasswordContext = {},
): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (newPassword === '') errors.newPassword = NEW_PASSWORD_MESSAGES.required;
  else if (policy) errors.newPassword = brokenRules(newPassword, policy, context)[0]?.message;
  if (confirmation === '') errors.confirmation = NEW_PASSWORD_MESSAGES.confirmationRequired;
  else if (newPassword !== '' && confirmation !== newPassword) {
    errors.confirmation = NEW_PASSWORD_MESSAGES.mismatch;
  }
  if (!errors.newPassword) delete errors.newPassword;
  return errors;
}

/** What `CheckPasswordValidPeriod` answers about the member's current password. */
export interface PasswordValidPeriod {
  /** When the current password was set (ISO 8601). */
  changedAt: string;
  /** The last day it is valid (YYYY-MM-DD, Japan); null when passwords do not expire. */
  expiresOn: string | null;
  /** Days from today to `expiresOn` (0: today is the last day, negative: expired). */
  daysLeft: number | null;
  expired: boolean;
  /** A temporary password issued by the secretariat: it must be changed before anything else. */
  initial: boolean;
  /** How many days before expiry the member is warned (the policy's `expiryNoticeDays`). */
  noticeDays: number;
}

/**
 * How urgent a change is: `initial` and `expired` must change now, `soon` is within the notice
 * period, `valid` is not yet, `unlimited` never expires.
 */
export type ExpiryState = 'initial' | 'expired' | 'soon' | 'valid' | 'unlimited';

export function expiryStateOf(period: PasswordValidPeriod): ExpiryState {
  if (period.initial) return 'initial';
  if (period.expired) return 'expired';
  if (period.daysLeft === null) return 'unlimited';
  return period.daysLeft <= period.noticeDays ? 'soon' : 'valid';
}
