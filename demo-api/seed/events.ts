/**
 * The society's programme from April 2026 to November 2027, as the events area and the dashboard
 * see it: the two national congresses a year (numbered on from the notices' 第92回・第93回) with
 * parallel sessions and luncheon seminars, branch training sessions, brush-up seminars with a
 * timetable of courses and sessions, hands-on and practical seminars, and web courses. Each event
 * names its application window, capacity and fees. Participations link members to events.
 * Dates are Japan dates (YYYY-MM-DD); timestamps carry +09:00. Around it: seed/eventProgramme.ts.
 */
import type { EventCategory, EventSummary, RelatedSite } from '../../src/api/events';
import {
  brushupSections,
  eventSub1Categories,
  eventSub2Categories,
  luncheonSeminarsOf,
  type LuncheonSeminar,
  type ProgrammeSection,
} from './eventProgramme';

export const eventCategories: readonly EventCategory[] = [
  { id: 1, name: '学術集会' },
  { id: 2, name: '支部研修会' },
  { id: 3, name: 'セミナー' },
  { id: 4, name: 'Web講習会' },
];

/** A section of an event: a congress session, a brush-up course (base) or one of its sessions. */
export type EventSection = ProgrammeSection;

/** What the event calls work out for the member rather than store. */
type DerivedEventField =
  | 'sub1Category'
  | 'sub2Category'
  | 'seatsLeft'
  | 'isFull'
  | 'accepting'
  | 'hasLuncheonSeminars'
  | 'appliedParticipantIds'
  | 'pointCategory';

/** An event as the society keeps it: the answer less what the calls work out (seats left …). */
export interface SocietyEvent extends Omit<EventSummary, DerivedEventField> {
  /** Seats held by members outside the demo accounts. */
  takenSeats: number;
  sections: EventSection[];
  luncheonSeminars: LuncheonSeminar[];
  relatedSites: RelatedSite[];
}

/** 申込済み → 参加確定 once paid (or free); キャンセル by the member or the office. */
export const PARTICIPANT_STATUS = { applied: 1, confirmed: 2, cancelled: 3 } as const;
export type ParticipantStatus = (typeof PARTICIPANT_STATUS)[keyof typeof PARTICIPANT_STATUS];

export type ParticipationType = '一般参加' | '演者' | '座長' | '受講';

export interface EventParticipant {
  id: number;
  memberId: number;
  eventId: number;
  participationType: ParticipationType;
  /** Only キャンセル is stored for good; 申込済み/参加確定 follow the payment (calls/events.ts). */
  status: ParticipantStatus;
  /** What the member pays (or paid), in yen, tax included. */
  fee: number;
  /** The brush-up course (base section) applied for; null for other events. */
  parentSectionId: number | null;
  /** The brush-up sessions chosen (children of the base). */
  sectionIds: number[];
  /** The congress's luncheon seminars chosen, at most one a day. */
  luncheonSeminarIds: number[];
  appliedAt: string;
}

// ---- Events ------------------------------------------------------------------------------------

const category = (
  sub2CategoryId: number,
): Pick<SocietyEvent, 'categoryId' | 'category' | 'sub1CategoryId' | 'sub2CategoryId'> => {
  const sub2 = eventSub2Categories.find((candidate) => candidate.id === sub2CategoryId);
  const sub1 = eventSub1Categories.find((candidate) => candidate.id === sub2?.sub1CategoryId);
  const found = eventCategories.find((candidate) => candidate.id === sub1?.categoryId);
  if (!sub2 || !sub1 || !found) throw new Error(`unknown event category ${sub2CategoryId}`);
  return {
    categoryId: found.id,
    category: found.name,
    sub1CategoryId: sub1.id,
    sub2CategoryId: sub2.id,
  };
};

const ONLINE = { venue: 'オンライン（Zoomウェビナー）', prefectureId: null } as const;

type SessionRow = readonly [title: string, start: string, end: string, room: string];

/** Each congress day's parallel sessions (luncheon seminars are listed on their own). */
const CONGRESS_DAYS: readonly (readonly SessionRow[])[] = [
  [
    ['開会式', '09:00', '09:15', '第1会場'],
    ['特別講演「消化器内視鏡技師のこれから」', '09:15', '10:15', '第1会場'],
    ['シンポジウム1「内視鏡室の感染対策」', '10:30', '12:00', '第1会場'],
    ['教育講演1「内視鏡機器の保守管理」', '10:30', '11:30', '第2会場'],
    ['一般演題（口演）1', '10:30', '12:00', '第3会場'],
    ['パネルディスカッション「タスクシフトと技師の役割」', '13:15', '14:45', '第1会場'],
    ['一般演題（口演）2', '13:15', '15:15', '第2会場'],
    ['ハンズオントレーニング（当日先着順）', '13:15', '15:15', '展示ホール'],
    ['技師認定制度説明会', '15:30', '16:30', '第1会場'],
  ],
  [
    ['教育講演2「上部消化管内視鏡の最新知見」', '09:00', '10:00', '第1会場'],
    ['一般演題（ポスター）', '09:00', '11:00', 'ポスター会場'],
    ['シンポジウム2「大腸がん検診と内視鏡」', '10:15', '11:45', '第1会場'],
    ['一般演題（口演）3', '10:15', '11:45', '第2会場'],
    ['ワークショップ「洗浄履歴管理のIT化」', '13:15', '14:45', '第1会場'],
    ['教育講演3「胆膵内視鏡と被ばく管理」', '13:15', '14:15', '第2会場'],
  ],
  [
    ['技師研修会（更新ポイント対象）', '09:00', '11:30', '第1会場'],
    ['一般演題（口演）4', '09:00', '11:00', '第2会場'],
    ['市民公開講座「内視鏡検査を受ける方へ」', '13:00', '14:30', '第1会場'],
  ],
];

interface Congress {
  id: number;
  no: number;
  venue: string;
  prefectureId: number;
  /** Two or three days. */
  dates: readonly string[];
  applicationStart: string;
  deadline: string;
  takenSeats: number;
  /** Luncheon seminars (1-based) whose seats are all taken. */
  fullLuncheons?: readonly number[];
}

const congressSites = (id: number, no: number): RelatedSite[] => [
  {
    id: id * 10 + 1,
    eventId: id,
    title: `第${no}回大会ホームページ`,
    url: `https://www.jgets.jp/congress/${no}/`,
  },
  {
    id: id * 10 + 2,
    eventId: id,
    title: 'プログラム・抄録集',
    url: `https://www.jgets.jp/congress/${no}/program/`,
  },
  {
    id: id * 10 + 3,
    eventId: id,
    title: '宿泊・交通のご案内',
    url: `https://www.jgets.jp/congress/${no}/access/`,
  },
];

/**
 * A national congress; section ids are the event id × 100 + day × 20 + row, the closing ceremony
 * ends the last day.
 */
function congress({ id, no, dates, fullLuncheons, ...rest }: Congress): SocietyEvent {
  const sections = dates.flatMap((date, day) => {
    const rows: SessionRow[] = [...(CONGRESS_DAYS[day] ?? [])];
    if (day === dates.length - 1) rows.push(['表彰式・閉会式', '15:00', '15:30', '第1会場']);
    return rows.map(([title, startTime, endTime, room], row): EventSection => ({
      id: id * 100 + day * 20 + row + 1,
      kind: 'session',
      parentId: null,
      title,
      lecturer: null,
      date,
      startTime,
      endTime,
      room,
      capacity: null,
      takenSeats: 0,
    }));
  });
  const first = dates[0]!;
  return {
    id,
    kind: 'congress',
    title: `第${no}回日本消化器内視鏡技師学会`,
    ...category(first.slice(5, 7) < '09' ? 111 : 112),
    organizer: '本部',
    startDate: first,
    endDate: dates.at(-1)!,
    openTime: '09:00',
    capacity: 3500,
    memberFee: 8000,
    nonMemberFee: 12000,
    points: 20,
    description:
      '全国の消化器内視鏡技師が集う学術集会です。特別講演・シンポジウム・一般演題のほか、各日の昼にランチョンセミナー（事前申込制・整理券）を行います。',
    sections,
    luncheonSeminars: luncheonSeminarsOf(id, dates, fullLuncheons),
    relatedSites: congressSites(id, no),
    ...rest,
  };
}

interface OneDay {
  id: number;
  title: string;
  sub2CategoryId: number;
  organizer?: string;
  venue: string;
  prefectureId: number | null;
  date: string;
  capacity: number;
  takenSeats: number;
  applicationStart: string;
  deadline: string;
  memberFee: number;
  nonMemberFee?: number | null;
  points: number;
  description?: string;
}

function oneDay({
  id,
  title,
  sub2CategoryId,
  date,
  organizer = '本部',
  description = '会員向けの研修です。受講により資格更新のポイントが付与されます。',
  ...rest
}: OneDay): SocietyEvent {
  return {
    id,
    kind: 'seminar',
    title,
    ...category(sub2CategoryId),
    organizer,
    startDate: date,
    endDate: date,
    openTime: '10:00',
    nonMemberFee: null,
    description,
    sections: [],
    luncheonSeminars: [],
    relatedSites: [],
    ...rest,
  };
}

interface Brushup extends Omit<OneDay, 'title' | 'sub2CategoryId' | 'capacity' | 'points'> {
  city: string;
  full?: Parameters<typeof brushupSections>[2];
}

/** A brush-up seminar: two courses (基礎・応用) a day, each with its timetable of sessions. */
function brushup({ id, city, date, full, ...rest }: Brushup): SocietyEvent {
  return {
    ...oneDay({
      id,
      title: `ブラッシュアップセミナー（${city}会場）`,
      sub2CategoryId: 311,
      date,
      capacity: 120,
      points: 12,
      ...rest,
    }),
    kind: 'brushup',
    openTime: '09:30',
    description:
      '認定更新を控えた技師向けの一日セミナーです。基礎コースか応用コースを選び、時間割から受講する講義・実習を選んでください（同じ時間帯の講座は一つまで）。',
    sections: brushupSections(id, date, full),
    relatedSites: [
      {
        id: id * 10 + 1,
        eventId: id,
        title: '会場へのアクセス',
        url: `https://www.jgets.jp/seminar/brushup/${id}/access/`,
      },
    ],
  };
}

export const events: readonly SocietyEvent[] = [
  congress({
    id: 101,
    no: 92,
    venue: '横浜・パシフィコ横浜 会議センター',
    prefectureId: 14,
    dates: ['2026-06-06', '2026-06-07'],
    applicationStart: '2026-04-15',
    deadline: '2026-05-29',
    takenSeats: 3120,
  }),
  brushup({
    id: 102,
    city: '札幌',
    venue: '札幌・大通研修ホール',
    prefectureId: 1,
    date: '2026-07-05',
    takenSeats: 96,
    applicationStart: '2026-05-19',
    deadline: '2026-06-26',
    memberFee: 6000,
  }),
  oneDay({
    id: 103,
    title: '第2回 内視鏡洗浄・消毒実践セミナー（広島会場）',
    sub2CategoryId: 321,
    venue: '広島・紙屋町メディカルホール',
    prefectureId: 34,
    date: '2026-09-26',
    capacity: 80,
    takenSeats: 74,
    applicationStart: '2026-08-05',
    deadline: '2026-09-18',
    memberFee: 5000,
    nonMemberFee: 10000,
    points: 10,
  }),
  oneDay({
    id: 104,
    title: '上部消化管内視鏡介助 ハンズオンセミナー（横浜会場）',
    sub2CategoryId: 331,
    venue: '横浜・みなとみらい研修センター',
    prefectureId: 14,
    date: '2026-10-18',
    capacity: 40,
    takenSeats: 39,
    applicationStart: '2026-09-11',
    deadline: '2026-10-09',
    memberFee: 8000,
    points: 10,
  }),
  congress({
    id: 105,
    no: 93,
    venue: '名古屋・名古屋国際会議場',
    prefectureId: 23,
    dates: ['2026-11-13', '2026-11-14'],
    applicationStart: '2026-09-02',
    deadline: '2026-11-06',
    takenSeats: 3280,
    fullLuncheons: [1],
  }),
  oneDay({
    id: 106,
    title: '関東支部 第38回支部研修会',
    sub2CategoryId: 211,
    organizer: '関東支部',
    venue: '東京・御茶ノ水ソラシティ カンファレンスセンター',
    prefectureId: 13,
    date: '2026-11-29',
    capacity: 200,
    takenSeats: 142,
    applicationStart: '2026-09-01',
    deadline: '2026-11-20',
    memberFee: 2000,
    nonMemberFee: 4000,
    points: 5,
  }),
  brushup({
    id: 107,
    city: '東京',
    venue: '東京・大手町サンスカイルーム',
    prefectureId: 13,
    date: '2026-12-06',
    takenSeats: 88,
    applicationStart: '2026-09-15',
    deadline: '2026-11-27',
    memberFee: 6000,
    full: { basic: [2], advanced: [2] },
  }),
  oneDay({
    id: 108,
    title: '感染対策Web講習会（ライブ配信）',
    sub2CategoryId: 411,
    ...ONLINE,
    date: '2026-12-13',
    capacity: 500,
    takenSeats: 311,
    applicationStart: '2026-10-27',
    deadline: '2026-12-10',
    memberFee: 3000,
    points: 5,
  }),
  oneDay({
    id: 109,
    title: '第12回 内視鏡症例検討会（Web開催）',
    sub2CategoryId: 412,
    ...ONLINE,
    date: '2026-12-19',
    capacity: 300,
    takenSeats: 187,
    applicationStart: '2026-10-15',
    deadline: '2026-12-16',
    memberFee: 1000,
    points: 3,
  }),
  oneDay({
    id: 110,
    title: '近畿支部 第36回支部研修会',
    sub2CategoryId: 221,
    organizer: '近畿支部',
    venue: '大阪・新梅田研修センター',
    prefectureId: 27,
    date: '2027-01-17',
    capacity: 150,
    takenSeats: 64,
    applicationStart: '2026-10-20',
    deadline: '2027-01-08',
    memberFee: 2000,
    nonMemberFee: 4000,
    points: 5,
  }),
  oneDay({
    id: 111,
    title: '第1回 内視鏡洗浄・消毒実践セミナー（東京会場）',
    sub2CategoryId: 321,
    venue: '東京・日本橋ライフサイエンスハブ',
    prefectureId: 13,
    date: '2027-01-23',
    capacity: 80,
    takenSeats: 51,
    applicationStart: '2026-10-23',
    deadline: '2027-01-15',
    memberFee: 5000,
    nonMemberFee: 10000,
    points: 10,
  }),
  oneDay({
    id: 112,
    title: '小児内視鏡介助セミナー（Web開催）',
    sub2CategoryId: 413,
    ...ONLINE,
    date: '2027-01-30',
    capacity: 300,
    takenSeats: 120,
    applicationStart: '2026-11-02',
    deadline: '2027-01-27',
    memberFee: 3000,
    points: 5,
  }),
  oneDay({
    id: 113,
    title: '関東支部 第39回支部研修会',
    sub2CategoryId: 211,
    organizer: '関東支部',
    venue: '横浜・はまぎんホール ヴィアマーレ',
    prefectureId: 14,
    date: '2027-02-14',
    capacity: 200,
    takenSeats: 58,
    applicationStart: '2026-11-01',
    deadline: '2027-02-05',
    memberFee: 2000,
    nonMemberFee: 4000,
    points: 5,
  }),
  oneDay({
    id: 114,
    title: '九州支部 第35回支部研修会',
    sub2CategoryId: 231,
    organizer: '九州支部',
    venue: '福岡・天神ビジネスセンター',
    prefectureId: 40,
    date: '2027-02-21',
    capacity: 150,
    // Filled within a week of opening.
    takenSeats: 150,
    applicationStart: '2026-11-16',
    deadline: '2027-02-12',
    memberFee: 2000,
    nonMemberFee: 4000,
    points: 5,
  }),
  oneDay({
    id: 115,
    title: '大腸内視鏡介助 ハンズオンセミナー（さいたま会場）',
    sub2CategoryId: 332,
    venue: 'さいたま・大宮ソニックシティ',
    prefectureId: 11,
    date: '2027-02-27',
    capacity: 40,
    // With 内視鏡 花子's seat, full.
    takenSeats: 39,
    applicationStart: '2026-11-01',
    deadline: '2027-02-19',
    memberFee: 8000,
    points: 10,
  }),
  oneDay({
    id: 116,
    title: '内視鏡機器管理・リプロセッシング研修会（東京会場）',
    sub2CategoryId: 322,
    venue: '東京・御茶ノ水ソラシティ カンファレンスセンター',
    prefectureId: 13,
    date: '2027-03-06',
    capacity: 60,
    takenSeats: 33,
    applicationStart: '2026-11-10',
    deadline: '2027-02-26',
    memberFee: 6000,
    points: 8,
  }),
  brushup({
    id: 117,
    city: '仙台',
    venue: '仙台・青葉通カンファレンスホール',
    prefectureId: 4,
    date: '2027-03-13',
    takenSeats: 41,
    applicationStart: '2026-11-01',
    deadline: '2027-03-05',
    memberFee: 6000,
    full: { basic: [2] },
  }),
  oneDay({
    id: 118,
    title: '内視鏡看護セミナー（Web開催）',
    sub2CategoryId: 413,
    ...ONLINE,
    date: '2027-03-20',
    capacity: 300,
    takenSeats: 96,
    applicationStart: '2026-11-01',
    deadline: '2027-03-17',
    memberFee: 3000,
    points: 5,
  }),
  oneDay({
    id: 119,
    title: 'ERCP・胆膵内視鏡介助セミナー（大阪会場）',
    sub2CategoryId: 333,
    venue: '大阪・新梅田研修センター',
    prefectureId: 27,
    date: '2027-04-18',
    capacity: 60,
    takenSeats: 22,
    applicationStart: '2026-11-01',
    deadline: '2027-04-09',
    memberFee: 8000,
    points: 10,
  }),
  oneDay({
    id: 120,
    title: '関東支部 第40回支部研修会',
    sub2CategoryId: 211,
    organizer: '関東支部',
    venue: '千葉・幕張メッセ国際会議場',
    prefectureId: 12,
    date: '2027-05-16',
    capacity: 200,
    takenSeats: 0,
    applicationStart: '2027-02-15',
    deadline: '2027-05-07',
    memberFee: 2000,
    nonMemberFee: 4000,
    points: 5,
  }),
  congress({
    id: 121,
    no: 94,
    venue: '京都・国立京都国際会館',
    prefectureId: 26,
    dates: ['2027-06-04', '2027-06-05', '2027-06-06'],
    // Early registration opens with the call for abstracts.
    applicationStart: '2026-11-01',
    deadline: '2027-05-28',
    takenSeats: 1240,
    fullLuncheons: [1, 5],
  }),
  congress({
    id: 122,
    no: 95,
    venue: '仙台・仙台国際センター',
    prefectureId: 4,
    dates: ['2027-11-12', '2027-11-13'],
    applicationStart: '2027-07-01',
    deadline: '2027-11-05',
    takenSeats: 0,
  }),
  brushup({
    id: 123,
    city: '大阪',
    venue: '大阪・中之島カンファレンスセンター',
    prefectureId: 27,
    date: '2027-01-24',
    takenSeats: 35,
    applicationStart: '2026-11-01',
    deadline: '2027-01-15',
    memberFee: 6000,
    full: { basic: [4], advanced: [3] },
  }),
  // Today on the test layers' calendar (2026-11-22): staff check members in at its door.
  oneDay({
    id: 124,
    title: '関東支部 ハンズオン研修会「内視鏡の洗浄・消毒」',
    sub2CategoryId: 211,
    organizer: '関東支部',
    venue: '東京・日本橋ライフサイエンスビル',
    prefectureId: 13,
    date: '2026-11-22',
    capacity: 60,
    takenSeats: 51,
    applicationStart: '2026-10-01',
    deadline: '2026-11-13',
    memberFee: 0,
    points: 3,
    description: '会員は参加無料です。当日は受講票または会員証のQRコードを受付でご提示ください。',
  }),
  // The same day, paid: demo-venue applied and has not paid, so the door says 未払い and the
  // points wait for the fee. Its long name is the door's longest (the 360 px layout check).
  oneDay({
    id: 125,
    title:
      '下部消化管内視鏡介助 実技セミナー 〜大腸内視鏡検査・治療における介助と安全管理の実際〜（東京・日本橋会場）',
    sub2CategoryId: 332,
    venue: '東京・日本橋ライフサイエンスビル 5階 大会議室',
    prefectureId: 13,
    date: '2026-11-22',
    capacity: 40,
    takenSeats: 33,
    applicationStart: '2026-10-01',
    deadline: '2026-11-13',
    memberFee: 4000,
    nonMemberFee: 8000,
    points: 5,
  }),
  // Behind us: demo-member lectured (the 講師 row of her history) and demo-venue attended, both
  // checked in at the door (`eventAttendances`), so each has a 受講証明書 to download.
  oneDay({
    id: 126,
    title: '関東支部セミナー「感染対策アップデート2026」',
    sub2CategoryId: 211,
    organizer: '関東支部',
    venue: '東京・御茶ノ水ソラシティ カンファレンスセンター',
    prefectureId: 13,
    date: '2026-09-12',
    capacity: 120,
    takenSeats: 96,
    applicationStart: '2026-07-01',
    deadline: '2026-09-04',
    memberFee: 0,
    points: 2,
    description: '関東支部の会員は参加無料です。',
  }),
];

// ---- Participations ----------------------------------------------------------------------------

const { applied, confirmed, cancelled } = PARTICIPANT_STATUS;

interface Choices {
  parentSectionId?: number;
  sectionIds?: number[];
  luncheonSeminarIds?: number[];
}

function participation(
  id: number,
  memberId: number,
  eventId: number,
  participationType: ParticipationType,
  status: ParticipantStatus,
  appliedAt: string,
  { parentSectionId, sectionIds = [], luncheonSeminarIds = [] }: Choices = {},
): EventParticipant {
  const event = events.find((candidate) => candidate.id === eventId);
  if (!event) throw new Error(`unknown event ${eventId}`);
  return {
    id,
    memberId,
    eventId,
    participationType,
    status,
    fee: event.memberFee,
    parentSectionId: parentSectionId ?? null,
    sectionIds,
    luncheonSeminarIds,
    appliedAt: `${appliedAt}+09:00`,
  };
}

/**
 * demo-member (内視鏡 花子) is an active member of the Kanto branch: four events behind her this
 * fiscal year, eleven ahead (one more cancelled). The confirmed ones are paid (seed/eventPayments.ts),
 * the others await payment. demo-temp has none: the admission fee comes first.
 */
export const eventParticipants: readonly EventParticipant[] = [
  participation(5001, 1, 101, '一般参加', confirmed, '2026-04-20T21:14:03', {
    luncheonSeminarIds: [10181],
  }),
  participation(5002, 1, 104, '受講', confirmed, '2026-09-12T07:45:51'),
  participation(5003, 1, 105, '演者', confirmed, '2026-09-03T12:02:36', {
    luncheonSeminarIds: [10582, 10585],
  }),
  participation(5004, 1, 106, '一般参加', confirmed, '2026-09-18T22:31:09'),
  participation(5005, 1, 107, '受講', confirmed, '2026-09-15T10:00:42', {
    parentSectionId: 10751,
    sectionIds: [10752, 10754, 10756, 10758],
  }),
  participation(5006, 1, 108, '受講', confirmed, '2026-10-28T19:26:17'),
  participation(5007, 1, 109, '一般参加', applied, '2026-11-03T08:12:55'),
  participation(5008, 1, 111, '受講', applied, '2026-10-23T10:03:28'),
  participation(5009, 1, 112, '受講', applied, '2026-11-05T23:40:11'),
  participation(5010, 1, 113, '座長', applied, '2026-11-02T09:15:00'),
  participation(5011, 1, 115, '受講', applied, '2026-11-01T10:00:07'),
  participation(5012, 1, 116, '受講', applied, '2026-11-10T12:48:33'),
  participation(5013, 1, 117, '受講', cancelled, '2026-11-01T10:01:19', {
    parentSectionId: 11751,
    sectionIds: [11752, 11754],
  }),
  participation(5014, 1, 118, '受講', applied, '2026-11-08T20:05:46'),
  participation(5015, 1, 119, '受講', applied, '2026-11-14T18:22:04'),
  // demo-venue (佐野 由美): today's hands-on (free, so 参加確定), the Kanto training next week,
  // the autumn congress, over (her slips for another event and an expired one), and today's paid
  // seminar, unpaid (the door's 未払い).
  participation(5021, 8, 124, '受講', confirmed, '2026-10-05T21:03:44'),
  participation(5022, 8, 106, '一般参加', applied, '2026-10-20T12:41:09'),
  participation(5023, 8, 105, '一般参加', confirmed, '2026-09-30T08:15:27'),
  participation(5024, 8, 125, '受講', applied, '2026-10-12T20:17:38'),
  // The Kanto seminar of September, attended: demo-member as its lecturer, demo-venue.
  participation(5016, 1, 126, '演者', confirmed, '2026-07-02T09:30:12'),
  participation(5025, 8, 126, '受講', confirmed, '2026-07-15T21:08:40'),
];

/** A check-in at the door of a past event, as calls/checkIn.ts records one. */
export interface SeededAttendance {
  participantId: number;
  day: string;
  checkedInAt: string;
  checkedInBy: string;
}

/** The past events' check-ins; their points are in seed/points.ts under the same participation. */
export const eventAttendances: readonly SeededAttendance[] = [
  {
    participantId: 5016,
    day: '2026-09-12',
    checkedInAt: '2026-09-12T09:12:05+09:00',
    checkedInBy: '事務局 二郎',
  },
  {
    participantId: 5025,
    day: '2026-09-12',
    checkedInAt: '2026-09-12T09:41:37+09:00',
    checkedInBy: '事務局 二郎',
  },
];
