/**
 * The society's programme from April 2026 to November 2027, as the events area and the dashboard
 * see it: the two national congresses a year (numbered on from the notices' 第92回・第93回), branch
 * training sessions, brush-up and hands-on seminars, and web courses. Each event names its
 * application window; congresses have sessions. Participations link members to events.
 * Dates are Japan dates (YYYY-MM-DD); timestamps carry +09:00.
 */

export interface EventCategory {
  id: number;
  name: string;
}

export const eventCategories: readonly EventCategory[] = [
  { id: 1, name: '学術集会' },
  { id: 2, name: '支部研修会' },
  { id: 3, name: 'セミナー' },
  { id: 4, name: 'Web講習会' },
];

/** A session of a congress, applied for separately when it has its own capacity. */
export interface EventSection {
  id: number;
  title: string;
  date: string;
  /** HH:mm */
  startTime: string;
  endTime: string;
  room: string;
  /** null: no separate application, any participant may attend. */
  capacity: number | null;
}

export interface SocietyEvent {
  id: number;
  title: string;
  categoryId: number;
  category: string;
  /** 本部 or the branch holding it. */
  organizer: string;
  /** City and hall, or オンライン. */
  venue: string;
  /** null for online events. */
  prefectureId: number | null;
  startDate: string;
  endDate: string;
  capacity: number;
  /** First and last day applications are accepted. */
  applicationStart: string;
  deadline: string;
  memberFee: number;
  nonMemberFee: number | null;
  /** Units toward the qualification renewal. */
  points: number;
  sections: EventSection[];
}

/** 申込済み → 参加確定 once paid and accepted; キャンセル by the member or the office. */
export const PARTICIPANT_STATUS = { applied: 1, confirmed: 2, cancelled: 3 } as const;
export type ParticipantStatus = (typeof PARTICIPANT_STATUS)[keyof typeof PARTICIPANT_STATUS];

export type ParticipationType = '一般参加' | '演者' | '座長' | '受講';

export interface EventParticipant {
  id: number;
  memberId: number;
  eventId: number;
  participationType: ParticipationType;
  status: ParticipantStatus;
  /** What the member pays (or paid), in yen. */
  fee: number;
  /** Sessions of a congress the member applied for or presents in. */
  sectionIds: number[];
  appliedAt: string;
}

// ---- Events ------------------------------------------------------------------------------------

const category = (id: number): Pick<SocietyEvent, 'categoryId' | 'category'> => {
  const found = eventCategories.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`unknown event category ${id}`);
  return { categoryId: found.id, category: found.name };
};

const ONLINE = { venue: 'オンライン（Zoomウェビナー）', prefectureId: null } as const;

type SessionRow = readonly [
  title: string,
  start: string,
  end: string,
  room: string,
  capacity: number | null,
];

/** Each congress day's timetable; the luncheon and hands-on sessions take applications. */
const CONGRESS_DAYS: readonly (readonly SessionRow[])[] = [
  [
    ['特別講演', '09:30', '10:30', '第1会場', null],
    ['シンポジウム', '10:45', '12:15', '第1会場', null],
    ['ランチョンセミナー', '12:30', '13:20', '第2会場', 200],
    ['一般演題（口演）', '13:40', '16:30', '第3会場', null],
    ['ハンズオントレーニング', '14:00', '16:00', '展示ホール', 40],
  ],
  [
    ['教育講演', '09:00', '10:00', '第1会場', null],
    ['パネルディスカッション', '10:15', '11:45', '第1会場', null],
    ['ランチョンセミナー', '12:00', '12:50', '第2会場', 200],
    ['一般演題（ポスター）', '13:10', '15:00', 'ポスター会場', null],
  ],
];

interface Congress {
  id: number;
  no: number;
  venue: string;
  prefectureId: number;
  /** The two days. */
  dates: readonly [string, string];
  applicationStart: string;
  deadline: string;
}

/** A national congress of two days; section ids are the event id × 100 + day × 10 + row. */
function congress({ id, no, dates, ...rest }: Congress): SocietyEvent {
  const sections = dates.flatMap((date, day) =>
    (CONGRESS_DAYS[day] ?? []).map(
      ([title, startTime, endTime, room, capacity], row): EventSection => ({
        id: id * 100 + day * 10 + row + 1,
        title,
        date,
        startTime,
        endTime,
        room,
        capacity,
      }),
    ),
  );
  return {
    id,
    title: `第${no}回日本消化器内視鏡技師学会`,
    ...category(1),
    organizer: '本部',
    startDate: dates[0],
    endDate: dates[1],
    capacity: 3500,
    memberFee: 8000,
    nonMemberFee: 12000,
    points: 20,
    sections,
    ...rest,
  };
}

interface OneDay {
  id: number;
  title: string;
  categoryId: number;
  organizer?: string;
  venue: string;
  prefectureId: number | null;
  date: string;
  capacity: number;
  applicationStart: string;
  deadline: string;
  memberFee: number;
  nonMemberFee?: number | null;
  points: number;
}

function oneDay({
  id,
  title,
  categoryId,
  date,
  organizer = '本部',
  ...rest
}: OneDay): SocietyEvent {
  return {
    id,
    title,
    ...category(categoryId),
    organizer,
    startDate: date,
    endDate: date,
    nonMemberFee: null,
    sections: [],
    ...rest,
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
  }),
  oneDay({
    id: 102,
    title: 'ブラッシュアップセミナー（札幌会場）',
    categoryId: 3,
    venue: '札幌・大通研修ホール',
    prefectureId: 1,
    date: '2026-07-05',
    capacity: 120,
    applicationStart: '2026-05-19',
    deadline: '2026-06-26',
    memberFee: 6000,
    points: 12,
  }),
  oneDay({
    id: 103,
    title: '第2回 内視鏡洗浄・消毒実践セミナー（広島会場）',
    categoryId: 3,
    venue: '広島・紙屋町メディカルホール',
    prefectureId: 34,
    date: '2026-09-26',
    capacity: 80,
    applicationStart: '2026-08-05',
    deadline: '2026-09-18',
    memberFee: 5000,
    nonMemberFee: 10000,
    points: 10,
  }),
  oneDay({
    id: 104,
    title: '上部消化管内視鏡介助 ハンズオンセミナー（横浜会場）',
    categoryId: 3,
    venue: '横浜・みなとみらい研修センター',
    prefectureId: 14,
    date: '2026-10-18',
    capacity: 40,
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
  }),
  oneDay({
    id: 106,
    title: '関東支部 第38回支部研修会',
    categoryId: 2,
    organizer: '関東支部',
    venue: '東京・御茶ノ水ソラシティ カンファレンスセンター',
    prefectureId: 13,
    date: '2026-11-29',
    capacity: 200,
    applicationStart: '2026-09-01',
    deadline: '2026-11-20',
    memberFee: 2000,
    nonMemberFee: 4000,
    points: 5,
  }),
  oneDay({
    id: 107,
    title: 'ブラッシュアップセミナー（東京会場）',
    categoryId: 3,
    venue: '東京・大手町サンスカイルーム',
    prefectureId: 13,
    date: '2026-12-06',
    capacity: 120,
    applicationStart: '2026-09-15',
    deadline: '2026-11-27',
    memberFee: 6000,
    points: 12,
  }),
  oneDay({
    id: 108,
    title: '感染対策Web講習会（ライブ配信）',
    categoryId: 4,
    ...ONLINE,
    date: '2026-12-13',
    capacity: 500,
    applicationStart: '2026-10-27',
    deadline: '2026-12-10',
    memberFee: 3000,
    points: 5,
  }),
  oneDay({
    id: 109,
    title: '第12回 内視鏡症例検討会（Web開催）',
    categoryId: 4,
    ...ONLINE,
    date: '2026-12-19',
    capacity: 300,
    applicationStart: '2026-10-15',
    deadline: '2026-12-16',
    memberFee: 1000,
    points: 3,
  }),
  oneDay({
    id: 110,
    title: '近畿支部 第36回支部研修会',
    categoryId: 2,
    organizer: '近畿支部',
    venue: '大阪・新梅田研修センター',
    prefectureId: 27,
    date: '2027-01-17',
    capacity: 150,
    applicationStart: '2026-10-20',
    deadline: '2027-01-08',
    memberFee: 2000,
    nonMemberFee: 4000,
    points: 5,
  }),
  oneDay({
    id: 111,
    title: '第1回 内視鏡洗浄・消毒実践セミナー（東京会場）',
    categoryId: 3,
    venue: '東京・日本橋ライフサイエンスハブ',
    prefectureId: 13,
    date: '2027-01-23',
    capacity: 80,
    applicationStart: '2026-10-23',
    deadline: '2027-01-15',
    memberFee: 5000,
    nonMemberFee: 10000,
    points: 10,
  }),
  oneDay({
    id: 112,
    title: '小児内視鏡介助セミナー（Web開催）',
    categoryId: 4,
    ...ONLINE,
    date: '2027-01-30',
    capacity: 300,
    applicationStart: '2026-11-02',
    deadline: '2027-01-27',
    memberFee: 3000,
    points: 5,
  }),
  oneDay({
    id: 113,
    title: '関東支部 第39回支部研修会',
    categoryId: 2,
    organizer: '関東支部',
    venue: '横浜・はまぎんホール ヴィアマーレ',
    prefectureId: 14,
    date: '2027-02-14',
    capacity: 200,
    applicationStart: '2026-11-01',
    deadline: '2027-02-05',
    memberFee: 2000,
    nonMemberFee: 4000,
    points: 5,
  }),
  oneDay({
    id: 114,
    title: '九州支部 第35回支部研修会',
    categoryId: 2,
    organizer: '九州支部',
    venue: '福岡・天神ビジネスセンター',
    prefectureId: 40,
    date: '2027-02-21',
    capacity: 150,
    applicationStart: '2026-11-16',
    deadline: '2027-02-12',
    memberFee: 2000,
    nonMemberFee: 4000,
    points: 5,
  }),
  oneDay({
    id: 115,
    title: '大腸内視鏡介助 ハンズオンセミナー（さいたま会場）',
    categoryId: 3,
    venue: 'さいたま・大宮ソニックシティ',
    prefectureId: 11,
    date: '2027-02-27',
    capacity: 40,
    applicationStart: '2026-11-01',
    deadline: '2027-02-19',
    memberFee: 8000,
    points: 10,
  }),
  oneDay({
    id: 116,
    title: '内視鏡機器管理・リプロセッシング研修会（東京会場）',
    categoryId: 3,
    venue: '東京・御茶ノ水ソラシティ カンファレンスセンター',
    prefectureId: 13,
    date: '2027-03-06',
    capacity: 60,
    applicationStart: '2026-11-10',
    deadline: '2027-02-26',
    memberFee: 6000,
    points: 8,
  }),
  oneDay({
    id: 117,
    title: 'ブラッシュアップセミナー（仙台会場）',
    categoryId: 3,
    venue: '仙台・青葉通カンファレンスホール',
    prefectureId: 4,
    date: '2027-03-13',
    capacity: 120,
    applicationStart: '2026-11-01',
    deadline: '2027-03-05',
    memberFee: 6000,
    points: 12,
  }),
  oneDay({
    id: 118,
    title: '内視鏡看護セミナー（Web開催）',
    categoryId: 4,
    ...ONLINE,
    date: '2027-03-20',
    capacity: 300,
    applicationStart: '2026-11-01',
    deadline: '2027-03-17',
    memberFee: 3000,
    points: 5,
  }),
  oneDay({
    id: 119,
    title: 'ERCP・胆膵内視鏡介助セミナー（大阪会場）',
    categoryId: 3,
    venue: '大阪・新梅田研修センター',
    prefectureId: 27,
    date: '2027-04-18',
    capacity: 60,
    applicationStart: '2026-11-01',
    deadline: '2027-04-09',
    memberFee: 8000,
    points: 10,
  }),
  oneDay({
    id: 120,
    title: '関東支部 第40回支部研修会',
    categoryId: 2,
    organizer: '関東支部',
    venue: '千葉・幕張メッセ国際会議場',
    prefectureId: 12,
    date: '2027-05-16',
    capacity: 200,
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
    dates: ['2027-06-05', '2027-06-06'],
    applicationStart: '2027-01-15',
    deadline: '2027-05-28',
  }),
  congress({
    id: 122,
    no: 95,
    venue: '仙台・仙台国際センター',
    prefectureId: 4,
    dates: ['2027-11-12', '2027-11-13'],
    applicationStart: '2027-07-01',
    deadline: '2027-11-05',
  }),
];

// ---- Participations ----------------------------------------------------------------------------

const { applied, confirmed, cancelled } = PARTICIPANT_STATUS;

function participation(
  id: number,
  memberId: number,
  eventId: number,
  participationType: ParticipationType,
  status: ParticipantStatus,
  appliedAt: string,
  sectionIds: number[] = [],
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
    sectionIds,
    appliedAt: `${appliedAt}+09:00`,
  };
}

/**
 * demo-member (内視鏡 花子) is an active member of the Kanto branch: three events behind her this
 * fiscal year, eleven ahead (one more cancelled). demo-temp has none: the admission fee comes first.
 */
export const eventParticipants: readonly EventParticipant[] = [
  participation(5001, 1, 101, '一般参加', confirmed, '2026-04-20T21:14:03', [10103]),
  participation(5002, 1, 104, '受講', confirmed, '2026-09-12T07:45:51'),
  participation(5003, 1, 105, '演者', confirmed, '2026-09-03T12:02:36', [10504, 10514]),
  participation(5004, 1, 106, '一般参加', confirmed, '2026-09-18T22:31:09'),
  participation(5005, 1, 107, '受講', confirmed, '2026-09-15T10:00:42'),
  participation(5006, 1, 108, '受講', confirmed, '2026-10-28T19:26:17'),
  participation(5007, 1, 109, '一般参加', applied, '2026-11-03T08:12:55'),
  participation(5008, 1, 111, '受講', applied, '2026-10-23T10:03:28'),
  participation(5009, 1, 112, '受講', applied, '2026-11-05T23:40:11'),
  participation(5010, 1, 113, '座長', applied, '2026-11-02T09:15:00'),
  participation(5011, 1, 115, '受講', applied, '2026-11-01T10:00:07'),
  participation(5012, 1, 116, '受講', applied, '2026-11-10T12:48:33'),
  participation(5013, 1, 117, '受講', cancelled, '2026-11-01T10:01:19'),
  participation(5014, 1, 118, '受講', applied, '2026-11-08T20:05:46'),
  participation(5015, 1, 119, '受講', applied, '2026-11-14T18:22:04'),
];
