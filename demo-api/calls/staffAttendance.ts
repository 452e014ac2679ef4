/**
 * Attendance the door missed, entered by staff (事務局入力; beyond SPEC §7, staff with
 * contents_update, 読み書き and above), under the door's own rule (demo-api/attendance.ts):
 *
 * - GetListAttendanceEvent: the events whose first day has come, newest first, each with its days
 *   up to today.
 * - GetAttendanceParticipant `?eventId&memberNo`: whose participation the member number names at
 *   the event, with the days already recorded, so staff confirm the name before saving.
 * - RecordAttendance `{ participantId, day, reason }`: the participant attended on `day` (one of
 *   the event's days, not after today), recorded now, by the caller, with the reason. Once per
 *   participation and day: a second entry answers the day's record (`alreadyCheckedIn`), whether
 *   the door's or staff's, and stores nothing. A cancelled participation is refused; an unpaid one
 *   is attended with its fee due and its points wait for the payment, as at the door.
 */
import type {
  AttendanceEvent,
  AttendanceParticipant,
  AttendanceRecordRequest,
  AttendanceRecordResult,
  RecordedAttendance,
} from '../../src/api/checkIn';
import { toHalfWidthAscii } from '../../src/validation/normalize';
import { bodyOf, intParam, MAX_RESULT_COUNT, ok, queryParam } from '../abp';
import type { Account } from '../accounts';
import { eventDays } from '../admission';
import { dayOf, FieldChecks } from '../applications';
import { eventOf, participantOf, recordAttendance, refusal } from '../attendance';
import { memberOf } from '../callers';
import { nowInJapan, todayInJapan } from '../clock';
import { defineCall } from '../defineCall';
import { textMessage } from '../freeText';
import { PARTICIPANT_STATUS, type SocietyEvent } from '../seed/events';
import { demoStore, type StoredAttendance } from '../store';
import { memberWithNo } from './common';
import { feeDueOf } from './eventRules';

/** The event's days that have come, by the demo calendar. */
const daysSoFar = (event: SocietyEvent, today = todayInJapan()) =>
  eventDays(event).filter((day) => day <= today);

function attendanceEvents(): AttendanceEvent[] {
  return demoStore.events
    .filter((event) => daysSoFar(event).length > 0)
    .toSorted((a, b) => b.startDate.localeCompare(a.startDate) || b.id - a.id)
    .slice(0, MAX_RESULT_COUNT)
    .map((event) => ({
      id: event.id,
      title: event.title,
      venue: event.venue,
      days: daysSoFar(event),
    }));
}

const recorded = (item: StoredAttendance): RecordedAttendance => ({
  participantId: item.participantId,
  day: item.day,
  checkedInAt: item.checkedInAt,
  source: item.source,
  recordedBy: item.checkedInBy,
});

function attendanceParticipant(query: URLSearchParams): AttendanceParticipant {
  const eventId = intParam(query, 'eventId');
  const memberNo = toHalfWidthAscii(queryParam(query, 'memberNo') ?? '').trim();
  const event = eventOf(eventId);
  if (!event || daysSoFar(event).length === 0) {
    throw refusal('学会・セミナーが見つかりません。', 'eventId');
  }
  if (!memberNo) throw refusal('会員番号を入力してください。', 'memberNo');
  const member = memberWithNo(memberNo);
  if (!member) throw refusal(`会員番号 ${memberNo} の会員が見つかりません。`, 'memberNo');
  const participant = demoStore.participants.find(
    (item) => item.eventId === event.id && item.memberId === member.id,
  );
  if (!participant) {
    throw refusal(`${member.name}さんのこの学会・セミナーへの参加申込はありません。`, 'memberNo');
  }
  if (participant.status === PARTICIPANT_STATUS.cancelled) {
    throw refusal('この参加申込はキャンセルされています。', 'memberNo');
  }
  return {
    participantId: participant.id,
    memberNo: member.memberNo,
    name: member.name,
    participationType: participant.participationType,
    paymentDue: feeDueOf(participant),
    attendances: demoStore.attendances
      .filter((item) => item.participantId === participant.id)
      .map(recorded),
  };
}

/** The body's fields, every problem named at once (ABP's 400). */
function recordBody(body: unknown): AttendanceRecordRequest {
  const input = bodyOf(body);
  const checks = new FieldChecks();
  checks.add(
    'participantId',
    Number.isInteger(input.participantId) ? null : '参加者を指定してください。',
  );
  const day = dayOf(input.day);
  checks.add('day', day ? null : '出席日をYYYY-MM-DDで指定してください。');
  checks.add('reason', textMessage(input.reason, { required: true, label: '登録の理由' }));
  checks.throwIfAny();
  return {
    participantId: input.participantId as number,
    day: day ?? '',
    reason: String(input.reason).trim(),
  };
}

function recordStaffAttendance(account: Account, body: unknown): AttendanceRecordResult {
  const { participantId, day, reason } = recordBody(body);
  const participant = participantOf(participantId);
  const event = eventOf(participant.eventId);
  const member = demoStore.members.find((item) => item.id === participant.memberId);
  if (!event || !member) throw refusal('参加申込が見つかりません。', 'participantId');
  if (day > todayInJapan()) throw refusal('まだ来ていない日の出席は登録できません。', 'day');
  if (!eventDays(event).includes(day)) {
    throw refusal('この学会・セミナーの開催日ではありません。', 'day');
  }
  const { result, attendance } = recordAttendance(
    { participant, member, event },
    {
      day,
      checkedInAt: nowInJapan(),
      checkedInBy: memberOf(account).name,
      payAtDoor: false,
      source: 'staff',
      reason,
    },
    'participantId',
  );
  return { ...result, source: attendance.source, recordedBy: attendance.checkedInBy };
}

export const staffAttendanceCalls = [
  defineCall('GetListAttendanceEvent', () => ok(attendanceEvents())),

  defineCall('GetAttendanceParticipant', ({ query }) => ok(attendanceParticipant(query))),

  defineCall('RecordAttendance', ({ account, body }) => ok(recordStaffAttendance(account, body))),
];
