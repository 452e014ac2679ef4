import {
  callNames,
  contract,
  pathOf,
  verbOf,
  type CallName,
  type CallSpec,
} from '../../src/api/contract';

/** Every call name of SPEC §7, copied from its lists. */
const SPEC_CALL_NAMES = [
  // Login service
  'Login',
  'SendResetPasswordParam',
  'VerifyToken',
  'SetNewPassword',
  // Common data
  'GetPrefectures',
  'GetListMember',
  'GetListAffiliation',
  'GetListDescription',
  'GetDetailSystem',
  'GetSystemFiscalYear',
  'GetSystemBankInfo',
  'GetUploadFileSetting',
  'GetListTemporaryAbsence',
  'GetListJobCategory',
  'GetDetailMember',
  'GetDetailMemberSetLastPayment',
  'GetMemberRequiredProperty',
  'GetMemberUpdateHistory',
  'UpdateMember',
  'GetMemberAffiliation',
  // Fees
  'GetMembershipFeeManagement',
  'GetListMembershipFeeManagementNotPayment',
  'GetListMembershipFeePaid',
  'GetDetailPaymentRequest',
  'GetMinMembershipFeeUnPaid',
  'GetMembershipFeePaymentTargetFiscalYear',
  'GetMinAffiliationMembershipFeeUnPaid',
  // Member updates
  'GetMemberUpdatePersonal',
  'UpdateStatus',
  // Payment
  'GetPaymentMethods',
  'UpdatePaymentServiceStatus',
  'FetchPaymentUrl',
  // Events
  'GetListEventRecruiting',
  'GetDetailEventSection',
  'GetListEventSectionByIds',
  'InsertParticipant',
  'UpdateParticipant',
  'GetDetailParticipant',
  'GetListEventParticipant',
  'GetListEventRelatedSite',
  'GetListEventParticipationFees',
  'GetEventParticipationTargetFee',
  'GetDetailEventLuncheonSeminar',
  'GetListEventLuncheonSeminar',
  'HasApplicationRecordOtherSection',
  'GetListEventCategory',
  'GetListEventSub1Category',
  'GetListEventSub2Category',
  'GetBrushupBase',
  'GetBrushupChildListForTimeTable',
  // Applications
  'ApplyWithdrawal',
  'ApplyTemporaryAbsence',
  'ApplyReturn',
  'ApplyExtension',
  'GetDetailReturnApplication',
  'GetDetailTemporaryAbsenceApplication',
  'GetDetailExtensionApplication',
  'GetListExtensionApproved',
  'GetListTemporaryAbsenceApproved',
  'GetListReturnApproved',
  'GetListUnreadApplication',
  'WithdrawalUnreadFlgOff',
  'TemporaryAbsenceUnreadFlgOff',
  'ExtensionUnreadFlgOff',
  // Receipts and export
  'DownloadReceiptEvent',
  'DownloadReceiptMembershipFee',
  'DownloadReceiptProductOrder',
  'DownloadReceiptAffiliationMembershipFee',
  'ExportExcelPointHistoryPersonal',
  // Products
  'GetListAvailableProduct',
  'GetDetailProduct',
  'InsertProductOrder',
  'GetOrderHistories',
  'GetProductOrderDetail',
  'CancelProductOrder',
  'GetTaxExternalByAmount',
  'GetTaxIncludedByAmount',
  // Others
  'GetDetailTermByType',
  'GetNotice',
  'GetListNotice',
  'GetMemberRoles',
  'GetListParticipationHistory',
  'GetParticipationHistoryPoint',
  'InsertMemberFromSuccessfulApplicant',
  'GetListImportedMember',
  'UpdateMemberPassword',
  'VerifyCurrentPassword',
  'CheckPasswordValidPeriod',
  'GetDetailPasswordPolicy',
  'GetListFiscalYearConditionGroup',
  'GetDetailAffiliation',
  'GetPaymentTargetYears',
  'GetListPaymentRequest',
  'GetReNumberedOrderId',
  'ReNumberingOrderId',
];

describe('contract', () => {
  it('has every call name of SPEC §7', () => {
    const missing = SPEC_CALL_NAMES.filter((name) => !Object.hasOwn(contract, name));
    expect(missing).toEqual([]);
  });

  it('has the sign-in call and the two calls outside the prefix', () => {
    expect(Object.hasOwn(contract, 'Authenticate')).toBe(true);
    const paths = callNames.map(pathOf);
    expect(paths).toContain('/api/TokenAuth/Authenticate');
    expect(paths).toContain('/api/File/GetFileById');
    expect(paths).toContain('/api/SuccessfulApplicant/Import');
  });

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
    const anonymous = callNames.filter((name) => {
      const spec: CallSpec & { anonymous?: boolean } = contract[name];
      return spec.anonymous === true;
    });
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
