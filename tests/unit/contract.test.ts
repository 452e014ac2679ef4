import {
  callNames,
  contract,
  isAnonymous,
  pathOf,
  verbOf,
  type CallName,
  type CallSpec,
} from '../../src/api/contract';

// That every call SPEC §7 names is here (and answered): tests/demo-api/contractCompleteness.test.ts.
describe('contract', () => {
  it('gives every call either an area or a full path', () => {
    for (const name of callNames) {
      const spec: CallSpec = contract[name];
      expect(Boolean(spec.area) !== Boolean(spec.path)).toBe(true);
    }
  });

  it('lists callNames as the keys of contract', () => {
    expect(callNames).toEqual(Object.keys(contract));
  });

  it('makes only the sign-in, password-reset and terms calls anonymous', () => {
    const anonymous = callNames.filter(isAnonymous);
    expect(anonymous.sort()).toEqual(
      [
        'Authenticate',
        'Login',
        'SendResetPasswordParam',
        'SetNewPassword',
        'VerifyToken',
        // The reset page shows the policy before the visitor is signed in.
        'GetDetailPasswordPolicy',
        // Terms can be read before signing in.
        'GetDetailTermByType',
        // The demo provider's checkout page: a browser navigation carries no bearer token.
        'DemoCheckout',
      ].sort(),
    );
  });
});

describe('verbOf', () => {
  it.each([
    ['GetListNotice', 'GET'],
    ['GetDetailMember', 'GET'],
    ['UpdateMember', 'PUT'],
    ['UpdateStatus', 'PUT'],
    ['PutSomething', 'PUT'],
    ['DeleteOrder', 'DELETE'],
    ['RemoveAttachment', 'DELETE'],
    ['InsertParticipant', 'POST'],
    ['ApplyWithdrawal', 'POST'],
    ['CreateThing', 'POST'],
    ['Login', 'POST'],
    ['CancelProductOrder', 'POST'],
    ['FetchPaymentUrl', 'POST'],
    ['DownloadReceiptEvent', 'POST'],
  ] as const)('gives %s the verb %s by convention', (name, verb) => {
    expect(verbOf(name)).toBe(verb);
  });

  it('lets an explicit verb win', () => {
    expect(verbOf('UpdateMember', { verb: 'POST' })).toBe('POST');
    expect(verbOf('GetThing', { verb: 'DELETE' })).toBe('DELETE');
    expect(verbOf('Authenticate', contract.Authenticate)).toBe('POST');
  });

  it('makes downloads and exports GETs', () => {
    for (const name of [
      'DownloadReceiptEvent',
      'DownloadReceiptMembershipFee',
      'DownloadReceiptProductOrder',
      'DownloadReceiptAffiliationMembershipFee',
      'ExportExcelPointHistoryPersonal',
    ] as const) {
      expect(verbOf(name, contract[name])).toBe('GET');
    }
  });

  it('gives the contract calls their ABP verbs', () => {
    const verb = (name: CallName) => verbOf(name, contract[name]);
    expect(verb('GetListNotice')).toBe('GET');
    expect(verb('GetMemberRoles')).toBe('GET');
    expect(verb('UpdateMember')).toBe('PUT');
    expect(verb('UpdateMemberPassword')).toBe('PUT');
    expect(verb('ApplyWithdrawal')).toBe('POST');
    expect(verb('InsertProductOrder')).toBe('POST');
    expect(verb('GetFileById')).toBe('GET');
    expect(verb('ImportSuccessfulApplicant')).toBe('POST');
  });
});

describe('pathOf', () => {
  it('serves area calls under /api/services/app/<Area>/<Name>', () => {
    expect(pathOf('GetListNotice')).toBe('/api/services/app/Notice/GetListNotice');
    expect(pathOf('GetMemberRoles')).toBe('/api/services/app/Application/GetMemberRoles');
    expect(pathOf('Login')).toBe('/api/services/app/Login/Login');
    expect(pathOf('GetDetailMember')).toBe('/api/services/app/Common/GetDetailMember');
  });

  it('serves the calls outside the prefix at their own paths', () => {
    expect(pathOf('Authenticate')).toBe('/api/TokenAuth/Authenticate');
    expect(pathOf('GetFileById')).toBe('/api/File/GetFileById');
    expect(pathOf('ImportSuccessfulApplicant')).toBe('/api/SuccessfulApplicant/Import');
  });

  it('gives every area call a well-formed path ending with its name', () => {
    for (const name of callNames) {
      const spec: CallSpec = contract[name];
      if (!spec.area) continue;
      expect(pathOf(name)).toMatch(new RegExp(`^/api/services/app/[A-Z][A-Za-z]+/${name}$`));
    }
  });

  it('gives each call its own path', () => {
    const paths = callNames.map(pathOf);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
