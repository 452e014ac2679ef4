/**
 * The wire shapes of the venue check-in (beyond SPEC §7, staff only), shared by the check-in page
 * and the demo API.
 */

/** One participation checked in on one day. */
export interface Attendance {
  participantId: number;
  /** YYYY-MM-DD */
  day: string;
  /** When the door scanned the code (ISO 8601, Japan time): the time recorded, sent late or not. */
  checkedInAt: string;
}

/** A participation whose fee is still unpaid, as the member API knew it at `asOf`. */
export interface FeeDue {
  participantId: number;
  /** Yen, tax included. */
  amount: number;
}

/** GetListCheckInEvent: an event whose door is open today (from the day before its first day). */
export interface CheckInEvent {
  id: number;
  title: string;
  venue: string;
  /** The event's days (YYYY-MM-DD): a check-in is for one of them. */
  days: string[];
  /** Participations not cancelled. */
  participants: number;
  /** Every check-in so far, so a device knows who is in before the network goes. */
  attendances: Attendance[];
  /** Every participation not cancelled whose fee is unpaid: the door says 未払い offline too. */
  dues: FeeDue[];
  /** When the member API answered (ISO 8601): a slip's code issued later has the newer word. */
  asOf: string;
}

/** CheckInParticipant's body: a scanned 受講票 at one event on the day it was scanned. */
export interface CheckInRequest {
  code: string;
  eventId: number;
  /** The Japan date of `scannedAt`, one of the event's days. */
  day: string;
  /** When the door scanned it (ISO 8601): the check-in's time, however late it is sent. */
  scannedAt: string;
  /** Staff admitted a participant whose fee is unpaid, to pay later (当日払い). */
  payAtDoor?: boolean;
}

/** CheckInParticipant: recorded now, or already (the first check-in stands). */
export interface CheckInResult extends Attendance {
  outcome: 'checkedIn' | 'alreadyCheckedIn';
  memberNo: string;
  name: string;
  participationType: string;
  /** The fee still unpaid (yen; 0 when paid or free): the points wait for it. */
  paymentDue: number;
  /** The points this check-in added to the member's history (0 when already awarded or unpaid). */
  pointsAwarded: number;
  /** The points that reach the history once the fee is paid. */
  pointsPending: number;
}

/** RecordDoorPayment's body: staff received the unpaid fee of a checked-in participation. */
export interface DoorPaymentRequest {
  participantId: number;
}

/** RecordDoorPayment: the fee is paid (in cash at the door), and the points follow. */
export interface DoorPaymentResult {
  participantId: number;
  /** ISO 8601, Japan time. */
  paidAt: string;
  amount: number;
  /** The points the payment released into the member's history. */
  pointsAwarded: number;
}

// ---- Attendance the door missed, entered by staff (事務局入力) -------------------------------------

/** Who recorded an attendance: the door's scan, or staff entering it afterwards (事務局入力). */
export type AttendanceSource = 'door' | 'staff';

/** GetListAttendanceEvent: an event whose day has come, with its days up to today. */
export interface AttendanceEvent {
  id: number;
  title: string;
  venue: string;
  /** The event's days (YYYY-MM-DD) that have come: an attendance is for one of them. */
  days: string[];
}

/** An attendance as staff see it before adding one: when, and by the door or by whom. */
export interface RecordedAttendance extends Attendance {
  source: AttendanceSource;
  /** The staff member who scanned or entered it. */
  recordedBy: string;
}

/** GetAttendanceParticipant: whose participation a member number names at an event. */
export interface AttendanceParticipant {
  participantId: number;
  memberNo: string;
  name: string;
  participationType: string;
  /** The fee still unpaid (yen; 0 when paid or free): attended, the points wait for it. */
  paymentDue: number;
  /** The days already recorded (each day once). */
  attendances: RecordedAttendance[];
}

/** RecordAttendance's body: staff record a participant as attended on one day, saying why. */
export interface AttendanceRecordRequest {
  participantId: number;
  /** YYYY-MM-DD: one of the event's days, not after today. */
  day: string;
  /** Why the door has no record (紙の受付名簿, …). */
  reason: string;
}

/** RecordAttendance: recorded now, or the day's record already there (which stands). */
export type AttendanceRecordResult = CheckInResult &
  Pick<RecordedAttendance, 'source' | 'recordedBy'>;
