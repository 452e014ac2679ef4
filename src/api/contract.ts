/**
 * The wire contract: every call of SPEC §7, by name, with the ABP application-service area it
 * lives in. This is the one file to change when the real member API's paths are known.
 *
 * ABP's convention fixes the HTTP verb from the method name (see `verbOf`); an entry only names
 * a verb where SPEC §7 says otherwise (downloads and exports are GETs).
 */

import type { Permission } from './permissions';

export type Verb = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may make a call; the demo API refuses everyone else (401 without a session, 403 without the
 * permission), as the real service does. Finer rules (whose record, which state) stay in the
 * handler.
 */
export type Access =
  /** Without a session too (sign-in, password reset, terms). */
  | 'anonymous'
  /** Any signed-in account, a provisional member's included. */
  | 'signedIn'
  /** Members who have paid the admission fee (`paid_admission_fee`), and staff. */
  | 'paid'
  /** Society staff holding that permission. */
  | { readonly staff: Permission };

export interface CallSpec {
  /** Application-service area: the call is served at `/api/services/app/<area>/<name>`. */
  readonly area?: string;
  /** A full path outside `/api/services/app/` (SPEC §7 "Outside that prefix"). */
  readonly path?: string;
  /** Overrides the verb ABP's naming convention gives. */
  readonly verb?: Verb;
  readonly access: Access;
  /**
   * Takes files (attachments, a workbook): the only calls a `multipart/form-data` body may go to,
   * with the upload body limit; every other call takes 1 MB (demo-api/requestGate.ts).
   */
  readonly files?: boolean;
}

/** A call's parameter and result types, carried by its entry's type only (never at run time). */
interface Typed<Params, Result> {
  readonly types?: { readonly params: Params; readonly result: Result };
}

/**
 * Declares an entry: `call<Params, Result>()({ area, access })`. `Result` is the `data` of the
 * society's wrapper (SPEC §3), a list call's rows as an array.
 */
const call =
  <Params = unknown, Result = unknown>() =>
  <const Spec extends CallSpec>(spec: Spec): Spec & Typed<Params, Result> =>
    spec;

export const contract = {
  // Sign-in (outside the application-service prefix)
  Authenticate: call()({ path: '/api/TokenAuth/Authenticate', verb: 'POST', access: 'anonymous' }),
  // Beyond SPEC §7: logout ends the token it is sent with, on the server.
  Logout: call()({ path: '/api/TokenAuth/Logout', verb: 'POST', access: 'signedIn' }),

  // Login service
  Login: call()({ area: 'Login', access: 'anonymous' }),
  SendResetPasswordParam: call()({ area: 'Login', access: 'anonymous' }),
  VerifyToken: call()({ area: 'Login', access: 'anonymous' }),
  SetNewPassword: call()({ area: 'Login', access: 'anonymous' }),

  // Common data
  GetPrefectures: call()({ area: 'Common', access: 'signedIn' }),
  GetListMember: call()({ area: 'Common', access: 'signedIn' }),
  GetListAffiliation: call()({ area: 'Common', access: 'signedIn' }),
  GetListDescription: call()({ area: 'Common', access: 'signedIn' }),
  GetDetailSystem: call()({ area: 'Common', access: 'signedIn' }),
  GetSystemFiscalYear: call()({ area: 'Common', access: 'signedIn' }),
  GetSystemBankInfo: call()({ area: 'Common', access: 'signedIn' }),
  GetUploadFileSetting: call()({ area: 'Common', access: 'signedIn' }),
  GetListTemporaryAbsence: call()({ area: 'Common', access: 'signedIn' }),
  GetListJobCategory: call()({ area: 'Common', access: 'signedIn' }),
  GetDetailMember: call()({ area: 'Common', access: 'signedIn' }),
  GetDetailMemberSetLastPayment: call()({ area: 'Common', access: 'signedIn' }),
  GetMemberRequiredProperty: call()({ area: 'Common', access: 'signedIn' }),
  GetMemberUpdateHistory: call()({ area: 'Common', access: 'signedIn' }),
  UpdateMember: call()({ area: 'Common', access: 'signedIn' }),
  GetMemberAffiliation: call()({ area: 'Common', access: 'signedIn' }),
  GetDetailAffiliation: call()({ area: 'Common', access: 'signedIn' }),
  GetListFiscalYearConditionGroup: call()({ area: 'Common', access: 'signedIn' }),
  // Not in SPEC §7 (staff): GetDetailMember takes no parameters (it is the signed-in
  // member's), so staff read one member by id, and the prefecture master is read and edited
  // one record at a time.
  GetDetailMemberById: call()({ area: 'Common', access: 'signedIn' }),
  GetPrefecture: call()({ area: 'Common', access: 'signedIn' }),
  UpdatePrefecture: call()({ area: 'Common', access: 'signedIn' }),
  // Not in SPEC §7 (staff): admin deletes a member, update and admin a prefecture no member uses;
  // the server refuses with its reason (also answered on the record, `deletionBlockedReason`).
  DeleteMember: call()({ area: 'Common', access: 'signedIn' }),
  DeletePrefecture: call()({ area: 'Common', access: 'signedIn' }),

  // Fees
  GetMembershipFeeManagement: call()({ area: 'MembershipFee', access: 'signedIn' }),
  GetListMembershipFeeManagementNotPayment: call()({ area: 'MembershipFee', access: 'signedIn' }),
  GetListMembershipFeePaid: call()({ area: 'MembershipFee', access: 'signedIn' }),
  GetDetailPaymentRequest: call()({ area: 'MembershipFee', access: 'signedIn' }),
  GetMinMembershipFeeUnPaid: call()({ area: 'MembershipFee', access: 'signedIn' }),
  GetMembershipFeePaymentTargetFiscalYear: call()({ area: 'MembershipFee', access: 'signedIn' }),
  GetMinAffiliationMembershipFeeUnPaid: call()({ area: 'MembershipFee', access: 'signedIn' }),

  // Member updates (qualification renewal)
  GetMemberUpdatePersonal: call()({ area: 'MemberUpdate', access: 'signedIn' }),
  UpdateStatus: call()({ area: 'MemberUpdate', access: 'signedIn' }),

  // Payment
  GetPaymentMethods: call()({ area: 'Payment', access: 'signedIn' }),
  UpdatePaymentServiceStatus: call()({ area: 'Payment', access: 'signedIn' }),
  FetchPaymentUrl: call()({ area: 'Payment', access: 'signedIn' }),
  GetPaymentTargetYears: call()({ area: 'Payment', access: 'signedIn' }),
  GetListPaymentRequest: call()({ area: 'Payment', access: 'signedIn' }),
  GetReNumberedOrderId: call()({ area: 'Payment', access: 'signedIn' }),
  ReNumberingOrderId: call()({ area: 'Payment', access: 'signedIn' }),
  // Not in SPEC §7: the demo card provider's checkout page (GET shows it, the form
  // POSTs the member's choice). The portal never calls it: it navigates to the URL
  // FetchPaymentUrl answers, as with a real provider. Named here so only src/api knows paths.
  DemoCheckout: call()({ path: '/api/DemoCheckout/Pay', verb: 'POST', access: 'anonymous' }),

  // Events
  GetListEventRecruiting: call()({ area: 'Event', access: 'signedIn' }),
  GetDetailEventSection: call()({ area: 'Event', access: 'signedIn' }),
  GetListEventSectionByIds: call()({ area: 'Event', access: 'signedIn' }),
  InsertParticipant: call()({ area: 'Event', access: 'signedIn' }),
  UpdateParticipant: call()({ area: 'Event', access: 'signedIn' }),
  GetDetailParticipant: call()({ area: 'Event', access: 'signedIn' }),
  GetListEventParticipant: call()({ area: 'Event', access: 'signedIn' }),
  GetListEventRelatedSite: call()({ area: 'Event', access: 'signedIn' }),
  GetListEventParticipationFees: call()({ area: 'Event', access: 'signedIn' }),
  GetEventParticipationTargetFee: call()({ area: 'Event', access: 'signedIn' }),
  GetDetailEventLuncheonSeminar: call()({ area: 'Event', access: 'signedIn' }),
  GetListEventLuncheonSeminar: call()({ area: 'Event', access: 'signedIn' }),
  HasApplicationRecordOtherSection: call()({ area: 'Event', access: 'signedIn', verb: 'GET' }),
  GetListEventCategory: call()({ area: 'Event', access: 'signedIn' }),
  GetListEventSub1Category: call()({ area: 'Event', access: 'signedIn' }),
  GetListEventSub2Category: call()({ area: 'Event', access: 'signedIn' }),
  GetBrushupBase: call()({ area: 'Event', access: 'signedIn' }),
  GetBrushupChildListForTimeTable: call()({ area: 'Event', access: 'signedIn' }),
  // Not in SPEC §7 (staff at the venue): the events whose door is open today, the check-in of a
  // scanned 受講票, once per participation and day, and a fee paid at the door (当日払い).
  GetListCheckInEvent: call()({ area: 'Event', access: 'signedIn' }),
  CheckInParticipant: call()({ area: 'Event', access: 'signedIn' }),
  RecordDoorPayment: call()({ area: 'Event', access: 'signedIn' }),

  // Applications (the member roles of SPEC §7 live here too)
  ApplyWithdrawal: call()({ area: 'Application', access: 'signedIn' }),
  // The attachments travel in the JSON body, as base64.
  ApplyTemporaryAbsence: call()({ area: 'Application', access: 'signedIn', files: true }),
  ApplyReturn: call()({ area: 'Application', access: 'signedIn' }),
  ApplyExtension: call()({ area: 'Application', access: 'signedIn' }),
  GetDetailReturnApplication: call()({ area: 'Application', access: 'signedIn' }),
  GetDetailTemporaryAbsenceApplication: call()({ area: 'Application', access: 'signedIn' }),
  GetDetailExtensionApplication: call()({ area: 'Application', access: 'signedIn' }),
  GetListExtensionApproved: call()({ area: 'Application', access: 'signedIn' }),
  GetListTemporaryAbsenceApproved: call()({ area: 'Application', access: 'signedIn' }),
  GetListReturnApproved: call()({ area: 'Application', access: 'signedIn' }),
  GetListUnreadApplication: call()({ area: 'Application', access: 'signedIn' }),
  WithdrawalUnreadFlgOff: call()({ area: 'Application', access: 'signedIn' }),
  TemporaryAbsenceUnreadFlgOff: call()({ area: 'Application', access: 'signedIn' }),
  ExtensionUnreadFlgOff: call()({ area: 'Application', access: 'signedIn' }),
  GetMemberRoles: call()({ area: 'Application', access: 'signedIn' }),
  // Not in SPEC §7: the withdrawal page shows the current withdrawal application as
  // the other three pages do with their GetDetail*Application call.
  GetDetailWithdrawalApplication: call()({ area: 'Application', access: 'signedIn' }),
  // Not in SPEC §7: the digital membership card (SPEC §9: contents not shown) with its
  // signed QR payload, and the check a venue's staff reader makes of a scanned payload.
  GetDigitalMembershipCard: call()({ area: 'Application', access: 'signedIn' }),
  VerifyDigitalMembershipCard: call()({ area: 'Application', access: 'signedIn' }),

  // Receipts and export
  DownloadReceiptEvent: call()({ area: 'Receipt', access: 'signedIn', verb: 'GET' }),
  DownloadReceiptMembershipFee: call()({ area: 'Receipt', access: 'signedIn', verb: 'GET' }),
  DownloadReceiptProductOrder: call()({ area: 'Receipt', access: 'signedIn', verb: 'GET' }),
  DownloadReceiptAffiliationMembershipFee: call()({
    area: 'Receipt',
    access: 'signedIn',
    verb: 'GET',
  }),
  ExportExcelPointHistoryPersonal: call()({ area: 'Receipt', access: 'signedIn', verb: 'GET' }),
  // Not in SPEC §7 (staff): the participation history of every member as .xlsx.
  ExportExcelParticipationHistory: call()({ area: 'Receipt', access: 'signedIn', verb: 'GET' }),

  // Products
  GetListAvailableProduct: call()({ area: 'Product', access: 'signedIn' }),
  GetDetailProduct: call()({ area: 'Product', access: 'signedIn' }),
  InsertProductOrder: call()({ area: 'Product', access: 'signedIn' }),
  GetOrderHistories: call()({ area: 'Product', access: 'signedIn' }),
  GetProductOrderDetail: call()({ area: 'Product', access: 'signedIn' }),
  CancelProductOrder: call()({ area: 'Product', access: 'signedIn' }),
  GetTaxExternalByAmount: call()({ area: 'Product', access: 'signedIn' }),
  GetTaxIncludedByAmount: call()({ area: 'Product', access: 'signedIn' }),

  // Others
  // Terms are public: the sign-in pages may show them.
  GetDetailTermByType: call()({ area: 'Term', access: 'anonymous' }),
  GetNotice: call()({ area: 'Notice', access: 'signedIn' }),
  GetListNotice: call()({ area: 'Notice', access: 'signedIn' }),
  GetListParticipationHistory: call()({ area: 'ParticipationHistory', access: 'signedIn' }),
  GetParticipationHistoryPoint: call()({ area: 'ParticipationHistory', access: 'signedIn' }),
  InsertMemberFromSuccessfulApplicant: call()({ area: 'SuccessfulApplicant', access: 'signedIn' }),
  GetListImportedMember: call()({ area: 'SuccessfulApplicant', access: 'signedIn' }),
  // Not in SPEC §7 (staff dashboard): the latest import batches, newest first (admin, as the import).
  GetListImportBatch: call()({ area: 'SuccessfulApplicant', access: 'signedIn' }),
  UpdateMemberPassword: call()({ area: 'Password', access: 'signedIn' }),
  VerifyCurrentPassword: call()({ area: 'Password', access: 'signedIn' }),
  CheckPasswordValidPeriod: call()({ area: 'Password', access: 'signedIn' }),
  // The reset page shows the policy to a signed-out visitor.
  GetDetailPasswordPolicy: call()({ area: 'Password', access: 'anonymous' }),

  // Outside the application-service prefix
  GetFileById: call()({ path: '/api/File/GetFileById', verb: 'GET', access: 'signedIn' }),
  ImportSuccessfulApplicant: call()({
    path: '/api/SuccessfulApplicant/Import',
    verb: 'POST',
    files: true,
    access: 'signedIn',
  }),
} as const satisfies Record<string, CallSpec>;

export type CallName = keyof typeof contract;

export const callNames = Object.keys(contract) as CallName[];

const SERVICE_PREFIX = '/api/services/app';

/** ABP's dynamic Web API convention: the method name's prefix decides the verb. */
export function verbOf(name: string, spec: Partial<CallSpec> = {}): Verb {
  if (spec.verb) return spec.verb;
  if (/^Get/.test(name)) return 'GET';
  if (/^(Update|Put)/.test(name)) return 'PUT';
  if (/^(Delete|Remove)/.test(name)) return 'DELETE';
  return 'POST';
}

type TypesOf<N extends CallName> = NonNullable<(typeof contract)[N]['types']>;
/** What a call takes: its query string or JSON body. */
export type ParamsOf<N extends CallName> = TypesOf<N>['params'];
/** What a call answers: the `data` of the society's wrapper. */
export type ResultOf<N extends CallName> = TypesOf<N>['result'];
/** One record of a call's answer: a list call's row, or the record a detail call answers. */
export type RecordOf<N extends CallName> =
  ResultOf<N> extends readonly (infer Row)[] ? Row : ResultOf<N>;

/** A call's entry, widened so optional fields read uniformly. */
export const specOf = (name: CallName): CallSpec => contract[name];

export const isAnonymous = (name: CallName): boolean => specOf(name).access === 'anonymous';

/** The path a call is served at, relative to the API origin. */
export function pathOf(name: CallName): string {
  const spec = specOf(name);
  return spec.path ?? `${SERVICE_PREFIX}/${spec.area}/${name}`;
}
