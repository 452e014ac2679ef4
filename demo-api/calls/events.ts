/**
 * Events (`/api/services/app/Event/*`) and their receipts (`Receipt/DownloadReceiptEvent`). Model:
 * seed/events.ts and seed/eventProgramme.ts; rules: eventRules.ts. What each call means, where
 * SPEC §7 only names it (an "event section" is the event a member applies for, keyed by its id):
 *
 * - GetListEventRecruiting → events accepting applications today (applicationStart ≤ today ≤
 *   deadline), filters `categoryId`, `sub1CategoryId`, `sub2CategoryId`; paged, soonest first.
 * - GetListEventCategory / GetListEventSub1Category?categoryId / GetListEventSub2Category?sub1CategoryId.
 * - GetDetailEventSection?id → the event with its sections (congress sessions; brush-up courses
 *   and their sessions), seats left, the member's active participation and `bookedSlots`, the
 *   time slots the member holds through participations in other events.
 * - GetListEventSectionByIds?ids=…&ids=… → those sections (what a participation chose).
 * - GetListEventRelatedSite / GetListEventParticipationFees / GetListEventLuncheonSeminar ?eventId.
 * - GetEventParticipationTargetFee?eventId → the fee row that applies to the member (税込).
 * - GetDetailEventLuncheonSeminar?id.
 * - GetBrushupBase?eventId → the courses; GetBrushupChildListForTimeTable?parentSectionId → their
 *   sessions in time order.
 * - HasApplicationRecordOtherSection?eventId&parentSectionId → `{ hasRecord, sections }`: the
 *   member's active participations in another course of the same event.
 * - InsertParticipant { eventId, parentSectionId, childrenIds, luncheonSeminarIds, agreeTerms,
 *   acknowledgeLeave? } → the new participation; a payment request is issued when the fee is
 *   above zero. One active participation per member and event (a second is refused: change the
 *   first instead), none whose time slots meet those of the member's other participations, and
 *   one inside her leave (applied for or approved; GetDetailEventSection's `leave`) only with
 *   `acknowledgeLeave: true`.
 * - UpdateParticipant { id, status: 3 } cancels (withdrawing the open payment request);
 *   { id, parentSectionId, childrenIds, luncheonSeminarIds } changes the choices (any course of
 *   the event, the same time-slot rule).
 * - GetDetailParticipant?id, GetListEventParticipant (`upcoming=true`: not ended, not cancelled;
 *   `from`/`to` YYYY-MM-DD: events meeting those days, e.g. a leave being applied for).
 * - DownloadReceiptEvent?id → the receipt PDF of a paid participation.
 * - GetAttendanceCertificate?participantId → the 受講証明書 PDF of an attended, paid
 *   participation (certificates.ts); a participation's answers say whether it has one
 *   (`certificateAvailable`, `certificateCode`, the event's `certificateParticipantId`).
 */
import { spansMeet } from '../../src/api/applications';
import type {
  EventDetail,
  EventSummary,
  LuncheonSeminar,
  OtherSectionRecord,
  ParticipantDetail,
  Participation,
  Section,
} from '../../src/api/events';
import {
  bodyOf,
  DemoApiError,
  intParam,
  invalidField,
  ok,
  optionalIntParam,
  paged,
  queryParam,
} from '../abp';
import type { Account } from '../accounts';
import { admissionCodeOf } from '../admission';
import { certificateAvailable, certificateCodeOf, certificateDownload } from '../certificates';
import { daysBetween, nowInJapan, todayInJapan } from '../clock';
import { defineCall } from '../defineCall';
import { cancelOpenRequest, issuePaymentRequest, requestCovering } from '../paymentRequests';
import { receiptDownload } from '../receipts';
import { eventSub1Categories, eventSub2Categories } from '../seed/eventProgramme';
import type { LuncheonSeminar as StoredLuncheonSeminar } from '../seed/eventProgramme';
import { PAYMENT_METHOD_NAMES } from '../seed/fees';
import {
  eventCategories,
  PARTICIPANT_STATUS,
  type EventParticipant,
  type EventSection,
  type SocietyEvent,
} from '../seed/events';
import { assertLeaveAcknowledged, leaveOverlapping } from '../leaveParticipations';
import { demoStore } from '../store';
import { memberOf } from '../callers';
import { ownRecord } from './common';
import {
  activeParticipations,
  assertAccepting,
  assertNoBookedClash,
  assertNotApplied,
  bookedSlotsOf,
  checkSelection,
  eventSeatsLeft,
  feeRows,
  isAccepting,
  luncheonSeatsLeft,
  MEMBER_TYPE,
  openRequestOf,
  owesFee,
  paymentStatusOf,
  permissionsOf,
  sectionSeatsLeft,
  statusOf,
  targetFee,
} from './eventRules';
import { pointsKind } from '../attendance';

function eventOf(id: number): SocietyEvent {
  const event = demoStore.events.find((candidate) => candidate.id === id);
  if (!event) throw new DemoApiError(404, '学会・セミナーが見つかりません');
  return event;
}

/** A seed record without the given fields (the server's own bookkeeping, the nested lists). */
function without<T extends object, K extends keyof T>(record: T, ...keys: K[]): Omit<T, K> {
  const fields: Partial<T> = { ...record };
  for (const key of keys) delete fields[key];
  return fields as Omit<T, K>;
}

const nameOf = (list: readonly { id: number; name: string }[], id: number) =>
  list.find((item) => item.id === id)?.name ?? '';

/** An event as lists and the detail show it, from the member's point of view. */
function eventView(event: SocietyEvent, account: Account): EventSummary {
  const fields = without(event, 'takenSeats', 'sections', 'luncheonSeminars', 'relatedSites');
  const seatsLeft = Math.max(0, eventSeatsLeft(event));
  const mine = activeParticipations(account.memberId, event.id);
  return {
    ...fields,
    sub1Category: nameOf(eventSub1Categories, event.sub1CategoryId),
    sub2Category: nameOf(eventSub2Categories, event.sub2CategoryId),
    seatsLeft,
    isFull: seatsLeft === 0,
    accepting: isAccepting(event),
    hasLuncheonSeminars: event.luncheonSeminars.length > 0,
    appliedParticipantIds: mine.map((participant) => participant.id),
    pointCategory: pointsKind(event).category,
  };
}

function sectionView(section: EventSection, eventId: number): Section {
  const left = sectionSeatsLeft(section);
  const seatsLeft = left === null ? null : Math.max(0, left);
  return { ...without(section, 'takenSeats'), eventId, seatsLeft, isFull: seatsLeft === 0 };
}

function luncheonView(seminar: StoredLuncheonSeminar): LuncheonSeminar {
  const seatsLeft = Math.max(0, luncheonSeatsLeft(seminar));
  return { ...without(seminar, 'takenSeats'), seatsLeft, isFull: seatsLeft === 0 };
}

const PAYMENT_STATUS_NAMES = { free: '支払不要', paid: '支払済み', unpaid: '未払い' } as const;

/** A participation as the list answers it: the event's name, venue and dates joined in. */
function participationRow(participant: EventParticipant, event: SocietyEvent): Participation {
  const paymentStatus = paymentStatusOf(participant);
  const request = openRequestOf(participant);
  return {
    id: participant.id,
    eventId: event.id,
    eventKind: event.kind,
    eventTitle: event.title,
    category: event.category,
    venue: event.venue,
    startDate: event.startDate,
    endDate: event.endDate,
    deadline: event.deadline,
    participationType: participant.participationType,
    status: statusOf(participant),
    fee: participant.fee,
    paymentStatus,
    paymentStatusName: PAYMENT_STATUS_NAMES[paymentStatus],
    paymentRequestId: request?.id ?? null,
    paymentDueDate: request?.dueDate ?? null,
    points: event.points,
    appliedAt: participant.appliedAt,
    ...permissionsOf(participant, event),
    certificateAvailable: certificateAvailable(participant),
  };
}

/** The member's active participations whose fee is still owed, the earliest due first. */
export function unpaidParticipationsOf(memberId: number): Participation[] {
  return demoStore.participants
    .filter((participant) => participant.memberId === memberId && owesFee(participant))
    .flatMap((participant) => {
      const event = demoStore.events.find((candidate) => candidate.id === participant.eventId);
      return event ? [participationRow(participant, event)] : [];
    })
    .sort((a, b) => (a.paymentDueDate ?? '').localeCompare(b.paymentDueDate ?? ''));
}

/** A participation with what it chose, spelled out, and the member (the attendance slip's needs). */
function participantDetail(participant: EventParticipant, account: Account): ParticipantDetail {
  const event = eventOf(participant.eventId);
  const member = memberOf(account);
  const sectionIds = [
    ...(participant.parentSectionId === null ? [] : [participant.parentSectionId]),
    ...participant.sectionIds,
  ];
  return {
    ...participationRow(participant, event),
    parentSectionId: participant.parentSectionId,
    childrenIds: participant.sectionIds,
    luncheonSeminarIds: participant.luncheonSeminarIds,
    sections: sectionIds.flatMap((id) => {
      const section = event.sections.find((candidate) => candidate.id === id);
      return section ? [sectionView(section, event.id)] : [];
    }),
    luncheonSeminars: event.luncheonSeminars
      .filter((seminar) => participant.luncheonSeminarIds.includes(seminar.id))
      .map(luncheonView),
    openTime: event.openTime,
    memberName: member.name,
    memberNo: member.memberNo,
    admissionCode: admissionCodeOf(participant, event, member),
    certificateCode: certificateCodeOf(participant, event, member),
  };
}

const participantOf = (account: Account, id: number): EventParticipant =>
  ownRecord(demoStore.participants, account, id, '参加申込が見つかりません');

function requiredInt(body: Record<string, unknown>, name: string): number {
  const value = body[name];
  if (Number.isInteger(value)) return value as number;
  throw invalidField(name);
}

/** Days from today to the deadline, capped at the usual 14: a fee is due by the deadline. */
function dueInDays(event: SocietyEvent): number {
  return Math.max(0, Math.min(14, daysBetween(todayInJapan(), event.deadline)));
}

function insertParticipant(account: Account, rawBody: unknown): ParticipantDetail {
  const body = bodyOf(rawBody);
  const event = eventOf(requiredInt(body, 'eventId'));
  assertAccepting(event);
  assertNotApplied(account.memberId, event);
  if (eventSeatsLeft(event) <= 0) {
    throw new DemoApiError(500, '定員に達したため申込を受け付けられません', {
      details: `${event.title}は満席です。`,
    });
  }
  if (body.agreeTerms !== true) {
    throw invalidField('agreeTerms', '参加規約への同意が必要です');
  }
  const selection = checkSelection(event, body);
  assertNoBookedClash(account.memberId, event, selection);
  assertLeaveAcknowledged(account.memberId, event, body);
  const fee = targetFee(event).amount;
  const participant: EventParticipant = {
    id: Math.max(0, ...demoStore.participants.map((item) => item.id)) + 1,
    memberId: account.memberId,
    eventId: event.id,
    participationType: event.kind === 'congress' ? '一般参加' : '受講',
    status: PARTICIPANT_STATUS.applied,
    fee,
    ...selection,
    appliedAt: nowInJapan(),
  };
  demoStore.participants.push(participant);
  if (fee > 0) {
    issuePaymentRequest({
      memberId: account.memberId,
      purpose: 'eventParticipation',
      title: `${event.title} 参加費`,
      targetIds: [participant.id],
      amount: fee,
      dueInDays: dueInDays(event),
    });
  }
  return participantDetail(participant, account);
}

function updateParticipant(account: Account, rawBody: unknown): ParticipantDetail {
  const body = bodyOf(rawBody);
  const participant = participantOf(account, requiredInt(body, 'id'));
  const event = eventOf(participant.eventId);
  const permissions = permissionsOf(participant, event);
  if (body.status !== undefined) {
    if (body.status !== PARTICIPANT_STATUS.cancelled) {
      throw invalidField('status', 'statusはキャンセル(3)のみ指定できます');
    }
    if (!permissions.canCancel) throw new DemoApiError(500, permissions.cancelNote ?? '');
    participant.status = PARTICIPANT_STATUS.cancelled;
    cancelOpenRequest('eventParticipation', participant.id);
    return participantDetail(participant, account);
  }
  if (!permissions.canChange) throw new DemoApiError(500, permissions.changeNote ?? '');
  const selection = checkSelection(event, body, participant.id);
  assertNoBookedClash(account.memberId, event, selection, participant.id);
  Object.assign(participant, selection);
  return participantDetail(participant, account);
}

function receiptOf(account: Account, id: number): Promise<Response> {
  const participant = participantOf(account, id);
  const event = eventOf(participant.eventId);
  const paid = requestCovering('eventParticipation', participant.id, 'paid');
  if (!paid?.paidAt) {
    throw new DemoApiError(500, '未払いの参加費の領収書は発行できません', {
      details: `${event.title}の参加費はまだお支払いが確認できていません。`,
    });
  }
  const member = memberOf(account);
  return receiptDownload(
    member.id,
    {
      receiptNo: `E${event.startDate.slice(0, 4)}-${String(participant.id).padStart(6, '0')}`,
      addressee: member.name,
      proviso: `${event.title} 参加費として`,
      // Event fees are taxable at 10%, quoted tax included.
      lines: [
        { label: `${event.title} 参加費（${MEMBER_TYPE}）`, amount: paid.amount, taxRate: 0.1 },
      ],
      paidAt: paid.paidAt,
      paymentMethod: paid.paymentMethod ? PAYMENT_METHOD_NAMES[paid.paymentMethod] : undefined,
    },
    `領収書_${event.title}_${member.memberNo}.pdf`,
  );
}

export const eventCalls = [
  defineCall('GetListEventCategory', ({ query }) =>
    paged(eventCategories, query, 'id ASC', { whole: true }),
  ),

  defineCall('GetListEventSub1Category', ({ query }) => {
    const categoryId = optionalIntParam(query, 'categoryId');
    const rows = eventSub1Categories.filter(
      (row) => categoryId === null || row.categoryId === categoryId,
    );
    return paged(rows, query, 'id ASC', { whole: true });
  }),

  defineCall('GetListEventSub2Category', ({ query }) => {
    const sub1CategoryId = optionalIntParam(query, 'sub1CategoryId');
    const rows = eventSub2Categories.filter(
      (row) => sub1CategoryId === null || row.sub1CategoryId === sub1CategoryId,
    );
    return paged(rows, query, 'id ASC', { whole: true });
  }),

  defineCall('GetListEventRecruiting', ({ query, account }) => {
    const filters = (['categoryId', 'sub1CategoryId', 'sub2CategoryId'] as const).map(
      (name) => [name, optionalIntParam(query, name)] as const,
    );
    const today = todayInJapan();
    const rows = demoStore.events
      .filter(
        (event) =>
          isAccepting(event, today) &&
          filters.every(([name, value]) => value === null || event[name] === value),
      )
      .map((event) => eventView(event, account));
    return paged(rows, query, 'startDate ASC');
  }),

  defineCall('GetDetailEventSection', ({ query, account }) => {
    const event = eventOf(intParam(query, 'id'));
    const detail: EventDetail = {
      ...eventView(event, account),
      sections: event.sections.map((section) => sectionView(section, event.id)),
      bookedSlots: bookedSlotsOf(account.memberId).filter((slot) => slot.eventId !== event.id),
      leave: leaveOverlapping(account.memberId, event),
      certificateParticipantId:
        activeParticipations(account.memberId, event.id).find(certificateAvailable)?.id ?? null,
    };
    return ok(detail);
  }),

  defineCall('GetListEventSectionByIds', ({ query }) => {
    const ids = query.getAll('ids').map(Number);
    const rows = demoStore.events.flatMap((event) =>
      event.sections
        .filter((section) => ids.includes(section.id))
        .map((section) => sectionView(section, event.id)),
    );
    return ok(rows);
  }),

  defineCall('GetListEventRelatedSite', ({ query }) =>
    ok(eventOf(intParam(query, 'eventId')).relatedSites),
  ),

  defineCall('GetListEventParticipationFees', ({ query }) =>
    ok(feeRows(eventOf(intParam(query, 'eventId')))),
  ),

  defineCall('GetEventParticipationTargetFee', ({ query }) =>
    ok(targetFee(eventOf(intParam(query, 'eventId')))),
  ),

  defineCall('GetListEventLuncheonSeminar', ({ query }) =>
    ok(eventOf(intParam(query, 'eventId')).luncheonSeminars.map(luncheonView)),
  ),

  defineCall('GetDetailEventLuncheonSeminar', ({ query }) => {
    const id = intParam(query, 'id');
    const seminar = demoStore.events
      .flatMap((event) => event.luncheonSeminars)
      .find((candidate) => candidate.id === id);
    if (!seminar) throw new DemoApiError(404, 'ランチョンセミナーが見つかりません');
    return ok(luncheonView(seminar));
  }),

  defineCall('GetBrushupBase', ({ query }) => {
    const event = eventOf(intParam(query, 'eventId'));
    return ok(
      event.sections
        .filter((section) => section.kind === 'brushupBase')
        .map((section) => sectionView(section, event.id)),
    );
  }),

  defineCall('GetBrushupChildListForTimeTable', ({ query }) => {
    const parentSectionId = intParam(query, 'parentSectionId');
    const event = demoStore.events.find((candidate) =>
      candidate.sections.some((section) => section.id === parentSectionId),
    );
    if (!event) throw new DemoApiError(404, 'コースが見つかりません');
    const children = event.sections
      .filter((section) => section.parentId === parentSectionId)
      .sort((a, b) => a.startTime.localeCompare(b.startTime) || a.room.localeCompare(b.room));
    return ok(children.map((section) => sectionView(section, event.id)));
  }),

  defineCall('HasApplicationRecordOtherSection', ({ query, account }) => {
    const event = eventOf(intParam(query, 'eventId'));
    const parentSectionId = optionalIntParam(query, 'parentSectionId');
    const records = activeParticipations(account.memberId, event.id).filter(
      (item) => item.parentSectionId !== parentSectionId,
    );
    const titleOf = (id: number | null) =>
      event.sections.find((section) => section.id === id)?.title ?? event.title;
    return ok<OtherSectionRecord>({
      hasRecord: records.length > 0,
      sections: records.map((item) => ({
        participantId: item.id,
        sectionTitle: titleOf(item.parentSectionId),
      })),
    });
  }),

  defineCall('InsertParticipant', ({ body, account }) => ok(insertParticipant(account, body))),

  defineCall('UpdateParticipant', ({ body, account }) => ok(updateParticipant(account, body))),

  defineCall('GetDetailParticipant', ({ query, account }) =>
    ok(participantDetail(participantOf(account, intParam(query, 'id')), account)),
  ),

  /**
   * The signed-in member's participations, newest event first unless `Sorting` says otherwise.
   * `upcoming=true` keeps what is still ahead of the member: events not yet ended (Japan date),
   * not cancelled. `unpaid=true` keeps the active ones whose fee is still owed, ended or not
   * (the dashboard's やること, the withdrawal page). `from` and `to` (YYYY-MM-DD) keep the events
   * meeting those days (the leave page).
   */
  defineCall('GetListEventParticipant', ({ account, query }) => {
    const flag = (name: string) => queryParam(query, name)?.toLowerCase() === 'true';
    const upcoming = flag('upcoming');
    const unpaid = flag('unpaid');
    const from = queryParam(query, 'from');
    const to = queryParam(query, 'to');
    const period = from && to ? { startDate: from, endDate: to } : null;
    const today = todayInJapan();
    const rows = demoStore.participants.flatMap((participant) => {
      if (participant.memberId !== account.memberId) return [];
      const event = demoStore.events.find((candidate) => candidate.id === participant.eventId);
      if (!event || (period && !spansMeet(event, period))) return [];
      const ahead = event.endDate >= today && participant.status !== PARTICIPANT_STATUS.cancelled;
      if (upcoming && !ahead) return [];
      return unpaid && !owesFee(participant) ? [] : [participationRow(participant, event)];
    });
    return paged(rows, query, 'startDate DESC');
  }),

  defineCall('DownloadReceiptEvent', ({ query, account }) =>
    receiptOf(account, intParam(query, 'id')),
  ),

  defineCall('GetAttendanceCertificate', ({ query, account }) => {
    const participant = participantOf(account, intParam(query, 'participantId'));
    return certificateDownload(participant, eventOf(participant.eventId), memberOf(account));
  }),
];
