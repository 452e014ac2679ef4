import { identityHeaders, type RequestIdentity } from '../../src/api/headers';

const full: RequestIdentity = {
  authorization: 'Bearer token-123',
  appKey: 'member-portal',
  authApi: 'local',
  memberId: 'M000123',
  name: '内視鏡 花子',
};

describe('identityHeaders', () => {
  it('sends every header of a signed-in member', () => {
    expect(identityHeaders(full)).toEqual({
      Authorization: 'Bearer token-123',
      'X-APP-KEY': 'member-portal',
      'X-AUTH-API': 'local',
      'X-MEMBER-ID': 'M000123',
      'X-NAME': '%E5%86%85%E8%A6%96%E9%8F%A1%20%E8%8A%B1%E5%AD%90',
    });
  });

  it('percent-encodes the name as UTF-8 so the server can decode it', () => {
    const name = identityHeaders(full)['X-NAME'];
    expect(name).toBe(encodeURIComponent('内視鏡 花子'));
    expect(decodeURIComponent(name ?? '')).toBe('内視鏡 花子');
  });

  it('gives values that fetch Headers accept, while a raw Japanese name throws', () => {
    expect(() => new Headers(identityHeaders(full))).not.toThrow();
    expect(new Headers(identityHeaders(full)).get('x-name')).toBe(
      '%E5%86%85%E8%A6%96%E9%8F%A1%20%E8%8A%B1%E5%AD%90',
    );
    expect(() => new Headers({ 'X-NAME': '内視鏡 花子' })).toThrow(TypeError);
  });

  it('leaves out Authorization, X-MEMBER-ID and X-NAME when they are null', () => {
    expect(
      identityHeaders({
        authorization: null,
        appKey: 'member-portal',
        authApi: 'local',
        memberId: null,
        name: null,
      }),
    ).toEqual({ 'X-APP-KEY': 'member-portal', 'X-AUTH-API': 'local' });
  });

  it('always sends X-APP-KEY and X-AUTH-API', () => {
    const headers = identityHeaders({
      authorization: 'Bearer x',
      appKey: 'another-app',
      authApi: 'sso',
      memberId: null,
      name: null,
    });
    expect(headers['X-APP-KEY']).toBe('another-app');
    expect(headers['X-AUTH-API']).toBe('sso');
    expect(Object.keys(headers).sort()).toEqual(['Authorization', 'X-APP-KEY', 'X-AUTH-API']);
  });
});
