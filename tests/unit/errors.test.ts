import { ApiError } from '../../src/api/errors';

describe('ApiError', () => {
  it('carries what the server said', () => {
    const error = new ApiError('ログイン失敗!', {
      kind: 'http',
      status: 500,
      details: 'Invalid user name or password',
    });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.message).toBe('ログイン失敗!');
    expect(error.kind).toBe('http');
    expect(error.status).toBe(500);
    expect(error.details).toBe('Invalid user name or password');
    expect(error.validationErrors).toEqual([]);
    expect(error.isUnauthorized).toBe(false);
  });

  it('is unauthorized for a 401 only', () => {
    expect(new ApiError('x', { kind: 'http', status: 401 }).isUnauthorized).toBe(true);
    expect(new ApiError('x', { kind: 'http', status: 403 }).isUnauthorized).toBe(false);
    expect(new ApiError('x', { kind: 'network', status: 0 }).isUnauthorized).toBe(false);
  });

  it('defaults details and validation errors', () => {
    const error = new ApiError('x', {
      kind: 'http',
      status: 400,
      details: null,
      validationErrors: null,
    });
    expect(error.details).toBeNull();
    expect(error.validationErrors).toEqual([]);
    expect(error.fieldErrors()).toEqual({});
  });
});

describe('ApiError.fieldErrors', () => {
  it('maps members to fields with the first letter lower-cased', () => {
    const error = new ApiError('Your request is not valid!', {
      kind: 'http',
      status: 400,
      validationErrors: [
        { message: '必須です', members: ['UserName'] },
        { message: 'メールアドレスの形式が正しくありません', members: ['EmailAddress'] },
      ],
    });
    expect(error.fieldErrors()).toEqual({
      userName: '必須です',
      emailAddress: 'メールアドレスの形式が正しくありません',
    });
  });

  it('keeps the first message per field', () => {
    const error = new ApiError('x', {
      kind: 'http',
      status: 400,
      validationErrors: [
        { message: '必須です', members: ['Password'] },
        { message: '8文字以上で入力してください', members: ['Password'] },
      ],
    });
    expect(error.fieldErrors()).toEqual({ password: '必須です' });
  });

  it('gives one message to every member it names', () => {
    const error = new ApiError('x', {
      kind: 'http',
      status: 400,
      validationErrors: [{ message: '一致しません', members: ['Password', 'PasswordConfirm'] }],
    });
    expect(error.fieldErrors()).toEqual({
      password: '一致しません',
      passwordConfirm: '一致しません',
    });
  });

  it('skips errors without members and keeps lower-case names as they are', () => {
    const error = new ApiError('x', {
      kind: 'http',
      status: 400,
      validationErrors: [
        { message: 'どこか', members: null },
        { message: 'どこか2' },
        { message: '数字', members: ['zipCode'] },
      ],
    });
    expect(error.fieldErrors()).toEqual({ zipCode: '数字' });
  });
});
