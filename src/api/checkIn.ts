/**
 * The wire shapes of the venue check-in (beyond SPEC §7, staff only), shared by the check-in page
 * and the demo API.
 */

/** One participation checked in on one day. */
export interface Attendance {
  participantId: number;
  /** YYYY-MM-DD */
  day: string;
  /** ISO 8601, Japan time. */
  checkedInAt: string;
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
}

/** CheckInParticipant's body: a scanned 受講票 at one event on one day. */
export interface CheckInRequest {
  code: string;
  eventId: number;
  day: string;
  /** When the device scanned it (ISO 8601): a scan queued offline is sent later. */
  scannedAt: string;
}

/** CheckInParticipant: recorded now, or already (the first check-in stands). */
export interface CheckInResult extends Attendance {
  outcome: 'checkedIn' | 'alreadyCheckedIn';
  memberNo: string;
  name: string;
  participationType: string;
  /** The points this check-in added to the member's history (0 when already awarded). */
  pointsAwarded: number;
}
