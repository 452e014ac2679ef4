/**
 * The wire shape of the membership applications (leave, return, renewal extension, withdrawal)
 * and of the digital membership card, shared by the pages and the demo API.
 */

import type { Participation } from './events';
import type { Fee } from './payments';

export type ApplicationKind = 'temporaryAbsence' | 'return' | 'extension' | 'withdrawal';

/** 申請中 / 承認 / 却下: the secretariat approves or rejects what the member applied for. */
export type ApplicationStatus = 'applied' | 'approved' | 'rejected';

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  applied: '申請中',
  approved: '承認',
  rejected: '却下',
};

/** A file as the member sends it (base64, as the document download answers). */
export interface AttachmentUpload {
  fileName: string;
  contentType: string;
  base64: string;
}

/** A file kept with an application. */
export interface Attachment {
  id: number;
  fileName: string;
  size: number;
}

/** GetUploadFileSetting: what an attachment may be. */
export interface UploadFileSetting {
  /** Lower case, without the dot: pdf, jpg. */
  allowedExtensions: string[];
  /** Bytes. */
  maxFileSize: number;
  maxFileCount: number;
}

/** One reason for leave (GetListTemporaryAbsence). */
export interface TemporaryAbsenceReason {
  id: number;
  name: string;
  /** A certificate is required with this reason (e.g. 診断書 for 病気療養). */
  requiresAttachment: boolean;
  /** What to attach, shown with the reason. */
  attachmentNote: string | null;
}

/** What every kind of application shares: its status and the decision on it. */
export interface ApplicationBase {
  id: number;
  status: ApplicationStatus;
  /** ISO 8601, Japan time. */
  appliedAt: string;
  decidedAt: string | null;
  /** The secretariat's comment on its decision. */
  decisionComment: string | null;
}

/**
 * A participation inside the leave period that the member keeps, with her reason (a speaker's
 * engagement, a course already paid for): ApplyTemporaryAbsence takes one for every event
 * applied for inside the period and not cancelled, and keeps them with the application.
 */
export interface KeptParticipation {
  participantId: number;
  reason: string;
}

/** A kept participation as the application answers it, the event named. */
export interface KeptParticipationRecord extends KeptParticipation {
  eventTitle: string;
  /** YYYY-MM-DD */
  startDate: string;
  endDate: string;
}

export interface TemporaryAbsenceApplication extends ApplicationBase {
  reasonId: number;
  reasonName: string;
  /** YYYY-MM-DD: first and last day of leave. */
  startDate: string;
  endDate: string;
  note: string;
  attachments: Attachment[];
  keptParticipations: KeptParticipationRecord[];
}

/** ApplyTemporaryAbsence's body. */
export interface TemporaryAbsenceInput {
  reasonId: number;
  startDate: string;
  endDate: string;
  note: string;
  attachments: AttachmentUpload[];
  /** The participations inside the period she keeps; every other one must be cancelled first. */
  keptParticipations: KeptParticipation[];
}

/** A pending or approved leave an event's dates fall in (GetDetailEventSection's `leave`). */
export interface LeaveOverlap {
  applicationId: number;
  status: Exclude<ApplicationStatus, 'rejected'>;
  /** YYYY-MM-DD */
  startDate: string;
  endDate: string;
}

/** 休会期間中（2027/01/01〜2027/03/31、申請中）の学会・セミナーです。: the page and the API say it alike. */
export function leaveNotice(leave: LeaveOverlap): string {
  const day = (value: string) => value.replaceAll('-', '/');
  const state = leave.status === 'applied' ? '申請中' : '承認済み';
  return `休会期間中（${day(leave.startDate)}〜${day(leave.endDate)}、${state}）の学会・セミナーです。`;
}

/** Whether a span of days (an event) meets another (a leave): YYYY-MM-DD strings compare as days. */
export const spansMeet = (
  a: { startDate: string; endDate: string },
  b: { startDate: string; endDate: string },
): boolean => a.startDate <= b.endDate && b.startDate <= a.endDate;

export interface ReturnApplication extends ApplicationBase {
  /** The leave returned from. */
  temporaryAbsenceId: number;
  /** YYYY-MM-DD: first day back. */
  returnDate: string;
  note: string;
}

export interface ExtensionApplication extends ApplicationBase {
  /** The qualification's expiry the extension is for, and the new end of its renewal. */
  expiryDate: string;
  extendedUntil: string;
  reason: string;
}

export interface WithdrawalApplication extends ApplicationBase {
  /** YYYY-MM-DD: the last day of membership. */
  withdrawalDate: string;
  reason: string;
}

/**
 * GetDetail*Application: the latest application of the kind, whether the member may apply now,
 * and if not, why (the page shows it instead of the form).
 */
export interface ApplicationDetail<T> {
  current: T | null;
  canApply: boolean;
  reason: string | null;
}

/** The leave detail also names the approved leave in force or about to start, if any. */
export interface TemporaryAbsenceDetail extends ApplicationDetail<TemporaryAbsenceApplication> {
  leave: TemporaryAbsenceApplication | null;
}

/**
 * The withdrawal detail also names what the member still owes, which stops them withdrawing: the
 * unpaid fees (each with the request asking for it) and the active participations whose fee is
 * unpaid (each to be paid or cancelled), so the page says so before anything is filled in.
 */
export interface WithdrawalDetail extends ApplicationDetail<WithdrawalApplication> {
  unpaidFees: Fee[];
  unpaidParticipations: Participation[];
}

/** The leave the member is on, with the return detail (ApplyReturn needs one). */
export interface ReturnDetail extends ApplicationDetail<ReturnApplication> {
  leave: TemporaryAbsenceApplication | null;
}

/** The extension detail also says what would be extended. */
export interface ExtensionDetail extends ApplicationDetail<ExtensionApplication> {
  qualificationName: string | null;
  expiryDate: string | null;
  extendedUntil: string | null;
}

/** One application whose result the member has not opened (GetListUnreadApplication). */
export interface UnreadApplication {
  kind: Exclude<ApplicationKind, 'return'>;
  id: number;
  status: ApplicationStatus;
  decidedAt: string;
}

/** The digital membership card (GetDigitalMembershipCard). */
export interface DigitalMembershipCard {
  memberNo: string;
  name: string;
  nameKana: string;
  /** 正会員, 賛助会員 … */
  membershipClass: string;
  /** Membership is valid to the end of the last fiscal year paid (YYYY-MM-DD). */
  validUntil: string;
  admissionDate: string | null;
  qualification: { name: string; certificationNo: string; expiryDate: string } | null;
  /** When this card was issued (YYYY-MM-DD), i.e. answered by the server. */
  issuedOn: string;
  /** The signed payload the QR code carries; VerifyDigitalMembershipCard checks it. */
  verificationPayload: string;
}

/**
 * GetDigitalMembershipCard's answer: the card, and, when the service worker served the kept copy
 * (offline), when it was fetched.
 */
export type CardAnswer = DigitalMembershipCard & { offlineFetchedAt?: string };

/** VerifyDigitalMembershipCard: what a scanned payload proves. */
export interface CardVerification {
  valid: boolean;
  /** Why not, if not valid. */
  reason: string | null;
  memberNo: string | null;
  name: string | null;
  /** 会員種別 */
  membershipClass: string | null;
  validUntil: string | null;
  qualificationExpiryDate: string | null;
  /** Whether the membership is still valid today (a valid signature may be out of date). */
  current: boolean;
}

/** ApplyReturn's body. */
export interface ReturnInput {
  /** YYYY-MM-DD, inside the leave. */
  returnDate: string;
  note?: string;
}

/** ApplyExtension's body. */
export interface ExtensionInput {
  reason: string;
  /** The member accepts the extension's conditions. */
  accept: boolean;
}

/** ApplyWithdrawal's body. */
export interface WithdrawalInput {
  /** YYYY-MM-DD */
  withdrawalDate: string;
  reason?: string;
  /** The member has read what withdrawing entails. */
  confirmed: boolean;
}
