/**
 * The wire shape of the events area (`Event/*`), shared by the event pages and the demo API
 * (demo-api/calls/events.ts documents what each call means).
 */
import type { BookedSlot } from '../validation/timeSlots';
import type { LeaveOverlap } from './applications';

/** congress: sessions and luncheon seminars; brushup: courses with a timetable; other: one day. */
export type EventKind = 'congress' | 'brushup' | 'seminar';

/** GetListEventCategory: one category (区分). */
export interface EventCategory {
  id: number;
  name: string;
}

/** GetListEventSub1Category?categoryId: the second level of the category tree. */
export interface EventSub1Category extends EventCategory {
  categoryId: number;
}

/** GetListEventSub2Category?sub1CategoryId: the third level of the category tree. */
export interface EventSub2Category extends EventCategory {
  sub1CategoryId: number;
}

/** GetListEventRecruiting (and the event of GetDetailEventSection), from the member's view. */
export interface EventSummary {
  id: number;
  kind: EventKind;
  title: string;
  categoryId: number;
  category: string;
  sub1CategoryId: number;
  sub1Category: string;
  sub2CategoryId: number;
  sub2Category: string;
  /** 本部 or the branch holding it. */
  organizer: string;
  /** City and hall, or オンライン. */
  venue: string;
  /** null for online events. */
  prefectureId: number | null;
  /** YYYY-MM-DD */
  startDate: string;
  endDate: string;
  /** HH:mm of the first day. */
  openTime: string;
  /** First and last day applications are accepted. */
  applicationStart: string;
  deadline: string;
  capacity: number;
  seatsLeft: number;
  isFull: boolean;
  accepting: boolean;
  memberFee: number;
  nonMemberFee: number | null;
  /** Units toward the qualification renewal. */
  points: number;
  /** The category those points count in (GetListParticipationHistory's `category`: 学術集会 …). */
  pointCategory: string;
  description: string;
  hasLuncheonSeminars: boolean;
  /** The member's active participations in it. */
  appliedParticipantIds: number[];
}

export type SectionKind = 'session' | 'brushupBase' | 'brushupChild';

/**
 * A section of an event (GetDetailEventSection, GetListEventSectionByIds, GetBrushupBase,
 * GetBrushupChildListForTimeTable): a congress session, a brush-up course (base) or its session.
 */
export interface Section {
  id: number;
  eventId: number;
  kind: SectionKind;
  /** The base of a brush-up child; null otherwise. */
  parentId: number | null;
  title: string;
  lecturer: string | null;
  date: string;
  /** HH:mm */
  startTime: string;
  endTime: string;
  room: string;
  /** null: no separate application, any participant may attend. */
  capacity: number | null;
  seatsLeft: number | null;
  isFull: boolean;
}

/**
 * GetDetailEventSection: the event with its sections, and the time slots the member holds already
 * through active participations in other events (an entry may not meet them).
 */
export interface EventDetail extends EventSummary {
  sections: Section[];
  bookedSlots: BookedSlot[];
  /**
   * The member's leave, applied for or approved, that the event's dates fall in: an entry then
   * needs `acknowledgeLeave` (InsertParticipant refuses without it).
   */
  leave: LeaveOverlap | null;
  /**
   * The member's participation in it whose 受講証明書 may be downloaded (attended and paid);
   * null otherwise.
   */
  certificateParticipantId: number | null;
}

/** InsertParticipant's body. */
export interface ParticipantInput {
  eventId: number;
  parentSectionId: number | null;
  childrenIds: number[];
  luncheonSeminarIds: number[];
  agreeTerms: boolean;
  /** The member applies knowing the event falls in her leave (EventDetail.leave). */
  acknowledgeLeave?: boolean;
}

/** GetListEventLuncheonSeminar?eventId, GetDetailEventLuncheonSeminar?id. */
export interface LuncheonSeminar {
  id: number;
  eventId: number;
  /** e.g. LS1 */
  code: string;
  title: string;
  speaker: string;
  chair: string;
  /** 共催 */
  sponsor: string;
  date: string;
  startTime: string;
  endTime: string;
  room: string;
  capacity: number;
  seatsLeft: number;
  isFull: boolean;
  description: string;
}

/** GetListEventRelatedSite?eventId. */
export interface RelatedSite {
  id: number;
  eventId: number;
  title: string;
  url: string;
}

/** GetListEventParticipationFees / GetEventParticipationTargetFee?eventId: one fee row (税込). */
export interface Fee {
  memberType: string;
  amount: number;
  taxRate: number;
  tax: number;
  taxIncluded: boolean;
}

/** HasApplicationRecordOtherSection: the member's participations in another course. */
export interface OtherSectionRecord {
  hasRecord: boolean;
  sections: { participantId: number; sectionTitle: string }[];
}

export type PaymentStatus = 'free' | 'paid' | 'unpaid';

/** GetListEventParticipant: one participation, the event's name, venue and dates joined in. */
export interface Participation {
  id: number;
  eventId: number;
  eventKind: EventKind;
  eventTitle: string;
  category: string;
  venue: string;
  startDate: string;
  endDate: string;
  deadline: string;
  participationType: string;
  /** 1 申込済み, 2 参加確定, 3 キャンセル */
  status: number;
  fee: number;
  paymentStatus: PaymentStatus;
  paymentStatusName: string;
  /** The open request asking for the fee; null when none is open. */
  paymentRequestId: number | null;
  /** YYYY-MM-DD: the day that request is due by; null when none is open. */
  paymentDueDate: string | null;
  points: number;
  appliedAt: string;
  canChange: boolean;
  changeNote: string | null;
  canCancel: boolean;
  cancelNote: string | null;
  /** Attended (checked in or entered by staff) and paid: its 受講証明書 may be downloaded. */
  certificateAvailable: boolean;
}

/**
 * GetDetailParticipant (and the answer of InsertParticipant / UpdateParticipant): a participation
 * with what it chose, spelled out, and the member (the attendance slip's needs).
 */
export interface ParticipantDetail extends Participation {
  parentSectionId: number | null;
  childrenIds: number[];
  luncheonSeminarIds: number[];
  sections: Section[];
  luncheonSeminars: LuncheonSeminar[];
  openTime: string;
  memberName: string;
  memberNo: string;
  /** The 受講票's signed QR payload (src/venue/signedCode.ts); null once cancelled. */
  admissionCode: string | null;
  /** The 受講証明書's signed QR payload, the same on every download; null until attended and paid. */
  certificateCode: string | null;
}

/** GetListEventRecruiting's filters: the category tree. */
export interface EventFilters {
  categoryId?: number;
  sub1CategoryId?: number;
  sub2CategoryId?: number;
}

/** GetListEventParticipant's filters. */
export interface ParticipationFilters {
  /** Only participations not cancelled whose event has not ended. */
  upcoming?: boolean;
  /** Only participations whose fee is owed. */
  unpaid?: boolean;
  /** YYYY-MM-DD: only events meeting this span (both or neither). */
  from?: string;
  to?: string;
}

/**
 * UpdateParticipant's body: the participation and either its new selection (as InsertParticipant's)
 * or `status` 3 (キャンセル).
 */
export type ParticipantChange = { id: number } & (
  { status: number } | Omit<ParticipantInput, 'eventId' | 'agreeTerms'>
);
