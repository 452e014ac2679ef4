/** Sample members for the table demos (made up, generated deterministically). */
export interface SampleMember {
  id: number;
  number: string;
  name: string;
  prefecture: string;
  qualification: string;
  points: number;
  status: '有効' | '休会' | '更新待ち';
}

const FAMILY = ['佐藤', '鈴木', '高橋', '田中', '伊藤', '渡辺', '山本', '中村', '小林', '加藤'];
const GIVEN = ['美咲', '健一', '由美', '翔', '真理', '大輔', '陽子', '誠', '恵', '拓也', '彩'];
const PREFECTURES = [
  '北海道',
  '宮城県',
  '東京都',
  '神奈川県',
  '愛知県',
  '大阪府',
  '広島県',
  '福岡県',
];
const QUALIFICATIONS = ['1種技師', '2種技師', '準会員'];
const STATUSES: SampleMember['status'][] = ['有効', '有効', '有効', '休会', '更新待ち'];

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length]!;

export const sampleMembers: SampleMember[] = Array.from({ length: 57 }, (_, index) => ({
  id: index + 1,
  number: String(1_024_001 + index * 37),
  name: `${pick(FAMILY, index)} ${pick(GIVEN, index * 7 + 3)}`,
  prefecture: pick(PREFECTURES, index * 3 + 1),
  qualification: pick(QUALIFICATIONS, index * 5 + 2),
  points: (index * 53 + 17) % 120,
  status: pick(STATUSES, index * 2 + 1),
}));

export const STATUS_COLOURS = { 有効: 'success', 休会: 'default', 更新待ち: 'warning' } as const;
