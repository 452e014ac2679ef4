import { isAbpEnvelope, unwrap } from '../../src/api/envelope';

const envelope = (result: unknown) => ({
  result,
  targetUrl: null,
  success: true,
  error: null,
  unAuthorizedRequest: false,
  __abp: true,
});

describe('isAbpEnvelope', () => {
  it('recognises an ABP envelope', () => {
    expect(isAbpEnvelope(envelope(null))).toBe(true);
    expect(isAbpEnvelope({ __abp: true })).toBe(true);
    expect(isAbpEnvelope({ success: true, result: 1 })).toBe(true);
  });

  it('refuses anything else', () => {
    expect(isAbpEnvelope(null)).toBe(false);
    expect(isAbpEnvelope(undefined)).toBe(false);
    expect(isAbpEnvelope('text')).toBe(false);
    expect(isAbpEnvelope(42)).toBe(false);
    expect(isAbpEnvelope([])).toBe(false);
    expect(isAbpEnvelope({ statusCode: 200, data: [] })).toBe(false);
    expect(isAbpEnvelope({ success: true })).toBe(false);
    expect(isAbpEnvelope({ items: [], totalCount: 0 })).toBe(false);
  });
});

describe('unwrap', () => {
  it('reads the society wrapper inside the ABP envelope', () => {
    expect(
      unwrap(
        envelope({
          statusCode: 200,
          data: [{ id: 1 }],
          message: 'OK',
          pagination: { totalCount: 65, pageIndex: 3, pageSize: 10 },
        }),
      ),
    ).toEqual({
      data: [{ id: 1 }],
      statusCode: 200,
      message: 'OK',
      pagination: { totalCount: 65, pageIndex: 3, pageSize: 10 },
    });
  });

  it('fills in a missing message and pagination with null', () => {
    expect(unwrap(envelope({ statusCode: 200, data: { id: 7 } }))).toEqual({
      data: { id: 7 },
      statusCode: 200,
      message: null,
      pagination: null,
    });
  });

  it('keeps a non-200 statusCode and its message', () => {
    expect(unwrap(envelope({ statusCode: 400, data: null, message: '不正です' }))).toEqual({
      data: null,
      statusCode: 400,
      message: '不正です',
      pagination: null,
    });
  });

  it('reads a plain ABP result such as Authenticate', () => {
    const result = {
      accessToken: 'abc',
      encryptedAccessToken: 'enc',
      expireInSeconds: 86400,
      userId: 2,
    };
    expect(unwrap(envelope(result))).toEqual({
      data: result,
      statusCode: 200,
      message: null,
      pagination: null,
    });
  });

  it("reads ABP's { items, totalCount } page", () => {
    expect(unwrap(envelope({ items: [{ id: 1 }, { id: 2 }], totalCount: 12 }))).toEqual({
      data: [{ id: 1 }, { id: 2 }],
      statusCode: 200,
      message: null,
      pagination: { totalCount: 12, pageIndex: 1, pageSize: 2 },
    });
  });

  it('reads a bare society wrapper without the envelope', () => {
    expect(unwrap({ statusCode: 200, data: 'x', message: null })).toEqual({
      data: 'x',
      statusCode: 200,
      message: null,
      pagination: null,
    });
  });

  it('reads a bare body as the data', () => {
    expect(unwrap({ name: '内視鏡 花子' })).toEqual({
      data: { name: '内視鏡 花子' },
      statusCode: 200,
      message: null,
      pagination: null,
    });
    expect(unwrap([1, 2])).toEqual({
      data: [1, 2],
      statusCode: 200,
      message: null,
      pagination: null,
    });
    expect(unwrap(null)).toEqual({ data: null, statusCode: 200, message: null, pagination: null });
  });

  it('reads an envelope with a null result', () => {
    expect(unwrap(envelope(null))).toEqual({
      data: null,
      statusCode: 200,
      message: null,
      pagination: null,
    });
  });
});
