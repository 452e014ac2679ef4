/**
 * The wire contract: every call of SPEC §7, by name, with the ABP application-service area it
 * lives in. This is the one file to change when the real member API's paths are known.
 *
 * ABP's convention fixes the HTTP verb from the method name (see `verbOf`); an entry only names
 * a verb where SPEC §7 says otherwise (downloads and exports are GETs).
 */

export type Verb = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallSpec {
  /** Application-service area: the call is served at `/api/services/app/<area>/<name>`. */
  readonly area?: string;
  /** A full path outside `/api/services/app/` (SPEC §7 "Outside that prefix"). */
  readonly path?: string;
  /** Overrides the verb ABP's naming convention gives. */
  readonly verb?: Verb;
  /** Callable without a session (sign-in, password reset). */
  readonly anonymous?: boolean;
  /**
   * Takes files (attachments, a workbook): the only calls a `multipart/form-data` body may go to,
   * with the upload body limit; every other call takes 1 MB (demo-api/requestGate.ts).
   */
  readonly files?: boolean;
}

const area = (name: string, extra: Omit<CallSpec, 'area' | 'path'> = {}): CallSpec => ({
  area: name,
  ...extra,
});
const download = (name: string): CallSpec => area(name, { verb: 'GET' });

export const contract = {
  // Sign-in (outside the application-service prefix)
  Authenticate: { path: '/api/TokenAuth/Authenticate', verb: 'POST', anonymous: true },
  // Beyond SPEC §7: logout ends the token it is sent with, on the server.
  Logout: { path: '/api/TokenAuth/Logout', verb: 'POST' },

  // Login service
  Login: area('Login', { anonymous: true }),
  SendResetPasswordParam: area('Login', { anonymous: true }),
  VerifyToken: area('Login', { anonymous: true }),
  SetNewPassword: area('Login', { anonymous: true }),

  // Common data
  GetPrefectures: area('Common'),
  GetListMember: area('Common'),
  GetListAffiliation: area('Common'),
  GetListDescription: area('Common'),
  GetDetailSystem: area('Common'),
  GetSystemFiscalYear: area('Common'),
  GetSystemBankInfo: area('Common'),
  GetUploadFileSetting: area('Common'),
  GetListTemporaryAbsence: area('Common'),
  GetListJobCategory: area('Common'),
  GetDetailMember: area('Common'),
  GetDetailMemberSetLastPayment: area('Common'),
  GetMemberRequiredProperty: area('Common'),
  GetMemberUpdateHistory: area('Common'),
  UpdateMember: area('Common'),
  GetMemberAffiliation: area('Common'),
  GetDetailAffiliation: area('Common'),
  GetListFiscalYearConditionGroup: area('Common'),
  // Not in SPEC §7 (staff): GetDetailMember takes no parameters (it is the signed-in
  // member's), so staff read one member by id, and the prefecture master is read and edited
  // one record at a time.
  GetDetailMemberById: area('Common'),
  GetPrefecture: area('Common'),
  UpdatePrefecture: area('Common'),
  // Not in SPEC §7 (staff): admin deletes a member, update and admin a prefecture no member uses;
  // the server refuses with its reason (also answered on the record, `deletionBlockedReason`).
  DeleteMember: area('Common'),
  DeletePrefecture: area('Common'),

  // Fees
  GetMembershipFeeManagement: area('MembershipFee'),
  GetListMembershipFeeManagementNotPayment: area('MembershipFee'),
  GetListMembershipFeePaid: area('MembershipFee'),
  GetDetailPaymentRequest: area('MembershipFee'),
  GetMinMembershipFeeUnPaid: area('MembershipFee'),
  GetMembershipFeePaymentTargetFiscalYear: area('MembershipFee'),
  GetMinAffiliationMembershipFeeUnPaid: area('MembershipFee'),

  // Member updates (qualification renewal)
  GetMemberUpdatePersonal: area('MemberUpdate'),
  UpdateStatus: area('MemberUpdate'),

  // Payment
  GetPaymentMethods: area('Payment'),
  UpdatePaymentServiceStatus: area('Payment'),
  FetchPaymentUrl: area('Payment'),
  GetPaymentTargetYears: area('Payment'),
  GetListPaymentRequest: area('Payment'),
  GetReNumberedOrderId: area('Payment'),
  ReNumberingOrderId: area('Payment'),
  // Not in SPEC §7: the demo card provider's checkout page (GET shows it, the form
  // POSTs the member's choice). The portal never calls it: it navigates to the URL
  // FetchPaymentUrl answers, as with a real provider. Named here so only src/api knows paths.
  DemoCheckout: { path: '/api/DemoCheckout/Pay', verb: 'POST', anonymous: true },

  // Events
  GetListEventRecruiting: area('Event'),
  GetDetailEventSection: area('Event'),
  GetListEventSectionByIds: area('Event'),
  InsertParticipant: area('Event'),
  UpdateParticipant: area('Event'),
  GetDetailParticipant: area('Event'),
  GetListEventParticipant: area('Event'),
  GetListEventRelatedSite: area('Event'),
  GetListEventParticipationFees: area('Event'),
  GetEventParticipationTargetFee: area('Event'),
  GetDetailEventLuncheonSeminar: area('Event'),
  GetListEventLuncheonSeminar: area('Event'),
  HasApplicationRecordOtherSection: area('Event', { verb: 'GET' }),
  GetListEventCategory: area('Event'),
  GetListEventSub1Category: area('Event'),
  GetListEventSub2Category: area('Event'),
  GetBrushupBase: area('Event'),
  GetBrushupChildListForTimeTable: area('Event'),
  // Not in SPEC §7 (staff at the venue): the events whose door is open today, the check-in of a
  // scanned 受講票, once per participation and day, and a fee paid at the door (当日払い).
  GetListCheckInEvent: area('Event'),
  CheckInParticipant: area('Event'),
  RecordDoorPayment: area('Event'),

  // Applications (the member roles of SPEC §7 live here too)
  ApplyWithdrawal: area('Application'),
  // The attachments travel in the JSON body, as base64.
  ApplyTemporaryAbsence: area('Application', { files: true }),
  ApplyReturn: area('Application'),
  ApplyExtension: area('Application'),
  GetDetailReturnApplication: area('Application'),
  GetDetailTemporaryAbsenceApplication: area('Application'),
  GetDetailExtensionApplication: area('Application'),
  GetListExtensionApproved: area('Application'),
  GetListTemporaryAbsenceApproved: area('Application'),
  GetListReturnApproved: area('Application'),
  GetListUnreadApplication: area('Application'),
  WithdrawalUnreadFlgOff: area('Application'),
  TemporaryAbsenceUnreadFlgOff: area('Application'),
  ExtensionUnreadFlgOff: area('Application'),
  GetMemberRoles: area('Application'),
  // Not in SPEC §7: the withdrawal page shows the current withdrawal application as
  // the other three pages do with their GetDetail*Application call.
  GetDetailWithdrawalApplication: area('Application'),
  // Not in SPEC §7: the digital membership card (SPEC §9: contents not shown) with its
  // signed QR payload, and the check a venue's staff reader makes of a scanned payload.
  GetDigitalMembershipCard: area('Application'),
  VerifyDigitalMembershipCard: area('Application'),

  // Receipts and export
  DownloadReceiptEvent: download('Receipt'),
  DownloadReceiptMembershipFee: download('Receipt'),
  DownloadReceiptProductOrder: download('Receipt'),
  DownloadReceiptAffiliationMembershipFee: download('Receipt'),
  ExportExcelPointHistoryPersonal: download('Receipt'),
  // Not in SPEC §7 (staff): the participation history of every member as .xlsx.
  ExportExcelParticipationHistory: download('Receipt'),

  // Products
  GetListAvailableProduct: area('Product'),
  GetDetailProduct: area('Product'),
  InsertProductOrder: area('Product'),
  GetOrderHistories: area('Product'),
  GetProductOrderDetail: area('Product'),
  CancelProductOrder: area('Product'),
  GetTaxExternalByAmount: area('Product'),
  GetTaxIncludedByAmount: area('Product'),

  // Others
  // Terms are public: the sign-in pages may show them.
  GetDetailTermByType: area('Term', { anonymous: true }),
  GetNotice: area('Notice'),
  GetListNotice: area('Notice'),
  GetListParticipationHistory: area('ParticipationHistory'),
  GetParticipationHistoryPoint: area('ParticipationHistory'),
  InsertMemberFromSuccessfulApplicant: area('SuccessfulApplicant'),
  GetListImportedMember: area('SuccessfulApplicant'),
  // Not in SPEC §7 (staff dashboard): the latest import batches, newest first (admin, as the import).
  GetListImportBatch: area('SuccessfulApplicant'),
  UpdateMemberPassword: area('Password'),
  VerifyCurrentPassword: area('Password'),
  CheckPasswordValidPeriod: area('Password'),
  // The reset page shows the policy to a signed-out visitor.
  GetDetailPasswordPolicy: area('Password', { anonymous: true }),

  // Outside the application-service prefix
  GetFileById: { path: '/api/File/GetFileById', verb: 'GET' },
  ImportSuccessfulApplicant: { path: '/api/SuccessfulApplicant/Import', verb: 'POST', files: true },
} as const satisfies Record<string, CallSpec>;

export type CallName = keyof typeof contract;

export const callNames = Object.keys(contract) as CallName[];

const SERVICE_PREFIX = '/api/services/app';

/** ABP's dynamic Web API convention: the method name's prefix decides the verb. */
export function verbOf(name: string, spec: CallSpec = {}): Verb {
  if (spec.verb) return spec.verb;
  if (/^Get/.test(name)) return 'GET';
  if (/^(Update|Put)/.test(name)) return 'PUT';
  if (/^(Delete|Remove)/.test(name)) return 'DELETE';
  return 'POST';
}

/** A call's entry, widened so optional fields read uniformly. */
export const specOf = (name: CallName): CallSpec => contract[name];

/** The path a call is served at, relative to the API origin. */
export function pathOf(name: CallName): string {
  const spec = specOf(name);
  return spec.path ?? `${SERVICE_PREFIX}/${spec.area}/${name}`;
}
