/**
 * Application-area calls (`/api/services/app/Application/*`): the member roles, the leave,
 * return, renewal-extension and withdrawal applications, their approved lists and unread flags.
 * Rules: demo-api/applications.ts. Reasons and upload limits are Common-area calls, answered here
 * because only the applications use them.
 */
import type {
  ApplicationKind,
  ExtensionDetail,
  ReturnDetail,
  TemporaryAbsenceDetail,
  UnreadApplication,
  WithdrawalDetail,
} from '../../src/api/applications';
import { bodyOf, DemoApiError, ok, paged } from '../abp';
import {
  applied,
  approvedLeaveAhead,
  checkAttachments,
  currentLeave,
  dayOf,
  feesBlockingWithdrawal,
  participationsBlockingWithdrawal,
  FieldChecks,
  latest,
  leaveRefusal,
  nextId,
  requireOffered,
  storeAttachments,
  unpaidRefusal,
  unpaidRefusalReason,
  view,
  withdrawalRefusal,
} from '../applications';
import { textMessage } from '../freeText';
import { addYears, todayInJapan } from '../clock';
import { defineCall } from '../defineCall';
import type { Member } from '../seed';
import { temporaryAbsenceReasons, uploadFileSetting } from '../seed/applications';
import { RENEWAL_REQUIREMENT } from '../seed/points';
import { keptParticipationsOf } from '../leaveParticipations';
import { demoStore } from '../store';
import { memberOf, roleOf } from '../callers';

const MAX_LEAVE_YEARS = 2;

// ---- Leave (休会) ------------------------------------------------------------------------------

function leaveDetail(member: Member): TemporaryAbsenceDetail {
  const current = latest(demoStore.temporaryAbsenceApplications, member.id);
  const leave = approvedLeaveAhead(member.id);
  const reason = leaveRefusal(member);
  return {
    current: current && view(current),
    leave: leave && view(leave),
    canApply: reason === null,
    reason,
  };
}

function applyLeave(member: Member, body: unknown) {
  const input = bodyOf(body);
  const checks = new FieldChecks();
  const reason = temporaryAbsenceReasons.find((item) => item.id === Number(input.reasonId));
  checks.add('reasonId', reason ? null : '休会理由を選択してください');
  const today = todayInJapan();
  const startDate = dayOf(input.startDate);
  const endDate = dayOf(input.endDate);
  checks.add('startDate', !startDate ? '休会開始日を入力してください' : null);
  checks.add('endDate', !endDate ? '休会終了日を入力してください' : null);
  if (startDate && startDate < today)
    checks.add('startDate', '休会開始日は本日以降の日付にしてください');
  if (startDate && endDate && endDate < startDate) {
    checks.add('endDate', '休会終了日は休会開始日以降の日付にしてください');
  } else if (startDate && endDate && endDate >= addYears(startDate, MAX_LEAVE_YEARS)) {
    checks.add('endDate', `休会期間は${MAX_LEAVE_YEARS}年以内にしてください`);
  }
  checks.add(
    'note',
    textMessage(input.note, { required: reason?.name === 'その他', label: '休会理由の詳細' }),
  );
  const files = checkAttachments(input.attachments, checks);
  if (reason?.requiresAttachment && files.length === 0 && checks.ok('attachments')) {
    checks.add('attachments', `${reason.name}の場合は${reason.attachmentNote}を添付してください`);
  }
  checks.throwIfAny();

  const refused = leaveRefusal(member);
  if (refused) throw new DemoApiError(500, refused);
  const period = { startDate: startDate!, endDate: endDate! };
  const keptParticipations = keptParticipationsOf(member.id, period, input.keptParticipations);
  const id = nextId(demoStore.temporaryAbsenceApplications);
  const application = {
    id,
    memberId: member.id,
    reasonId: reason!.id,
    reasonName: reason!.name,
    startDate: startDate!,
    endDate: endDate!,
    note: String(input.note ?? '').trim(),
    attachments: storeAttachments('temporaryAbsence', id, files),
    keptParticipations,
    ...applied(),
  };
  demoStore.temporaryAbsenceApplications.push(application);
  return view(application);
}

// ---- Return (休会復帰) ---------------------------------------------------------------------------

function returnDetail(member: Member): ReturnDetail {
  const leave = currentLeave(member.id);
  const current = latest(demoStore.returnApplications, member.id);
  const pending = leave && current?.temporaryAbsenceId === leave.id && current.status === 'applied';
  const reason = !leave
    ? '休会中の方のみ申請できます。'
    : pending
      ? '休会復帰申請はすでに受け付けています（申請中）。'
      : null;
  return {
    current: current && view(current),
    leave: leave && view(leave),
    canApply: reason === null,
    reason,
  };
}

function applyReturn(member: Member, body: unknown) {
  const input = bodyOf(body);
  const checks = new FieldChecks();
  const leave = currentLeave(member.id);
  const returnDate = dayOf(input.returnDate);
  checks.add('returnDate', !returnDate ? '復帰日を入力してください' : null);
  if (returnDate && returnDate < todayInJapan()) {
    checks.add('returnDate', '復帰日は本日以降の日付にしてください');
  } else if (returnDate && leave && returnDate > leave.endDate) {
    checks.add('returnDate', '復帰日は休会期間内の日付にしてください');
  }
  checks.add('note', textMessage(input.note, { required: false, label: '備考' }));
  checks.throwIfAny();

  const refused = returnDetail(member).reason;
  if (refused || !leave) throw new DemoApiError(500, refused ?? '休会中の方のみ申請できます。');
  const application = {
    id: nextId(demoStore.returnApplications),
    memberId: member.id,
    temporaryAbsenceId: leave.id,
    returnDate: returnDate!,
    note: String(input.note ?? '').trim(),
    ...applied(),
  };
  demoStore.returnApplications.push(application);
  return view(application);
}

// ---- Renewal extension (更新延長) ----------------------------------------------------------------

/**
 * A one-year extension of the qualification's renewal, applied for in the last fiscal year of
 * the qualification (from April 1 to its expiry), once per qualification period unless rejected.
 */
function extensionDetail(member: Member): ExtensionDetail {
  const expiryDate = member.qualificationExpiryDate;
  const current = latest(demoStore.extensionApplications, member.id);
  const base = {
    current: current && view(current),
    qualificationName: expiryDate ? RENEWAL_REQUIREMENT.qualificationName : null,
    expiryDate,
    extendedUntil: expiryDate && addYears(expiryDate, 1),
  };
  const refuse = (reason: string) => ({ ...base, canApply: false, reason });
  if (!expiryDate) return refuse('更新延長の対象となる資格がありません。');
  const existing = demoStore.extensionApplications.find(
    (item) =>
      item.memberId === member.id && item.expiryDate === expiryDate && item.status !== 'rejected',
  );
  if (existing?.status === 'applied')
    return refuse('更新延長申請はすでに受け付けています（申請中）。');
  if (existing) return refuse('この資格期間の更新延長は承認済みです。');
  const today = todayInJapan();
  const opens = `${Number(expiryDate.slice(0, 4)) - 1}-04-01`;
  if (today < opens || today > expiryDate) {
    return refuse(
      `更新延長は資格の有効期限の年度（${opens.replace(/-/g, '/')}〜）に申請できます。`,
    );
  }
  return { ...base, canApply: true, reason: null };
}

function applyExtension(member: Member, body: unknown) {
  const input = bodyOf(body);
  const checks = new FieldChecks();
  checks.add('reason', textMessage(input.reason, { required: true, label: '延長を希望する理由' }));
  checks.add('accept', input.accept === true ? null : '更新延長の条件への同意が必要です');
  checks.throwIfAny();

  const detail = extensionDetail(member);
  if (!detail.canApply) throw new DemoApiError(500, detail.reason ?? '更新延長を申請できません。');
  const application = {
    id: nextId(demoStore.extensionApplications),
    memberId: member.id,
    expiryDate: detail.expiryDate!,
    extendedUntil: detail.extendedUntil!,
    reason: String(input.reason).trim(),
    ...applied(),
  };
  demoStore.extensionApplications.push(application);
  return view(application);
}

// ---- Withdrawal (退会) -----------------------------------------------------------------------------

/**
 * Unpaid fees and participation fees are named up front, so the page can say what blocks
 * withdrawal (and offer to pay or cancel each) before any input.
 */
function withdrawalDetail(member: Member): WithdrawalDetail {
  const current = latest(demoStore.withdrawalApplications, member.id);
  const refused = withdrawalRefusal(member.id);
  const unpaidFees = refused ? [] : feesBlockingWithdrawal(member);
  const unpaidParticipations = refused ? [] : participationsBlockingWithdrawal(member);
  const reason = refused ?? unpaidRefusalReason(unpaidFees, unpaidParticipations);
  return {
    current: current && view(current),
    unpaidFees,
    unpaidParticipations,
    canApply: reason === null,
    reason,
  };
}

function applyWithdrawal(member: Member, body: unknown) {
  const input = bodyOf(body);
  const checks = new FieldChecks();
  const today = todayInJapan();
  const withdrawalDate = dayOf(input.withdrawalDate);
  checks.add('withdrawalDate', !withdrawalDate ? '退会日を入力してください' : null);
  if (withdrawalDate && withdrawalDate < today) {
    checks.add('withdrawalDate', '退会日は本日以降の日付にしてください');
  } else if (withdrawalDate && withdrawalDate > addYears(today, 1)) {
    checks.add('withdrawalDate', '退会日は1年以内の日付にしてください');
  }
  checks.add('reason', textMessage(input.reason, { required: false, label: '退会理由' }));
  checks.add('confirmed', input.confirmed === true ? null : '退会に伴う注意事項の確認が必要です');
  checks.throwIfAny();

  const refused = withdrawalRefusal(member.id);
  if (refused) throw new DemoApiError(500, refused);
  const unpaid = unpaidRefusal(member);
  if (unpaid) throw unpaid;
  const application = {
    id: nextId(demoStore.withdrawalApplications),
    memberId: member.id,
    withdrawalDate: withdrawalDate!,
    reason: String(input.reason ?? '').trim(),
    ...applied(),
  };
  demoStore.withdrawalApplications.push(application);
  return view(application);
}

// ---- Approved lists and unread results --------------------------------------------------------

const approvedOf = <T extends { memberId: number; status: string; unread: boolean }>(
  items: readonly T[],
  memberId: number,
) => items.filter((item) => item.memberId === memberId && item.status === 'approved').map(view);

const flagged = {
  temporaryAbsence: () => demoStore.temporaryAbsenceApplications,
  extension: () => demoStore.extensionApplications,
  withdrawal: () => demoStore.withdrawalApplications,
} as const;

function unreadOf(memberId: number): UnreadApplication[] {
  return (Object.keys(flagged) as (keyof typeof flagged)[]).flatMap((kind) =>
    flagged[kind]()
      .filter((item) => item.memberId === memberId && item.unread && item.decidedAt)
      .map((item) => ({ kind, id: item.id, status: item.status, decidedAt: item.decidedAt! })),
  );
}

/** The member has opened the results of this kind: every unread flag of it goes down. */
function flagOff(memberId: number, kind: keyof typeof flagged) {
  for (const item of flagged[kind]()) if (item.memberId === memberId) item.unread = false;
  return ok(unreadOf(memberId));
}

const offered =
  <T>(kind: ApplicationKind, resolve: (member: Member) => T) =>
  ({ account }: { account: Parameters<typeof requireOffered>[0] }) => {
    requireOffered(account, kind);
    return ok(resolve(memberOf(account)));
  };

export const applicationCalls = [
  // SPEC §6 roles; each demo account holds exactly one (see roleOf). Which applications a role
  // may file is src/providers/access.ts (offeredApplications).
  defineCall('GetMemberRoles', ({ account }) => ok([roleOf(account)])),

  defineCall('GetUploadFileSetting', () => ok(uploadFileSetting)),
  defineCall('GetListTemporaryAbsence', () => ok([...temporaryAbsenceReasons])),

  defineCall('GetDetailTemporaryAbsenceApplication', offered('temporaryAbsence', leaveDetail)),
  defineCall('ApplyTemporaryAbsence', ({ account, body }) => {
    requireOffered(account, 'temporaryAbsence');
    return ok(applyLeave(memberOf(account), body));
  }),

  defineCall('GetDetailReturnApplication', offered('return', returnDetail)),
  defineCall('ApplyReturn', ({ account, body }) => {
    requireOffered(account, 'return');
    return ok(applyReturn(memberOf(account), body));
  }),

  defineCall('GetDetailExtensionApplication', offered('extension', extensionDetail)),
  defineCall('ApplyExtension', ({ account, body }) => {
    requireOffered(account, 'extension');
    return ok(applyExtension(memberOf(account), body));
  }),

  defineCall('GetDetailWithdrawalApplication', offered('withdrawal', withdrawalDetail)),
  defineCall('ApplyWithdrawal', ({ account, body }) => {
    requireOffered(account, 'withdrawal');
    return ok(applyWithdrawal(memberOf(account), body));
  }),

  defineCall('GetListTemporaryAbsenceApproved', ({ account, query }) =>
    paged(
      approvedOf(demoStore.temporaryAbsenceApplications, account.memberId),
      query,
      'startDate DESC',
    ),
  ),
  defineCall('GetListReturnApproved', ({ account, query }) =>
    paged(approvedOf(demoStore.returnApplications, account.memberId), query, 'returnDate DESC'),
  ),
  defineCall('GetListExtensionApproved', ({ account, query }) =>
    paged(approvedOf(demoStore.extensionApplications, account.memberId), query, 'expiryDate DESC'),
  ),

  defineCall('GetListUnreadApplication', ({ account }) => ok(unreadOf(account.memberId))),
  defineCall('WithdrawalUnreadFlgOff', ({ account }) => flagOff(account.memberId, 'withdrawal')),
  defineCall('TemporaryAbsenceUnreadFlgOff', ({ account }) =>
    flagOff(account.memberId, 'temporaryAbsence'),
  ),
  defineCall('ExtensionUnreadFlgOff', ({ account }) => flagOff(account.memberId, 'extension')),
];
