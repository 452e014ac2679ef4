import {
  brokenRules,
  evaluatePassword,
  expiryStateOf,
  newPasswordErrors,
  type PasswordPolicy,
  type PasswordValidPeriod,
  type RuleResult,
} from '../../src/validation/passwordPolicy';

const POLICY: PasswordPolicy = {
  minLength: 10,
  maxLength: 20,
  requireUppercase: true,
  requireLowercase: true,
  requireDigit: true,
  requireSymbol: false,
  disallowLoginId: true,
  historyCount: 5,
  validityDays: 180,
  expiryNoticeDays: 14,
};

const states = (rules: RuleResult[]) =>
  Object.fromEntries(rules.map((rule) => [rule.id, rule.state]));

describe('evaluatePassword', () => {
  it('lists the policy’s rules in order, none met before anything is typed', () => {
    const rules = evaluatePassword('', POLICY);
    expect(rules.map((rule) => rule.label)).toEqual([
      '10文字以上',
      '20文字以内',
      '半角英数字と記号のみ（空白・全角文字は使えません）',
      '英大文字（A〜Z）を含む',
      '英小文字（a〜z）を含む',
      '数字（0〜9）を含む',
      'ログインIDを含まない',
      '過去5回以内のパスワードと異なる',
    ]);
    expect(states(rules)).toEqual({
      minLength: 'unmet',
      maxLength: 'unmet',
      characters: 'unmet',
      uppercase: 'unmet',
      lowercase: 'unmet',
      digit: 'unmet',
      loginId: 'server',
      history: 'server',
    });
  });

  it('ticks each rule the password meets', () => {
    expect(states(evaluatePassword('kensa', POLICY))).toMatchObject({
      minLength: 'unmet',
      maxLength: 'met',
      characters: 'met',
      uppercase: 'unmet',
      lowercase: 'met',
      digit: 'unmet',
    });
    expect(brokenRules('Kensa-Room-2026', POLICY)).toEqual([]);
  });

  it('counts code points, so a surrogate pair is one character', () => {
    // 9 ASCII + one astral character: 10 code points, 11 UTF-16 units.
    expect(states(evaluatePassword('Abcdefgh1😀', POLICY)).minLength).toBe('met');
    expect(states(evaluatePassword('Abcdefg1😀', POLICY)).minLength).toBe('unmet');
  });

  it('refuses spaces, full-width characters and anything past the maximum', () => {
    expect(brokenRules('Kensa Room 2026', POLICY).map((rule) => rule.id)).toEqual(['characters']);
    expect(brokenRules('Ｋｅｎｓａroom2026', POLICY).map((rule) => rule.id)).toContain(
      'characters',
    );
    expect(brokenRules('Kensa-Room-2026-abcdef', POLICY).map((rule) => rule.id)).toEqual([
      'maxLength',
    ]);
  });

  it('judges the login ID only where it is known, ignoring case', () => {
    expect(states(evaluatePassword('Xdemo-member1', POLICY)).loginId).toBe('server');
    const withLogin = evaluatePassword('X1Demo-Member', POLICY, { loginId: 'demo-member' });
    expect(states(withLogin).loginId).toBe('unmet');
    expect(brokenRules('X1Demo-Member', POLICY, { loginId: 'demo-member' })[0]?.message).toBe(
      'ログインIDを含むパスワードは使用できません',
    );
    expect(
      states(evaluatePassword('Kensa-Room-2026', POLICY, { loginId: 'demo-member' })).loginId,
    ).toBe('met');
  });

  it('follows the policy: symbols when required, no optional rules when off', () => {
    const strict = { ...POLICY, requireSymbol: true, historyCount: 1, disallowLoginId: false };
    const rules = evaluatePassword('KensaRoom2026', strict);
    expect(rules.map((rule) => rule.id)).toEqual([
      'minLength',
      'maxLength',
      'characters',
      'uppercase',
      'lowercase',
      'digit',
      'symbol',
      'history',
    ]);
    expect(states(rules).symbol).toBe('unmet');
    expect(states(evaluatePassword('Kensa~Room2026', strict)).symbol).toBe('met');
    expect(rules.at(-1)?.label).toBe('現在のパスワードと異なる');
    const loose = { ...POLICY, requireUppercase: false, requireDigit: false, historyCount: 0 };
    expect(evaluatePassword('x', loose).map((rule) => rule.id)).toEqual([
      'minLength',
      'maxLength',
      'characters',
      'lowercase',
      'loginId',
    ]);
  });
});

describe('newPasswordErrors', () => {
  it('asks for both fields', () => {
    expect(newPasswordErrors({ newPassword: '', confirmation: '' }, POLICY)).toEqual({
      newPassword: '新しいパスワードを入力してください',
      confirmation: '確認のため、新しいパスワードをもう一度入力してください',
    });
  });

  it('gives the first broken rule and a mismatched confirmation', () => {
    expect(newPasswordErrors({ newPassword: 'kensa', confirmation: 'kensa!' }, POLICY)).toEqual({
      newPassword: 'パスワードは10文字以上で入力してください',
      confirmation: '新しいパスワードと確認用のパスワードが一致しません',
    });
  });

  it('is empty for a good, confirmed password; without a policy only the fields are checked', () => {
    const values = { newPassword: 'Kensa-Room-2026', confirmation: 'Kensa-Room-2026' };
    expect(newPasswordErrors(values, POLICY)).toEqual({});
    expect(newPasswordErrors({ newPassword: 'x', confirmation: 'x' }, null)).toEqual({});
  });
});

describe('expiryStateOf', () => {
  const period = (changes: Partial<PasswordValidPeriod>): PasswordValidPeriod => ({
    changedAt: '2026-06-01T00:00:00.000Z',
    expiresOn: '2026-11-28',
    daysLeft: 30,
    expired: false,
    initial: false,
    noticeDays: 14,
    ...changes,
  });

  it.each([
    ['a temporary password, whatever its dates', { initial: true, expired: true }, 'initial'],
    ['an expired one', { daysLeft: -1, expired: true }, 'expired'],
    ['one within the notice days', { daysLeft: 14 }, 'soon'],
    ['one expiring today', { daysLeft: 0 }, 'soon'],
    ['one before the notice days', { daysLeft: 15 }, 'valid'],
    ['one that never expires', { expiresOn: null, daysLeft: null }, 'unlimited'],
  ] as const)('is right for %s', (_case, changes, state) => {
    expect(expiryStateOf(period(changes))).toBe(state);
  });
});
