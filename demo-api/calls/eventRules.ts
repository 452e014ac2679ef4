/**
 * The rules of applying for an event, as the society's server keeps them: seats (seeded holders
 * plus the store's own participants), the application window, the fee that applies to a member,
 * what a participation's status and payment are, and what a change or cancellation may do.
 */
import type { Fee, PaymentStatus } from '../../src/api/events';
import { DemoApiError, invalidField } from '../abp';
import { todayInJapan } from '../clock';
import { isTargetPaid, requestCovering } from '../paymentRequests';
import { EVENT_TAX_RATE, feeTable, type FeeMemberType } from '../seed/eventProgramme';
import {
  PARTICIPANT_STATUS,
  type EventParticipant,
  type EventSection,
  type SocietyEvent,
} from '../seed/events';
import type { LuncheonSeminar } from '../seed/eventProgramme';
import type { ParticipationHistory } from '../seed/points';
import { demoStore } from '../store';
import {
  bookedClash,
  bookedClashMessage,
  clashMessage,
  entrySlots,
  firstClash,
  type BookedSlot,
  type TimeSlot,
} from '../../src/validation/timeSlots';

const active = (participant: EventParticipant) =>
  participant.status !== PARTICIPANT_STATUS.cancelled;

const others = (exceptId?: number) =>
  demoStore.participants.filter((item) => active(item) && item.id !== exceptId);

// ---- Seats --------------------------------------------------------------------------------------

export const eventSeatsLeft = (event: SocietyEvent, exceptId?: number): number =>
  event.capacity -
  event.takenSeats -
  others(exceptId).filter((item) => item.eventId === event.id).length;

export function sectionSeatsLeft(section: EventSection, exceptId?: number): number | null {
  if (section.capacity === null) return null;
  const holders = others(exceptId).filter(
    (item) => item.parentSectionId === section.id || item.sectionIds.includes(section.id),
  ).length;
  return section.capacity - section.takenSeats - holders;
}

export const luncheonSeatsLeft = (seminar: LuncheonSeminar, exceptId?: number): number =>
  seminar.capacity -
  seminar.takenSeats -
  others(exceptId).filter((item) => item.luncheonSeminarIds.includes(seminar.id)).length;

// ---- Fees ---------------------------------------------------------------------------------------

/** Every demo account is a 正会員 (the fee page says so too). */
export const MEMBER_TYPE: FeeMemberType = '正会員';

const taxOf = (amount: number) =>
  Math.floor((amount * EVENT_TAX_RATE * 100) / (100 + EVENT_TAX_RATE * 100));

export const feeRows = (event: SocietyEvent): Fee[] =>
  feeTable(event.memberFee, event.nonMemberFee).map((row) => ({
    ...row,
    taxRate: EVENT_TAX_RATE,
    tax: taxOf(row.amount),
    taxIncluded: true,
  }));

export function targetFee(event: SocietyEvent): Fee {
  const row = feeRows(event).find((candidate) => candidate.memberType === MEMBER_TYPE);
  if (!row) throw new DemoApiError(500, `${MEMBER_TYPE}の参加費が設定されていません`);
  return row;
}

// ---- Window and applications ---------------------------------------------------------------------

export const isAccepting = (event: SocietyEvent, today = todayInJapan()): boolean =>
  event.applicationStart <= today && today <= event.deadline;

const slash = (date: string) => date.replaceAll('-', '/');

export function assertAccepting(event: SocietyEvent): void {
  if (isAccepting(event)) return;
  throw new DemoApiError(500, '申込受付期間外です', {
    details: `${event.title}の申込受付期間は${slash(event.applicationStart)}〜${slash(event.deadline)}です。`,
  });
}

/** The member's active participations in an event. */
export const activeParticipations = (memberId: number, eventId: number): EventParticipant[] =>
  demoStore.participants.filter(
    (item) => item.memberId === memberId && item.eventId === eventId && active(item),
  );

/** A member holds one active participation per event: a second entry changes the first. */
export function assertNotApplied(memberId: number, event: SocietyEvent): void {
  const [existing] = activeParticipations(memberId, event.id);
  if (!existing) return;
  throw new DemoApiError(500, 'すでに申込済みです', {
    details: `${event.title}には申込番号${existing.id}で申込済みです。内容の変更は参加一覧の「変更」から行ってください。`,
  });
}

// ---- Time slots across events --------------------------------------------------------------------

/** The sessions of a brush-up seminar among `ids`, as time slots. */
const sessionsOf = (event: SocietyEvent, ids: readonly number[]): TimeSlot[] =>
  event.sections.filter((section) => ids.includes(section.id));

/**
 * The time slots the member holds through active participations in events not yet over, the one
 * being changed (`exceptId`) aside.
 */
export function bookedSlotsOf(memberId: number, exceptId?: number): BookedSlot[] {
  const today = todayInJapan();
  return demoStore.participants.flatMap((participant) => {
    if (participant.memberId !== memberId || !active(participant)) return [];
    if (participant.id === exceptId) return [];
    const event = demoStore.events.find((candidate) => candidate.id === participant.eventId);
    if (!event || event.endDate < today) return [];
    const slots = entrySlots(event, sessionsOf(event, participant.sectionIds));
    return slots.map(({ id, title, date, startTime, endTime }) => ({
      id,
      title,
      date,
      startTime,
      endTime,
      participantId: participant.id,
      eventId: event.id,
      eventTitle: event.title,
    }));
  });
}

/** Refuses a selection meeting a time slot the member holds through another participation. */
export function assertNoBookedClash(
  memberId: number,
  event: SocietyEvent,
  selection: Selection,
  exceptId?: number,
): void {
  const slots = entrySlots(event, sessionsOf(event, selection.sectionIds));
  const clash = bookedClash(slots, bookedSlotsOf(memberId, exceptId));
  if (clash) {
    throw new DemoApiError(500, '申込済みの学会・セミナーと時間帯が重なっています', {
      details: bookedClashMessage(...clash),
    });
  }
}

// ---- Status, payment, what may change ----------------------------------------------------------

export function paymentStatusOf(participant: EventParticipant): PaymentStatus {
  if (participant.fee === 0) return 'free';
  return isTargetPaid('eventParticipation', participant.id) ? 'paid' : 'unpaid';
}

/** What the member still owes for the participation (yen): its fee until paid, else nothing. */
export const feeDueOf = (participant: EventParticipant): number =>
  paymentStatusOf(participant) === 'unpaid' ? participant.fee : 0;

/** What a history row whose points wait for the fee says in an export's 備考. */
export const AWAITING_PAYMENT_NOTE = 'お支払い後に加算';

/** A check-in's row whose participation's fee is unpaid: attended, but nothing given for free. */
export function awaitsPayment(item: ParticipationHistory): boolean {
  if (item.participantId === undefined) return false;
  const participant = demoStore.participants.find(
    (candidate) => candidate.id === item.participantId,
  );
  return participant !== undefined && feeDueOf(participant) > 0;
}

/** キャンセル is stored; otherwise 参加確定 once paid (or free), 申込済み until then. */
export function statusOf(participant: EventParticipant): number {
  if (!active(participant)) return PARTICIPANT_STATUS.cancelled;
  return paymentStatusOf(participant) === 'unpaid'
    ? PARTICIPANT_STATUS.applied
    : PARTICIPANT_STATUS.confirmed;
}

const hasChoices = (event: SocietyEvent) =>
  event.kind === 'brushup' || event.luncheonSeminars.length > 0;

/**
 * Change: until the deadline, for events with something to choose. Cancel: until the deadline,
 * unpaid (a refund goes through the office), and not for speakers and chairs (the programme
 * committee's to change). The reason is given when the answer is no.
 */
export function permissionsOf(participant: EventParticipant, event: SocietyEvent) {
  const closed = todayInJapan() > event.deadline;
  const cancelled = !active(participant);
  const changeNote = cancelled
    ? 'キャンセル済みです'
    : closed
      ? '申込締切を過ぎたため変更できません'
      : hasChoices(event)
        ? null
        : '選択する講座がないため変更はありません';
  const cancelNote = cancelled
    ? 'キャンセル済みです'
    : closed
      ? '申込締切を過ぎたためキャンセルは事務局へご連絡ください'
      : participant.participationType === '演者' || participant.participationType === '座長'
        ? '演者・座長のキャンセルは事務局へご連絡ください'
        : paymentStatusOf(participant) === 'paid'
          ? 'お支払い済みのため、キャンセル（返金）は事務局へご連絡ください'
          : null;
  return { canChange: changeNote === null, changeNote, canCancel: cancelNote === null, cancelNote };
}

/** The unpaid request asking for an active participation's fee, if any. */
export const openRequestOf = (participant: EventParticipant) =>
  active(participant) ? requestCovering('eventParticipation', participant.id, 'unpaid') : undefined;

/** Active participations whose fee is still owed, with the request asking for it. */
export const owesFee = (participant: EventParticipant): boolean =>
  active(participant) && feeDueOf(participant) > 0;

// ---- Selection ----------------------------------------------------------------------------------

export interface Selection {
  parentSectionId: number | null;
  sectionIds: number[];
  luncheonSeminarIds: number[];
}

const idList = (value: unknown, member: string): number[] => {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every((id) => Number.isInteger(id))) {
    throw invalidField(member, `${member}は整数の配列で指定してください`);
  }
  return value as number[];
};

const duplicateOf = (ids: readonly number[]) => ids.find((id, index) => ids.indexOf(id) !== index);

const japaneseDay = (date: string) => `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`;

/**
 * Checks a selection against the event: a brush-up entry names one course and at least one of its
 * sessions, none twice, none clashing, none full; luncheon seminars belong to the congress, one a
 * day at most, none full. `exceptId` is the participation being changed (its own seats are free).
 */
export function checkSelection(
  event: SocietyEvent,
  body: Record<string, unknown>,
  exceptId?: number,
): Selection {
  const childrenIds = idList(body.childrenIds, 'childrenIds');
  const luncheonSeminarIds = idList(body.luncheonSeminarIds, 'luncheonSeminarIds');
  const parentSectionId = body.parentSectionId ?? null;

  let sections: EventSection[] = [];
  if (event.kind === 'brushup') {
    const base = event.sections.find(
      (section) => section.id === parentSectionId && section.kind === 'brushupBase',
    );
    if (!base) throw invalidField('parentSectionId', '受講するコースを選択してください');
    if (childrenIds.length === 0) {
      throw invalidField('childrenIds', '受講する講座を1つ以上選択してください');
    }
    const duplicate = duplicateOf(childrenIds);
    if (duplicate !== undefined) {
      const title = event.sections.find((section) => section.id === duplicate)?.title ?? duplicate;
      throw invalidField('childrenIds', `同じ講座が重複して選択されています：「${title}」`);
    }
    sections = childrenIds.map((id) => {
      const child = event.sections.find((section) => section.id === id);
      if (!child || child.parentId !== base.id) {
        throw invalidField('childrenIds', `「${base.title}」の講座ではないものが選択されています`);
      }
      return child;
    });
    const clash = firstClash(sections);
    if (clash) throw invalidField('childrenIds', clashMessage(...clash));
    for (const section of [base, ...sections]) {
      if ((sectionSeatsLeft(section, exceptId) ?? 1) <= 0) {
        throw new DemoApiError(500, `「${section.title}」は満席のため選択できません`);
      }
    }
  } else if (parentSectionId !== null || childrenIds.length > 0) {
    throw invalidField('parentSectionId', 'この学会・セミナーには選択する講座がありません');
  }

  if (duplicateOf(luncheonSeminarIds) !== undefined) {
    throw invalidField('luncheonSeminarIds', '同じランチョンセミナーが重複して選択されています');
  }
  const seminars = luncheonSeminarIds.map((id) => {
    const seminar = event.luncheonSeminars.find((candidate) => candidate.id === id);
    if (!seminar) {
      throw invalidField(
        'luncheonSeminarIds',
        'この学会のランチョンセミナーではないものが選択されています',
      );
    }
    return seminar;
  });
  const sameDay = seminars.find((seminar, index) =>
    seminars.slice(0, index).some((earlier) => earlier.date === seminar.date),
  );
  if (sameDay) {
    throw invalidField(
      'luncheonSeminarIds',
      `ランチョンセミナーは1日につき1つまで選択できます（${japaneseDay(sameDay.date)}）`,
    );
  }
  for (const seminar of seminars) {
    if (luncheonSeatsLeft(seminar, exceptId) <= 0) {
      throw new DemoApiError(
        500,
        `ランチョンセミナー「${seminar.code} ${seminar.title}」は満席のため選択できません`,
      );
    }
  }
  return {
    parentSectionId: event.kind === 'brushup' ? (parentSectionId as number) : null,
    sectionIds: childrenIds,
    luncheonSeminarIds,
  };
}
