/** Shapes of the events area's answers (demo-api/calls/events.ts documents each call). */
export type EventKind = 'congress' | 'brushup' | 'seminar';

export interface EventSummary {
  id: number;
  kind: EventKind;
  title: string;
  category: string;
  sub1Category: string;
  sub2Category: string;
  organizer: string;
  venue: string;
  startDate: string;
  endDate: string;
  openTime: string;
  applicationStart: string;
  deadline: string;
  capacity: number;
  seatsLeft: number;
  isFull: boolean;
  accepting: boolean;
  memberFee: number;
  points: number;
  description: string;
  hasLuncheonSeminars: boolean;
  appliedParticipantIds: number[];
}

export interface Section {
  id: number;
  eventId: number;
  kind: 'session' | 'brushupBase' | 'brushupChild';
  parentId: number | null;
  title: string;
  lecturer: string | null;
  date: string;
  startTime: string;
  endTime: string;
  room: string;
  capacity: number | null;
  seatsLeft: number | null;
  isFull: boolean;
}

export interface EventDetail extends EventSummary {
  sections: Section[];
}

export interface LuncheonSeminar {
  id: number;
  eventId: number;
  code: string;
  title: string;
  speaker: string;
  chair: string;
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

export interface Fee {
  memberType: string;
  amount: number;
  tax: number;
  taxIncluded: boolean;
}

export interface Category {
  id: number;
  name: string;
}

export type PaymentStatus = 'free' | 'paid' | 'unpaid';

export interface Participation {
  id: number;
  eventId: number;
  eventKind: EventKind;
  eventTitle: string;
  venue: string;
  startDate: string;
  endDate: string;
  deadline: string;
  participationType: string;
  status: number;
  fee: number;
  paymentStatus: PaymentStatus;
  paymentStatusName: string;
  paymentRequestId: number | null;
  canChange: boolean;
  changeNote: string | null;
  canCancel: boolean;
  cancelNote: string | null;
}

export interface ParticipantDetail extends Participation {
  parentSectionId: number | null;
  childrenIds: number[];
  luncheonSeminarIds: number[];
  sections: Section[];
  luncheonSeminars: LuncheonSeminar[];
  openTime: string;
  memberName: string;
  memberNo: string;
}

export const STATUS_NAMES: Record<number, string> = {
  1: '申込済み',
  2: '参加確定',
  3: 'キャンセル',
};

/** 2026-12-06 → 2026/12/06, a span as 2027/06/04〜2027/06/06. */
export const dateSpan = (start: string, end: string): string => {
  const slash = (date: string) => date.replaceAll('-', '/');
  return start === end ? slash(start) : `${slash(start)}〜${slash(end)}`;
};

/** Where the pages meet: the query parameter names are part of the URL contract. */
export const eventPaths = {
  detail: (eventId: number) => `/events/eventDetail?id=${eventId}`,
  entry: (eventId: number) => `/events/entry?id=${eventId}`,
  change: (eventId: number, participantId: number) =>
    `/events/entry?id=${eventId}&participantId=${participantId}`,
  slip: (participantId: number) => `/events/AttendanceSlip?participantId=${participantId}`,
  list: '/events/EventsAccepting',
  participations: '/events/participaints',
};
