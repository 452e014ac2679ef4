/**
 * What the events area shows around an event (seed/events.ts): the category tree (category →
 * sub1 → sub2), the participation fee table per member type, brush-up seminar timetables (a base
 * section per course, its time-slot sessions in rooms), the congresses' luncheon seminars
 * (sponsored, with their own capacity). `takenSeats` is what members outside
 * the demo accounts hold already; the demo API adds the store's own participants on top.
 */
import type {
  EventSub1Category,
  EventSub2Category,
  LuncheonSeminar as WireLuncheonSeminar,
  Section,
} from '../../src/api/events';

export const eventSub1Categories: readonly EventSub1Category[] = [
  { id: 11, categoryId: 1, name: '日本消化器内視鏡技師学会' },
  { id: 21, categoryId: 2, name: '関東支部' },
  { id: 22, categoryId: 2, name: '近畿支部' },
  { id: 23, categoryId: 2, name: '九州支部' },
  { id: 31, categoryId: 3, name: 'ブラッシュアップセミナー' },
  { id: 32, categoryId: 3, name: '実践セミナー' },
  { id: 33, categoryId: 3, name: 'ハンズオンセミナー' },
  { id: 41, categoryId: 4, name: 'ライブ配信講習会' },
];

export const eventSub2Categories: readonly EventSub2Category[] = [
  { id: 111, sub1CategoryId: 11, name: '春季大会' },
  { id: 112, sub1CategoryId: 11, name: '秋季大会' },
  { id: 211, sub1CategoryId: 21, name: '定例研修会' },
  { id: 221, sub1CategoryId: 22, name: '定例研修会' },
  { id: 231, sub1CategoryId: 23, name: '定例研修会' },
  { id: 311, sub1CategoryId: 31, name: '認定更新対策' },
  { id: 321, sub1CategoryId: 32, name: '洗浄・消毒' },
  { id: 322, sub1CategoryId: 32, name: '機器管理' },
  { id: 331, sub1CategoryId: 33, name: '上部消化管' },
  { id: 332, sub1CategoryId: 33, name: '下部消化管' },
  { id: 333, sub1CategoryId: 33, name: '胆膵' },
  { id: 411, sub1CategoryId: 41, name: '感染対策' },
  { id: 412, sub1CategoryId: 41, name: '症例検討' },
  { id: 413, sub1CategoryId: 41, name: '看護・介助' },
];

// ---- Fees ---------------------------------------------------------------------------------------

/** Member types a fee table distinguishes; every demo account is a 正会員. */
export type FeeMemberType = '正会員' | '学生会員' | '賛助会員' | '非会員';

/** Event fees are taxable (10%), quoted tax included. */
export const EVENT_TAX_RATE = 0.1;

/**
 * The fee table of an event: 正会員 and 賛助会員 pay the member fee, 学生会員 half of it (rounded
 * down to 100 yen), 非会員 the non-member fee where non-members are admitted.
 */
export function feeTable(
  memberFee: number,
  nonMemberFee: number | null,
): { memberType: FeeMemberType; amount: number }[] {
  return [
    { memberType: '正会員', amount: memberFee },
    { memberType: '学生会員', amount: Math.floor(memberFee / 2 / 100) * 100 },
    { memberType: '賛助会員', amount: memberFee },
    ...(nonMemberFee === null ? [] : [{ memberType: '非会員' as const, amount: nonMemberFee }]),
  ];
}

// ---- Brush-up seminars -------------------------------------------------------------------------

type SlotRow = readonly [
  title: string,
  lecturer: string,
  start: string,
  end: string,
  room: string,
  capacity: number,
];

interface Course {
  title: string;
  start: string;
  end: string;
  capacity: number;
  slots: readonly SlotRow[];
}

/** Two courses a day; lectures in the hall, practicals in small rooms, some at the same time. */
const BRUSHUP_COURSES: readonly Course[] = [
  {
    title: '基礎コース',
    start: '09:30',
    end: '15:50',
    capacity: 80,
    slots: [
      [
        '講義「内視鏡の構造と取り扱いの基本」',
        '消化器内視鏡技師 佐藤 恵子',
        '09:30',
        '10:30',
        'A会場',
        80,
      ],
      ['実習「スコープの用手洗浄」', '消化器内視鏡技師 鈴木 大輔', '09:30', '10:30', 'B会場', 20],
      ['講義「前処置と患者対応」', '看護師 高橋 由美', '10:40', '11:40', 'A会場', 80],
      ['実習「生検鉗子・スネアの介助」', '消化器内視鏡技師 田中 誠', '10:40', '12:10', 'C会場', 16],
      ['講義「鎮静と偶発症への備え」', '消化器内科医 伊藤 健', '13:00', '14:00', 'A会場', 80],
      ['実習「上部内視鏡の介助手順」', '消化器内視鏡技師 渡辺 真理', '13:00', '14:30', 'B会場', 20],
      ['講義「感染管理と記録」', '感染管理認定看護師 山本 香織', '14:50', '15:50', 'A会場', 80],
    ],
  },
  {
    title: '応用コース',
    start: '09:30',
    end: '16:00',
    capacity: 40,
    slots: [
      ['講義「ESD・EMRの介助と機器設定」', '消化器内科医 中村 亮', '09:30', '10:50', 'D会場', 40],
      ['実習「高周波装置の設定と安全管理」', '臨床工学技士 小林 剛', '11:00', '12:30', 'E会場', 12],
      [
        '実習「ERCPの介助と透視下の連携」',
        '消化器内視鏡技師 加藤 美穂',
        '11:00',
        '12:30',
        'F会場',
        12,
      ],
      ['講義「胆膵内視鏡の基礎知識」', '消化器内科医 吉田 隆', '13:30', '14:30', 'D会場', 40],
      ['症例検討「偶発症から学ぶ」', '消化器内視鏡技師 山口 さとみ', '14:40', '16:00', 'D会場', 40],
    ],
  },
];

/** A section as the society keeps it (the answer adds its event and the seats left). */
export interface ProgrammeSection extends Omit<Section, 'eventId' | 'seatsLeft' | 'isFull'> {
  takenSeats: number;
}

/**
 * A brush-up seminar's sections: base ids are event id × 100 + 51 (基礎) and + 61 (応用), their
 * sessions follow the base's id. `full` lists the session numbers (1-based, per course) already
 * taken up by other members.
 */
export function brushupSections(
  eventId: number,
  date: string,
  full: { basic?: readonly number[]; advanced?: readonly number[] } = {},
): ProgrammeSection[] {
  return BRUSHUP_COURSES.flatMap((course, index) => {
    const baseId = eventId * 100 + 51 + index * 10;
    const fullSlots = (index === 0 ? full.basic : full.advanced) ?? [];
    const base: ProgrammeSection = {
      id: baseId,
      kind: 'brushupBase',
      parentId: null,
      title: course.title,
      lecturer: null,
      date,
      startTime: course.start,
      endTime: course.end,
      room: index === 0 ? 'A会場ほか' : 'D会場ほか',
      capacity: course.capacity,
      takenSeats: Math.floor(course.capacity * 0.6),
    };
    const children = course.slots.map(
      ([title, lecturer, startTime, endTime, room, capacity], slot): ProgrammeSection => ({
        id: baseId + slot + 1,
        kind: 'brushupChild',
        parentId: baseId,
        title,
        lecturer,
        date,
        startTime,
        endTime,
        room,
        capacity,
        takenSeats: fullSlots.includes(slot + 1) ? capacity : Math.floor(capacity / 3),
      }),
    );
    return [base, ...children];
  });
}

// ---- Luncheon seminars ---------------------------------------------------------------------------

/** A luncheon seminar as the society keeps it (the answer has the seats left instead). */
export interface LuncheonSeminar extends Omit<WireLuncheonSeminar, 'seatsLeft' | 'isFull'> {
  takenSeats: number;
}

type LuncheonRow = readonly [title: string, speaker: string, chair: string, sponsor: string];

const LUNCHEON_ROWS: readonly LuncheonRow[] = [
  [
    '最新内視鏡システムと画像強調観察の実際',
    '東都医科大学 消化器内科 教授 森田 浩二',
    '関東中央病院 内視鏡室 技師長 大野 裕子',
    'オリオン光学株式会社',
  ],
  [
    '内視鏡洗浄消毒装置の選び方と運用のポイント',
    '西湘総合病院 臨床工学部 主任 岡本 達也',
    '千葉みなと病院 内視鏡センター 野村 千尋',
    'みなと医科器械株式会社',
  ],
  [
    '大腸内視鏡前処置の新しい選択肢',
    '浪速大学 消化器内科 講師 石井 直人',
    '名古屋北病院 内視鏡室 看護師長 坂本 由紀',
    '東邦ファーマ株式会社',
  ],
  [
    'ESD介助の安全管理とチーム医療',
    '北陸がんセンター 内視鏡科 部長 上田 修',
    '仙台青葉病院 内視鏡室 技師長 藤井 和也',
    'セントラル内視鏡株式会社',
  ],
  [
    '胆膵内視鏡における被ばく低減の工夫',
    '九州臨海大学 放射線部 技師長 松本 亜紀',
    '京都洛西病院 内視鏡センター 村上 敦',
    '富士見メディカルシステムズ株式会社',
  ],
  [
    '鎮静下内視鏡のモニタリングと看護',
    '東京湾岸医療センター 看護部 長谷川 梓',
    '横浜港北病院 内視鏡室 前田 裕之',
    '日本メディカルケミカル株式会社',
  ],
];

/**
 * Three luncheon seminars on each congress day (12:10–13:00), ids event id × 100 + 81 onwards.
 * `full` lists the seminar numbers (1-based over the congress) whose seats are all taken.
 */
export function luncheonSeminarsOf(
  eventId: number,
  dates: readonly string[],
  full: readonly number[] = [],
): LuncheonSeminar[] {
  return dates.flatMap((date, day) =>
    [0, 1, 2].map((slot): LuncheonSeminar => {
      const number = day * 3 + slot + 1;
      const [title, speaker, chair, sponsor] = LUNCHEON_ROWS[(number - 1) % LUNCHEON_ROWS.length]!;
      const capacity = slot === 0 ? 300 : 150;
      return {
        id: eventId * 100 + 80 + number,
        eventId,
        code: `LS${number}`,
        title,
        speaker,
        chair,
        sponsor,
        date,
        startTime: '12:10',
        endTime: '13:00',
        room: `第${slot + 4}会場`,
        capacity,
        takenSeats: full.includes(number) ? capacity : Math.floor(capacity * 0.7),
        description: `共催：${sponsor}。整理券制・お弁当付きです。開始10分後以降は整理券が無効になります。`,
      };
    }),
  );
}
