/**
 * Participation history with points (受講履歴ポイント) and the qualification it renews.
 *
 * The society's 消化器内視鏡技師 qualification is valid for five years and is renewed with points
 * earned in those five years: 50 in all, at least 20 of them from 学術集会 (the technicians'
 * congress, held every spring and autumn). demo-member's qualification runs to 2027-03-31, so her
 * points count from 2022-04-01; she has 57 points but only 16 from 学術集会 (two congresses), so
 * the renewal page has something to say. Three rows of FY2021 belong to the previous period.
 */

export const POINT_CATEGORIES = [
  '学術集会',
  '支部セミナー',
  'ブラッシュアップセミナー',
  'e-learning',
  '発表・論文',
] as const;
export type PointCategory = (typeof POINT_CATEGORIES)[number];

/** How the points were earned (単位区分). */
export type UnitType = '参加' | '受講' | '講師' | '発表' | '論文';

export interface ParticipationHistory {
  id: number;
  memberId: number;
  /** YYYY-MM-DD (Japan). */
  participatedOn: string;
  eventName: string;
  category: PointCategory;
  unitType: UnitType;
  points: number;
  /** When staff checked the member in at the event (ISO 8601, Japan time): rows of a check-in. */
  checkedInAt?: string;
  /** The participation a check-in recorded: its points count once its fee is paid. */
  participantId?: number;
}

/** What renewing the qualification asks for, over its five-year period. */
export const RENEWAL_REQUIREMENT = {
  qualificationName: '消化器内視鏡技師',
  years: 5,
  totalPoints: 50,
  minimumPoints: { 学術集会: 20 } as Partial<Record<PointCategory, number>>,
} as const;

export interface Qualification {
  memberId: number;
  /** 認定番号 */
  certificationNo: string;
  /** The expiry date is the member record's `qualificationExpiryDate`. */
  certifiedOn: string;
}

export const qualifications: readonly Qualification[] = [
  { memberId: 1, certificationNo: '第08214号', certifiedOn: '2012-04-01' },
  { memberId: 8, certificationNo: '第12904号', certifiedOn: '2024-04-01' },
];

/** A renewal the member applied for (UpdateStatus), per qualification period. */
export interface RenewalApplication {
  memberId: number;
  /** The expiry date of the period renewed. */
  expiryDate: string;
  status: 'applied' | 'renewed';
  /** ISO 8601, Japan time. */
  appliedAt: string;
}

const congress = (no: number, venue: string) => `第${no}回日本消化器内視鏡技師学会（${venue}）`;

type Row = Omit<ParticipationHistory, 'id' | 'memberId'>;
const row = (
  participatedOn: string,
  category: PointCategory,
  unitType: UnitType,
  points: number,
  eventName: string,
): Row => ({ participatedOn, category, unitType, points, eventName });

const hanako: Row[] = [
  // Previous period (2017-04-01〜2022-03-31)
  row('2021-06-12', '学術集会', '参加', 8, congress(82, 'Web開催')),
  row(
    '2021-10-16',
    '支部セミナー',
    '受講',
    2,
    '関東支部セミナー「コロナ禍における内視鏡室の運用」',
  ),
  row('2022-02-19', 'e-learning', '受講', 1, 'e-learning「高水準消毒薬の取り扱い」'),
  // Current period (2022-04-01〜2027-03-31)
  row('2022-07-09', '支部セミナー', '受講', 2, '関東支部セミナー「上部消化管内視鏡の介助の基本」'),
  row('2022-08-20', 'e-learning', '受講', 1, 'e-learning「内視鏡機器の構造と取り扱い」'),
  row('2022-10-22', 'ブラッシュアップセミナー', '受講', 4, 'ブラッシュアップセミナー（東京会場）'),
  row('2022-11-15', 'e-learning', '受講', 1, 'e-learning「消化管の解剖と生理」'),
  row('2022-12-03', '支部セミナー', '受講', 2, '関東支部セミナー「内視鏡洗浄・消毒の実際」'),
  row('2023-03-04', 'e-learning', '受講', 1, 'e-learning「内視鏡用語の基礎」'),
  row('2023-06-10', '学術集会', '参加', 8, congress(86, '仙台国際センター')),
  row('2023-08-05', 'e-learning', '受講', 1, 'e-learning「上部消化管疾患の内視鏡診断」'),
  row('2023-09-16', '支部セミナー', '受講', 2, '関東支部セミナー「ERCP介助と放射線防護」'),
  row('2024-01-20', 'e-learning', '受講', 1, 'e-learning「下部消化管疾患の内視鏡診断」'),
  row('2024-02-17', '支部セミナー', '受講', 2, '関東支部セミナー「大腸内視鏡検査の前処置」'),
  row('2024-05-25', 'ブラッシュアップセミナー', '受講', 4, 'ブラッシュアップセミナー（大阪会場）'),
  row('2024-06-29', 'e-learning', '受講', 1, 'e-learning「胆膵内視鏡の基礎」'),
  row('2024-09-21', '支部セミナー', '受講', 2, '東海支部セミナー「ESD介助の実際」'),
  row(
    '2024-11-09',
    '発表・論文',
    '発表',
    3,
    '第89回日本消化器内視鏡技師学会 一般演題「当院における洗浄履歴管理の電子化」',
  ),
  row('2025-01-18', 'e-learning', '受講', 1, 'e-learning「内視鏡室の医療安全」'),
  row('2025-05-10', 'e-learning', '受講', 1, 'e-learning「洗浄履歴管理とトレーサビリティ」'),
  row('2025-07-12', '支部セミナー', '受講', 2, '関東支部セミナー「鎮静下内視鏡の安全管理」'),
  row('2025-10-04', 'e-learning', '受講', 1, 'e-learning「カプセル内視鏡の基礎」'),
  row('2025-11-01', '学術集会', '参加', 8, congress(91, '福岡国際会議場')),
  row('2026-02-14', 'ブラッシュアップセミナー', '受講', 4, 'ブラッシュアップセミナー（Web開催）'),
  row('2026-07-25', 'e-learning', '受講', 1, 'e-learning「内視鏡診療における個人情報保護」'),
  {
    ...row('2026-09-12', '支部セミナー', '講師', 4, '関東支部セミナー「感染対策アップデート2026」'),
    // Her lecture at event 126, checked in at its door (seed/events.ts).
    participantId: 5016,
    checkedInAt: '2026-09-12T09:12:05+09:00',
  },
];

/**
 * demo-venue (佐野 由美): certified in 2024 and keen, so her first renewal (2029) is met early: 52
 * points, 24 of them from 学術集会 (the member whose 資格更新確認 says 更新要件を満たしています).
 */
const yumi: Row[] = [
  row('2024-06-08', '学術集会', '参加', 8, congress(88, '神戸国際会議場')),
  row('2024-07-13', '支部セミナー', '受講', 2, '関東支部セミナー「内視鏡介助の基本手技」'),
  row('2024-08-24', 'e-learning', '受講', 1, 'e-learning「消化管の解剖と生理」'),
  row('2024-10-19', 'ブラッシュアップセミナー', '受講', 4, 'ブラッシュアップセミナー（東京会場）'),
  row('2025-01-25', 'e-learning', '受講', 1, 'e-learning「内視鏡室の医療安全」'),
  row('2025-02-15', '支部セミナー', '受講', 2, '関東支部セミナー「大腸内視鏡検査の前処置」'),
  row('2025-06-07', '学術集会', '参加', 8, congress(90, '札幌コンベンションセンター')),
  row('2025-06-21', '支部セミナー', '受講', 2, '関東支部セミナー「内視鏡室の感染対策 基礎編」'),
  row('2025-08-30', 'e-learning', '受講', 1, 'e-learning「胆膵内視鏡の基礎」'),
  row('2025-09-20', '支部セミナー', '受講', 2, '関東支部セミナー「ESD介助の実際」'),
  row('2025-10-25', 'ブラッシュアップセミナー', '受講', 4, 'ブラッシュアップセミナー（大阪会場）'),
  row(
    '2025-11-01',
    '発表・論文',
    '発表',
    3,
    '第91回日本消化器内視鏡技師学会 一般演題「内視鏡室における感染対策教育の工夫」',
  ),
  row('2026-02-21', '支部セミナー', '受講', 2, '関東支部セミナー「内視鏡洗浄・消毒の実際」'),
  row('2026-03-08', 'e-learning', '受講', 1, 'e-learning「内視鏡機器の構造と取り扱い」'),
  row('2026-07-18', 'e-learning', '受講', 1, 'e-learning「カプセル内視鏡の基礎」'),
  {
    ...row('2026-09-12', '支部セミナー', '受講', 2, '関東支部セミナー「感染対策アップデート2026」'),
    participantId: 5025,
    checkedInAt: '2026-09-12T09:41:37+09:00',
  },
  row('2026-09-26', '支部セミナー', '受講', 2, '東海支部セミナー「下部消化管内視鏡の介助」'),
  row('2026-11-13', '学術集会', '参加', 8, congress(93, '名古屋国際会議場')),
];

export const participationHistories: readonly ParticipationHistory[] = [
  ...hanako.map((item, index) => ({ id: index + 1, memberId: 1, ...item })),
  ...yumi.map((item, index) => ({ id: 801 + index, memberId: 8, ...item })),
];
