/**
 * The wire contract: every call of SPEC §7, by name, with the ABP application-service area it
 * lives in. This is the one file to change when the real member API's paths are known.
 *
 * ABP's convention fixes the HTTP verb from the method name (see `verbOf`); an entry only names
 * a verb where SPEC §7 says otherwise (downloads and exports are GETs).
 */

import type {
  AuthenticateResult,
  PasswordChange,
  ResetLinkSent,
  SignInInput,
  VerifiedToken,
} from './auth';
import type {
  CardAnswer,
  CardVerification,
  ExtensionApplication,
  ExtensionDetail,
  ExtensionInput,
  ReturnApplication,
  ReturnDetail,
  ReturnInput,
  TemporaryAbsenceApplication,
  TemporaryAbsenceDetail,
  TemporaryAbsenceInput,
  TemporaryAbsenceReason,
  UnreadApplication,
  UploadFileSetting,
  WithdrawalApplication,
  WithdrawalDetail,
  WithdrawalInput,
} from './applications';
import type {
  AttendanceEvent,
  AttendanceParticipant,
  AttendanceRecordRequest,
  AttendanceRecordResult,
  CheckInEvent,
  CheckInRequest,
  CheckInResult,
  DoorPaymentRequest,
  DoorPaymentResult,
} from './checkIn';
import type { DocumentFile } from './envelope';
import type {
  EventCategory,
  EventDetail,
  EventFilters,
  EventSub1Category,
  EventSub2Category,
  EventSummary,
  Fee as EventFee,
  LuncheonSeminar,
  OtherSectionRecord,
  ParticipantChange,
  ParticipantDetail,
  ParticipantInput,
  Participation,
  ParticipationFilters,
  RelatedSite,
  Section,
} from './events';
import type {
  Affiliation,
  AffiliationCategory,
  Deleted,
  Description,
  JobCategory,
  Prefecture,
  PrefectureRecord,
  PrefectureUpdate,
  SystemDetail,
  Term,
} from './masters';
import type {
  Member,
  MemberAffiliation,
  MemberDetail,
  MemberFilters,
  MemberRow,
  MemberStatus,
  MemberUpdate,
  MemberUpdateRow,
  MemberWithLastPayment,
} from './members';
import type { Notice, NoticeCategory } from './notices';
import type {
  BankInfo,
  Fee,
  FeeKind,
  FeeManagement,
  FiscalYear,
  FiscalYearConditionGroup,
  PaymentMethod,
  PaymentRequest,
  PaymentRequestDetail,
  PaymentRequestFilters,
  PaymentStatus,
  PaymentTarget,
  PaymentUrl,
  ReNumberedOrderId,
  Renumbered,
  TargetYear,
} from './payments';
import type { Permission } from './permissions';
import type {
  PointHistoryFilters,
  PointHistoryRow,
  PointSummary,
  StaffPointHistoryFilters,
} from './points';
import type {
  Product,
  ProductCategory,
  ProductOrder,
  ProductOrderInput,
  TaxExternal,
  TaxIncluded,
} from './products';
import type { MemberUpdatePersonal } from './renewal';
import type {
  ImportedRow,
  ImportedRowStatus,
  ImportSummary,
  InsertedMembers,
} from './successfulApplicants';
import type { PasswordPolicy, PasswordValidPeriod } from '../validation/passwordPolicy';

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
  | { readonly staff: StaffPermission };

/** What staff roles hold beyond members: `paid_admission_fee` is `'paid'`'s. */
export type StaffPermission = Exclude<Permission, 'paid_admission_fee'>;

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
  <Params = None, Result = null>() =>
  <const Spec extends CallSpec>(spec: Spec): Spec & Typed<Params, Result> =>
    spec;

/** A call that takes no parameters. */
export type None = Record<string, never>;

/** A list request, ABP style (`PagedAndSortedResultRequestDto`), with the call's filters. */
export type Page<Filters = unknown> = {
  SkipCount?: number;
  MaxResultCount?: number;
  Sorting?: string;
} & Filters;

/** A choice list (a lookup, a member's own short list): `allItems` answers every row at once. */
export type Whole<Filters = unknown> = Page<Filters> & { allItems?: boolean };

/** A call on one record, by id. */
export interface ById {
  id: number;
}

export const contract = {
  // Sign-in (outside the application-service prefix)
  Authenticate: call<SignInInput, AuthenticateResult>()({
    path: '/api/TokenAuth/Authenticate',
    verb: 'POST',
    access: 'anonymous',
  }),
  // Beyond SPEC §7: logout ends the token it is sent with, on the server.
  Logout: call()({ path: '/api/TokenAuth/Logout', verb: 'POST', access: 'signedIn' }),

  // Login service
  Login: call<SignInInput, AuthenticateResult>()({ area: 'Login', access: 'anonymous' }),
  SendResetPasswordParam: call<{ userNameOrEmailAddress: string }, ResetLinkSent>()({
    area: 'Login',
    access: 'anonymous',
  }),
  VerifyToken: call<{ token: string }, VerifiedToken>()({ area: 'Login', access: 'anonymous' }),
  SetNewPassword: call<{ token: string; newPassword: string }>()({
    area: 'Login',
    access: 'anonymous',
  }),

  // Common data
  GetPrefectures: call<Whole, Prefecture[]>()({ area: 'Common', access: 'signedIn' }),
  GetListMember: call<Page<MemberFilters>, MemberRow[]>()({
    area: 'Common',
    access: { staff: 'contents_read' },
  }),
  GetListAffiliation: call<Whole<{ category?: AffiliationCategory }>, Affiliation[]>()({
    area: 'Common',
    access: 'signedIn',
  }),
  GetListDescription: call<Whole, Description[]>()({ area: 'Common', access: 'signedIn' }),
  GetDetailSystem: call<None, SystemDetail>()({ area: 'Common', access: 'signedIn' }),
  GetSystemFiscalYear: call<{ date: string }, FiscalYear>()({
    area: 'Common',
    access: 'signedIn',
  }),
  GetSystemBankInfo: call<None, BankInfo>()({ area: 'Common', access: 'signedIn' }),
  GetUploadFileSetting: call<None, UploadFileSetting>()({ area: 'Common', access: 'signedIn' }),
  GetListTemporaryAbsence: call<None, TemporaryAbsenceReason[]>()({
    area: 'Common',
    access: 'signedIn',
  }),
  GetListJobCategory: call<Whole, JobCategory[]>()({ area: 'Common', access: 'signedIn' }),
  GetDetailMember: call<None, Member>()({ area: 'Common', access: 'signedIn' }),
  GetDetailMemberSetLastPayment: call<None, MemberWithLastPayment>()({
    area: 'Common',
    access: 'signedIn',
  }),
  GetMemberRequiredProperty: call<None, string[]>()({ area: 'Common', access: 'signedIn' }),
  // `memberId` (another member's) and `allMembers` are staff's (contents_read), checked by the
  // handler: the member's own history is open to her.
  GetMemberUpdateHistory: call<
    Page<{ memberId?: number; allMembers?: boolean }>,
    MemberUpdateRow[]
  >()({ area: 'Common', access: 'signedIn' }),
  // Another member's record (`id`) is admin staff's (user_update), checked by the handler.
  UpdateMember: call<MemberUpdate & Partial<{ id: number; status: MemberStatus }>, Member>()({
    area: 'Common',
    access: 'signedIn',
  }),
  GetMemberAffiliation: call<None, MemberAffiliation[]>()({ area: 'Common', access: 'signedIn' }),
  GetDetailAffiliation: call<ById, Affiliation>()({ area: 'Common', access: 'signedIn' }),
  GetListFiscalYearConditionGroup: call<Whole, FiscalYearConditionGroup[]>()({
    area: 'Common',
    access: 'signedIn',
  }),
  // Not in SPEC §7 (staff): GetDetailMember takes no parameters (it is the signed-in
  // member's), so staff read one member by id, and the prefecture master is read and edited
  // one record at a time.
  GetDetailMemberById: call<ById, MemberDetail>()({
    area: 'Common',
    access: { staff: 'contents_read' },
  }),
  GetPrefecture: call<ById, PrefectureRecord>()({
    area: 'Common',
    access: { staff: 'contents_read' },
  }),
  UpdatePrefecture: call<PrefectureUpdate, Prefecture>()({
    area: 'Common',
    access: { staff: 'contents_update' },
  }),
  // Not in SPEC §7 (staff): admin deletes a member, update and admin a prefecture no member uses;
  // the server refuses with its reason (also answered on the record, `deletionBlockedReason`).
  DeleteMember: call<ById, Deleted>()({ area: 'Common', access: { staff: 'user_update' } }),
  DeletePrefecture: call<ById, Deleted>()({
    area: 'Common',
    access: { staff: 'contents_update' },
  }),

  // Fees
  GetMembershipFeeManagement: call<{ fiscalYear: number }, FeeManagement>()({
    area: 'MembershipFee',
    access: 'signedIn',
  }),
  GetListMembershipFeeManagementNotPayment: call<Whole, Fee[]>()({
    area: 'MembershipFee',
    access: 'signedIn',
  }),
  GetListMembershipFeePaid: call<Page<{ fiscalYear?: number; kind?: FeeKind }>, Fee[]>()({
    area: 'MembershipFee',
    access: 'signedIn',
  }),
  GetDetailPaymentRequest: call<ById, PaymentRequestDetail>()({
    area: 'MembershipFee',
    access: 'signedIn',
  }),
  GetMinMembershipFeeUnPaid: call<None, Fee | null>()({
    area: 'MembershipFee',
    access: 'signedIn',
  }),
  GetMembershipFeePaymentTargetFiscalYear: call<None, PaymentTarget>()({
    area: 'MembershipFee',
    access: 'signedIn',
  }),
  GetMinAffiliationMembershipFeeUnPaid: call<None, Fee | null>()({
    area: 'MembershipFee',
    access: 'signedIn',
  }),

  // Member updates (qualification renewal)
  GetMemberUpdatePersonal: call<None, MemberUpdatePersonal | null>()({
    area: 'MemberUpdate',
    access: 'paid',
  }),
  UpdateStatus: call<{ status: 'applied' }, MemberUpdatePersonal | null>()({
    area: 'MemberUpdate',
    access: 'paid',
  }),

  // Payment
  GetPaymentMethods: call<{ paymentRequestId: number }, PaymentMethod[]>()({
    area: 'Payment',
    access: 'signedIn',
  }),
  UpdatePaymentServiceStatus: call<{ orderId: string }, PaymentStatus>()({
    area: 'Payment',
    access: 'signedIn',
  }),
  FetchPaymentUrl: call<{ paymentRequestId: number }, PaymentUrl>()({
    area: 'Payment',
    access: 'signedIn',
  }),
  GetPaymentTargetYears: call<None, TargetYear[]>()({ area: 'Payment', access: 'signedIn' }),
  GetListPaymentRequest: call<Whole<PaymentRequestFilters>, PaymentRequest[]>()({
    area: 'Payment',
    access: 'signedIn',
  }),
  GetReNumberedOrderId: call<{ paymentRequestId: number }, ReNumberedOrderId>()({
    area: 'Payment',
    access: 'signedIn',
  }),
  ReNumberingOrderId: call<{ paymentRequestId: number; orderId: string }, Renumbered>()({
    area: 'Payment',
    access: 'signedIn',
  }),
  // Not in SPEC §7: the demo card provider's checkout page (GET shows it, the form
  // POSTs the member's choice). The portal never calls it: it navigates to the URL
  // FetchPaymentUrl answers, as with a real provider. Named here so only src/api knows paths.
  DemoCheckout: call()({ path: '/api/DemoCheckout/Pay', verb: 'POST', access: 'anonymous' }),

  // Events
  GetListEventRecruiting: call<Page<EventFilters>, EventSummary[]>()({
    area: 'Event',
    access: 'paid',
  }),
  GetDetailEventSection: call<ById, EventDetail>()({ area: 'Event', access: 'paid' }),
  GetListEventSectionByIds: call<{ ids: number[] }, Section[]>()({
    area: 'Event',
    access: 'paid',
  }),
  InsertParticipant: call<ParticipantInput, ParticipantDetail>()({
    area: 'Event',
    access: 'paid',
  }),
  UpdateParticipant: call<ParticipantChange, ParticipantDetail>()({
    area: 'Event',
    access: 'paid',
  }),
  GetDetailParticipant: call<ById, ParticipantDetail>()({ area: 'Event', access: 'signedIn' }),
  GetListEventParticipant: call<Page<ParticipationFilters>, Participation[]>()({
    area: 'Event',
    access: 'paid',
  }),
  GetListEventRelatedSite: call<{ eventId: number }, RelatedSite[]>()({
    area: 'Event',
    access: 'paid',
  }),
  GetListEventParticipationFees: call<{ eventId: number }, EventFee[]>()({
    area: 'Event',
    access: 'paid',
  }),
  GetEventParticipationTargetFee: call<{ eventId: number }, EventFee>()({
    area: 'Event',
    access: 'paid',
  }),
  GetDetailEventLuncheonSeminar: call<ById, LuncheonSeminar>()({ area: 'Event', access: 'paid' }),
  GetListEventLuncheonSeminar: call<{ eventId: number }, LuncheonSeminar[]>()({
    area: 'Event',
    access: 'paid',
  }),
  HasApplicationRecordOtherSection: call<
    { eventId: number; parentSectionId: number | null },
    OtherSectionRecord
  >()({ area: 'Event', access: 'signedIn', verb: 'GET' }),
  GetListEventCategory: call<Whole, EventCategory[]>()({ area: 'Event', access: 'signedIn' }),
  GetListEventSub1Category: call<Whole<{ categoryId?: number }>, EventSub1Category[]>()({
    area: 'Event',
    access: 'signedIn',
  }),
  GetListEventSub2Category: call<Whole<{ sub1CategoryId?: number }>, EventSub2Category[]>()({
    area: 'Event',
    access: 'signedIn',
  }),
  GetBrushupBase: call<{ eventId: number }, Section[]>()({ area: 'Event', access: 'paid' }),
  GetBrushupChildListForTimeTable: call<{ parentSectionId: number | null }, Section[]>()({
    area: 'Event',
    access: 'paid',
  }),
  // Not in SPEC §7 (staff at the venue): the events whose door is open today, the check-in of a
  // scanned 受講票, once per participation and day, and a fee paid at the door (当日払い).
  GetListCheckInEvent: call<None, CheckInEvent[]>()({
    area: 'Event',
    access: { staff: 'contents_update' },
  }),
  CheckInParticipant: call<CheckInRequest, CheckInResult>()({
    area: 'Event',
    access: { staff: 'contents_update' },
  }),
  RecordDoorPayment: call<DoorPaymentRequest, DoorPaymentResult>()({
    area: 'Event',
    access: { staff: 'contents_update' },
  }),
  // Not in SPEC §7 (staff, 参加履歴): attendance the door missed, entered by staff under the
  // door's rule (once per participation and day): the events whose day has come, the participant
  // a member number names there, and the record itself with its reason.
  GetListAttendanceEvent: call<None, AttendanceEvent[]>()({
    area: 'Event',
    access: { staff: 'contents_update' },
  }),
  GetAttendanceParticipant: call<{ eventId: number; memberNo: string }, AttendanceParticipant>()({
    area: 'Event',
    access: { staff: 'contents_update' },
  }),
  RecordAttendance: call<AttendanceRecordRequest, AttendanceRecordResult>()({
    area: 'Event',
    access: { staff: 'contents_update' },
  }),

  // Applications (the member roles of SPEC §7 live here too)
  ApplyWithdrawal: call<WithdrawalInput, WithdrawalApplication>()({
    area: 'Application',
    access: 'signedIn',
  }),
  // The attachments travel in the JSON body, as base64.
  ApplyTemporaryAbsence: call<TemporaryAbsenceInput, TemporaryAbsenceApplication>()({
    area: 'Application',
    access: 'paid',
    files: true,
  }),
  ApplyReturn: call<ReturnInput, ReturnApplication>()({ area: 'Application', access: 'paid' }),
  ApplyExtension: call<ExtensionInput, ExtensionApplication>()({
    area: 'Application',
    access: 'paid',
  }),
  GetDetailReturnApplication: call<None, ReturnDetail>()({
    area: 'Application',
    access: 'paid',
  }),
  GetDetailTemporaryAbsenceApplication: call<None, TemporaryAbsenceDetail>()({
    area: 'Application',
    access: 'paid',
  }),
  GetDetailExtensionApplication: call<None, ExtensionDetail>()({
    area: 'Application',
    access: 'paid',
  }),
  GetListExtensionApproved: call<Page, ExtensionApplication[]>()({
    area: 'Application',
    access: 'paid',
  }),
  GetListTemporaryAbsenceApproved: call<Page, TemporaryAbsenceApplication[]>()({
    area: 'Application',
    access: 'paid',
  }),
  GetListReturnApproved: call<Page, ReturnApplication[]>()({
    area: 'Application',
    access: 'paid',
  }),
  GetListUnreadApplication: call<None, UnreadApplication[]>()({
    area: 'Application',
    access: 'signedIn',
  }),
  WithdrawalUnreadFlgOff: call<None, UnreadApplication[]>()({
    area: 'Application',
    access: 'signedIn',
  }),
  TemporaryAbsenceUnreadFlgOff: call<None, UnreadApplication[]>()({
    area: 'Application',
    access: 'signedIn',
  }),
  ExtensionUnreadFlgOff: call<None, UnreadApplication[]>()({
    area: 'Application',
    access: 'signedIn',
  }),
  GetMemberRoles: call<None, string[]>()({ area: 'Application', access: 'signedIn' }),
  // Not in SPEC §7: the withdrawal page shows the current withdrawal application as
  // the other three pages do with their GetDetail*Application call.
  GetDetailWithdrawalApplication: call<None, WithdrawalDetail>()({
    area: 'Application',
    access: 'signedIn',
  }),
  // Not in SPEC §7: the digital membership card (SPEC §9: contents not shown) with its
  // signed QR payload, and the check a venue's staff reader makes of a scanned payload.
  GetDigitalMembershipCard: call<None, CardAnswer>()({
    area: 'Application',
    access: 'paid',
  }),
  VerifyDigitalMembershipCard: call<{ payload: string }, CardVerification>()({
    area: 'Application',
    access: { staff: 'contents_read' },
  }),

  // Receipts and export
  DownloadReceiptEvent: call<ById, DocumentFile>()({
    area: 'Receipt',
    access: 'paid',
    verb: 'GET',
  }),
  DownloadReceiptMembershipFee: call<ById, DocumentFile>()({
    area: 'Receipt',
    access: 'signedIn',
    verb: 'GET',
  }),
  DownloadReceiptProductOrder: call<ById, DocumentFile>()({
    area: 'Receipt',
    access: 'signedIn',
    verb: 'GET',
  }),
  DownloadReceiptAffiliationMembershipFee: call<ById, DocumentFile>()({
    area: 'Receipt',
    access: 'signedIn',
    verb: 'GET',
  }),
  ExportExcelPointHistoryPersonal: call<Page<PointHistoryFilters>, DocumentFile>()({
    area: 'Receipt',
    access: 'paid',
    verb: 'GET',
  }),
  // Not in SPEC §7 (staff): the participation history of every member as .xlsx.
  ExportExcelParticipationHistory: call<Page<StaffPointHistoryFilters>, DocumentFile>()({
    area: 'Receipt',
    access: { staff: 'contents_read' },
    verb: 'GET',
  }),

  // Products
  GetListAvailableProduct: call<Page<{ category?: ProductCategory }>, Product[]>()({
    area: 'Product',
    access: 'paid',
  }),
  GetDetailProduct: call<ById, Product>()({ area: 'Product', access: 'signedIn' }),
  InsertProductOrder: call<ProductOrderInput, ProductOrder>()({
    area: 'Product',
    access: 'signedIn',
  }),
  GetOrderHistories: call<Page, ProductOrder[]>()({ area: 'Product', access: 'paid' }),
  GetProductOrderDetail: call<ById, ProductOrder>()({ area: 'Product', access: 'signedIn' }),
  CancelProductOrder: call<ById, ProductOrder>()({ area: 'Product', access: 'signedIn' }),
  GetTaxExternalByAmount: call<{ amount: number }, TaxExternal>()({
    area: 'Product',
    access: 'signedIn',
  }),
  GetTaxIncludedByAmount: call<{ amount: number }, TaxIncluded>()({
    area: 'Product',
    access: 'signedIn',
  }),

  // Others
  // Terms are public: the sign-in pages may show them.
  GetDetailTermByType: call<{ type: number }, Term>()({ area: 'Term', access: 'anonymous' }),
  GetNotice: call<ById, Notice>()({ area: 'Notice', access: 'signedIn' }),
  GetListNotice: call<Page<{ keyword?: string; category?: NoticeCategory }>, Notice[]>()({
    area: 'Notice',
    access: 'signedIn',
  }),
  // `allMembers` is staff's (contents_read), checked by the handler; the rows then name the member.
  GetListParticipationHistory: call<
    Page<PointHistoryFilters & StaffPointHistoryFilters>,
    PointHistoryRow[]
  >()({ area: 'ParticipationHistory', access: 'paid' }),
  GetParticipationHistoryPoint: call<None, PointSummary>()({
    area: 'ParticipationHistory',
    access: 'signedIn',
  }),
  InsertMemberFromSuccessfulApplicant: call<{ batchId: number }, InsertedMembers>()({
    area: 'SuccessfulApplicant',
    access: { staff: 'user_update' },
  }),
  GetListImportedMember: call<
    Page<{ batchId: number; status?: ImportedRowStatus }>,
    ImportedRow[]
  >()({ area: 'SuccessfulApplicant', access: { staff: 'user_update' } }),
  // Not in SPEC §7 (staff dashboard): the latest import batches, newest first (admin, as the import).
  GetListImportBatch: call<Page, ImportSummary[]>()({
    area: 'SuccessfulApplicant',
    access: { staff: 'user_update' },
  }),
  UpdateMemberPassword: call<PasswordChange>()({ area: 'Password', access: 'signedIn' }),
  VerifyCurrentPassword: call<{ currentPassword: string }, boolean>()({
    area: 'Password',
    access: 'signedIn',
  }),
  CheckPasswordValidPeriod: call<None, PasswordValidPeriod>()({
    area: 'Password',
    access: 'signedIn',
  }),
  // The reset page shows the policy to a signed-out visitor.
  GetDetailPasswordPolicy: call<None, PasswordPolicy>()({
    area: 'Password',
    access: 'anonymous',
  }),

  // Outside the application-service prefix
  GetFileById: call<ById, DocumentFile>()({
    path: '/api/File/GetFileById',
    verb: 'GET',
    access: 'signedIn',
  }),
  // The workbook travels as multipart/form-data (`file`).
  ImportSuccessfulApplicant: call<FormData, ImportSummary>()({
    path: '/api/SuccessfulApplicant/Import',
    verb: 'POST',
    files: true,
    access: { staff: 'user_update' },
  }),
  // Not in SPEC §7: the 受講証明書 PDF of an attended, paid participation (Event/*).
  GetAttendanceCertificate: call<{ participantId: number }, DocumentFile>()({
    area: 'Event',
    access: 'paid',
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
/**
 * The arguments after a call's name: its parameters (`Params`, the call's own unless widened),
 * which may be left out when it needs none, then `Options`.
 */
export type CallArgs<N extends CallName, Options, Params = ParamsOf<N>> =
  Record<never, never> extends ParamsOf<N>
    ? [params?: Params, options?: Options]
    : [params: Params, options?: Options];
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
