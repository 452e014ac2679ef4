/**
 * The rules of the membership applications over the demo store: who is on leave, what may be
 * applied for now and why not, the checks of what the member sends (400 with the fields named),
 * and the secretariat's decision (which raises the unread flag of SPEC §4).
 */
import {
  type ApplicationKind,
  type ApplicationStatus,
  type Attachment,
  type AttachmentUpload,
} from '../src/api/applications';
import type { Participation } from '../src/api/events';
import type { Fee } from '../src/api/payments';
import { offeredApplications } from '../src/providers/access';
import type { AbpValidationError } from '../src/api/envelope';
import { bodyOf, DemoApiError, VALIDATION_DETAILS, VALIDATION_MESSAGE } from './abp';
import type { Account } from './accounts';
import { nowInJapan, todayInJapan } from './clock';
import { feeView, unpaidFeesOf } from './feeLedger';
import type { Member } from './seed';
import { uploadFileSetting, type StoredTemporaryAbsence } from './seed/applications';
import { roleOf } from './callers';
import { unpaidParticipationsOf } from './calls/events';
import { demoStore } from './store';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** 403 unless the member's role is offered this application (GetMemberRoles). */
export function requireOffered(account: Account, kind: ApplicationKind): void {
  if (!offeredApplications([roleOf(account)]).has(kind)) {
    throw new DemoApiError(403, 'この申請を行う権限がありません。');
  }
}

export const latest = <T extends { memberId: number; appliedAt: string }>(
  items: readonly T[],
  memberId: number,
): T | null =>
  items
    .filter((item) => item.memberId === memberId)
    .reduce<T | null>(
      (last, item) => (!last || item.appliedAt > last.appliedAt ? item : last),
      null,
    );

/** Strips the store's bookkeeping from an application before it is answered. */
export function view<T extends { memberId: number; unread: boolean }>(
  item: T,
): Omit<T, 'memberId' | 'unread'> {
  const rest: Partial<T> = { ...item };
  delete rest.memberId;
  delete rest.unread;
  return rest as Omit<T, 'memberId' | 'unread'>;
}

/** The approved leave the member is on today, not yet ended by an approved return. */
export function currentLeave(
  memberId: number,
  today = todayInJapan(),
): StoredTemporaryAbsence | null {
  return (
    demoStore.temporaryAbsenceApplications.find(
      (leave) =>
        leave.memberId === memberId &&
        leave.status === 'approved' &&
        leave.startDate <= today &&
        today <= leave.endDate &&
        !demoStore.returnApplications.some(
          (item) =>
            item.temporaryAbsenceId === leave.id &&
            item.status === 'approved' &&
            item.returnDate <= today,
        ),
    ) ?? null
  );
}

const hasPending = (
  items: readonly { memberId: number; status: ApplicationStatus }[],
  id: number,
) => items.some((item) => item.memberId === id && item.status === 'applied');

/** The approved leave the member is on, or else the next one approved to start; or null. */
export function approvedLeaveAhead(
  memberId: number,
  today = todayInJapan(),
): StoredTemporaryAbsence | null {
  const planned = demoStore.temporaryAbsenceApplications
    .filter(
      (leave) =>
        leave.memberId === memberId && leave.status === 'approved' && leave.startDate > today,
    )
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
  return currentLeave(memberId, today) ?? planned[0] ?? null;
}

/** Why the member cannot apply for leave now, or null. */
export function leaveRefusal(member: Member): string | null {
  const today = todayInJapan();
  if (hasPending(demoStore.temporaryAbsenceApplications, member.id)) {
    return '休会申請はすでに受け付けています（申請中）。';
  }
  const leave = approvedLeaveAhead(member.id, today);
  if (leave && leave.startDate <= today) return '休会中のため、休会申請はできません。';
  if (leave) return '承認済みの休会が始まる前のため、休会申請はできません。';
  if (withdrawalPendingOrApproved(member.id)) return '退会申請中のため、休会申請はできません。';
  return null;
}

export const withdrawalPendingOrApproved = (memberId: number): boolean =>
  demoStore.withdrawalApplications.some(
    (item) => item.memberId === memberId && item.status !== 'rejected',
  );

/** Why the member cannot withdraw now (one applied for or approved), or null; fees: below. */
export function withdrawalRefusal(memberId: number): string | null {
  const existing = demoStore.withdrawalApplications.find(
    (item) => item.memberId === memberId && item.status !== 'rejected',
  );
  if (!existing) return null;
  return existing.status === 'applied'
    ? '退会申請はすでに受け付けています（申請中）。'
    : '退会申請は承認済みです。';
}

/**
 * The fees a member must pay before withdrawing (the society's rule: fees of the years belonged
 * are due even on leaving), oldest first. A provisional member owes nothing yet: withdrawing
 * cancels the admission, and the admission fee request simply lapses.
 */
export function feesBlockingWithdrawal(member: Member): Fee[] {
  return member.paidAdmissionFee ? unpaidFeesOf(member.id).map(feeView) : [];
}

/**
 * The participations a member must settle before withdrawing: each active one whose fee is still
 * owed, to be paid or cancelled (a fee once owed is due even on leaving, as membership fees are).
 */
export const participationsBlockingWithdrawal = (member: Member): Participation[] =>
  unpaidParticipationsOf(member.id);

export const UNPAID_FEES_REFUSAL = '未納の会費があるため、退会を申請できません。';
export const UNPAID_PARTICIPATIONS_REFUSAL = '未払いの参加費があるため、退会を申請できません。';
export const UNPAID_BOTH_REFUSAL = '未納の会費と未払いの参加費があるため、退会を申請できません。';

/** Why what the member still owes stops the withdrawal, or null when nothing is owed. */
export function unpaidRefusalReason(
  fees: readonly unknown[],
  participations: readonly unknown[],
): string | null {
  if (fees.length > 0 && participations.length > 0) return UNPAID_BOTH_REFUSAL;
  if (fees.length > 0) return UNPAID_FEES_REFUSAL;
  return participations.length > 0 ? UNPAID_PARTICIPATIONS_REFUSAL : null;
}

const yen = (amount: number) => `${amount.toLocaleString('ja-JP')}円`;

/** The refusal of a withdrawal while fees or participation fees are unpaid, naming each; or null. */
export function unpaidRefusal(member: Member): DemoApiError | null {
  const fees = feesBlockingWithdrawal(member);
  const participations = participationsBlockingWithdrawal(member);
  const reason = unpaidRefusalReason(fees, participations);
  if (!reason) return null;
  const lines = [
    fees.length > 0 &&
      `未納の会費: ${fees.map((fee) => `${fee.title}（${yen(fee.amount)}）`).join('、')}。`,
    participations.length > 0 &&
      `未払いの参加費: ${participations.map((item) => `${item.eventTitle}（${yen(item.fee)}）`).join('、')}。`,
  ].filter(Boolean);
  // A business rule refused: ABP's UserFriendlyException, answered 500 (DESIGN §4).
  return new DemoApiError(500, reason, {
    details: `${lines.join('')}お支払いまたは参加申込のキャンセルのうえ、あらためて申請してください。`,
  });
}

// ---- Checking what the member sent ------------------------------------------------------------

/** Collects the messages per field, then throws one ABP 400 naming them all. */
export class FieldChecks {
  private readonly errors: AbpValidationError[] = [];

  add(field: string, message: string | null | undefined): void {
    if (message) this.errors.push({ message, members: [field] });
  }

  ok(field: string): boolean {
    return !this.errors.some((error) => error.members?.includes(field));
  }

  throwIfAny(): void {
    if (this.errors.length === 0) return;
    throw new DemoApiError(400, VALIDATION_MESSAGE, {
      details: VALIDATION_DETAILS,
      validationErrors: this.errors,
    });
  }
}

/** A YYYY-MM-DD that is a real day, or undefined. */
export function dayOf(value: unknown): string | undefined {
  if (typeof value !== 'string' || !ISO_DAY.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return date.toISOString().slice(0, 10) === value ? value : undefined;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The attachments, checked against GetUploadFileSetting; the decoded size is what counts. */
export function checkAttachments(value: unknown, checks: FieldChecks): AttachmentUpload[] {
  if (value === undefined || value === null) return [];
  const { allowedExtensions, maxFileSize, maxFileCount } = uploadFileSetting;
  if (!Array.isArray(value)) {
    checks.add('attachments', '添付ファイルの形式が正しくありません');
    return [];
  }
  if (value.length > maxFileCount) {
    checks.add('attachments', `添付ファイルは${maxFileCount}件までです`);
  }
  const files: AttachmentUpload[] = [];
  for (const item of value as unknown[]) {
    const file = bodyOf(item);
    const fileName = typeof file.fileName === 'string' ? file.fileName : '';
    const base64 = typeof file.base64 === 'string' ? file.base64 : '';
    const extension = fileName.includes('.') ? fileName.split('.').at(-1)!.toLowerCase() : '';
    if (!fileName || !BASE64.test(base64)) {
      checks.add('attachments', '添付ファイルの形式が正しくありません');
    } else if (!allowedExtensions.includes(extension)) {
      checks.add(
        'attachments',
        `${fileName}: 添付できるファイルの種類は${allowedExtensions.join('、')}です`,
      );
    } else if (Buffer.from(base64, 'base64').length > maxFileSize) {
      checks.add(
        'attachments',
        `${fileName}: ファイルサイズは${maxFileSize / 1024 / 1024}MBまでです`,
      );
    } else if (Buffer.from(base64, 'base64').length === 0) {
      checks.add('attachments', `${fileName}: 空のファイルは添付できません`);
    } else {
      files.push({
        fileName,
        base64,
        contentType: typeof file.contentType === 'string' ? file.contentType : '',
      });
    }
  }
  return files;
}

/** Keeps uploaded files with their application and answers their names and sizes. */
export function storeAttachments(
  kind: ApplicationKind,
  applicationId: number,
  files: readonly AttachmentUpload[],
): Attachment[] {
  return files.map((file) => {
    const id = nextId(demoStore.applicationAttachments);
    demoStore.applicationAttachments.push({ id, kind, applicationId, ...file });
    return { id, fileName: file.fileName, size: Buffer.from(file.base64, 'base64').length };
  });
}

export const nextId = (items: readonly { id: number }[]): number =>
  Math.max(0, ...items.map((item) => item.id)) + 1;

/** The fields every new application starts with. */
export const applied = () => ({
  status: 'applied' as const,
  appliedAt: nowInJapan(),
  decidedAt: null,
  decisionComment: null,
  unread: false,
});

// ---- The secretariat ---------------------------------------------------------------------------

const collections = {
  temporaryAbsence: () => demoStore.temporaryAbsenceApplications,
  return: () => demoStore.returnApplications,
  extension: () => demoStore.extensionApplications,
  withdrawal: () => demoStore.withdrawalApplications,
} as const;

/**
 * The secretariat approves or rejects an application (its back office is not part of the portal;
 * tests and demos call this). The member's unread flag goes up, except for a return, which SPEC
 * §4 gives no flag.
 */
export function decideApplication(
  kind: ApplicationKind,
  id: number,
  status: Exclude<ApplicationStatus, 'applied'>,
  comment: string | null = null,
): void {
  const item = collections[kind]().find((candidate) => candidate.id === id);
  if (!item) throw new Error(`no ${kind} application ${id}`);
  Object.assign(item, {
    status,
    decidedAt: nowInJapan(),
    decisionComment: comment,
    unread: kind !== 'return',
  });
}
