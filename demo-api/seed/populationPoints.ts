/**
 * The participation history of the generated membership (memberPopulation.ts): what each
 * qualified member attended since the qualification was acquired, drawn from the society's
 * calendar of FY2022–FY2026. Some 3,000 rows, so the staff participation history pages and sorts
 * on the server with real numbers (issue 10's 1,000-row lists). Seeded randomness: identical on
 * every run. demo-member's own rows stay in points.ts.
 */
import { populationMembers } from './memberPopulation';
import type { ParticipationHistory, PointCategory, UnitType } from './points';
import { seededRandom } from './random';

interface CalendarEvent {
  date: string;
  category: PointCategory;
  unitType: UnitType;
  points: number;
  eventName: string;
}

const event = (
  date: string,
  category: PointCategory,
  points: number,
  eventName: string,
): CalendarEvent => ({
  date,
  category,
  unitType: category === '学術集会' ? '参加' : '受講',
  points,
  eventName,
});

const congress = (date: string, no: number, venue: string) =>
  event(date, '学術集会', 8, `第${no}回日本消化器内視鏡技師学会（${venue}）`);
const seminar = (date: string, title: string) =>
  event(date, '支部セミナー', 2, `支部セミナー「${title}」`);
const brushUp = (date: string, venue: string) =>
  event(date, 'ブラッシュアップセミナー', 4, `ブラッシュアップセミナー（${venue}）`);
const eLearning = (date: string, title: string) =>
  event(date, 'e-learning', 1, `e-learning「${title}」`);

const CALENDAR: readonly CalendarEvent[] = [
  congress('2022-05-21', 84, 'パシフィコ横浜'),
  eLearning('2022-06-15', '内視鏡機器の構造と取り扱い'),
  seminar('2022-07-09', '上部消化管内視鏡の介助の基本'),
  brushUp('2022-10-22', '東京会場'),
  congress('2022-11-12', 85, '京都国際会館'),
  seminar('2022-12-03', '内視鏡洗浄・消毒の実際'),
  eLearning('2023-03-04', '内視鏡用語の基礎'),
  congress('2023-06-10', 86, '仙台国際センター'),
  eLearning('2023-08-05', '上部消化管疾患の内視鏡診断'),
  seminar('2023-09-16', 'ERCP介助と放射線防護'),
  congress('2023-11-18', 87, '名古屋国際会議場'),
  eLearning('2024-01-20', '下部消化管疾患の内視鏡診断'),
  seminar('2024-02-17', '大腸内視鏡検査の前処置'),
  congress('2024-05-18', 88, '札幌コンベンションセンター'),
  brushUp('2024-05-25', '大阪会場'),
  eLearning('2024-06-29', '胆膵内視鏡の基礎'),
  seminar('2024-09-21', 'ESD介助の実際'),
  congress('2024-11-09', 89, '神戸国際会議場'),
  eLearning('2025-01-18', '内視鏡室の医療安全'),
  congress('2025-05-17', 90, '東京国際フォーラム'),
  seminar('2025-07-12', '鎮静下内視鏡の安全管理'),
  eLearning('2025-10-04', 'カプセル内視鏡の基礎'),
  congress('2025-11-01', 91, '福岡国際会議場'),
  brushUp('2026-02-14', 'Web開催'),
  congress('2026-05-16', 92, '広島国際会議場'),
  eLearning('2026-07-25', '内視鏡診療における個人情報保護'),
  seminar('2026-09-12', '感染対策アップデート2026'),
];

/** How likely a qualified member is to attend one event of a category. */
const ATTENDANCE: Record<PointCategory, number> = {
  学術集会: 0.45,
  支部セミナー: 0.3,
  ブラッシュアップセミナー: 0.2,
  'e-learning': 0.35,
  '発表・論文': 0,
};

const random = seededRandom(20260401);

export const populationHistories: readonly ParticipationHistory[] = populationMembers
  .flatMap((member) => {
    const since = member.qualificationAcquiredDate;
    if (!since) return [];
    return CALENDAR.filter(
      (item) => item.date >= since && random() < ATTENDANCE[item.category],
    ).map(({ date, ...item }) => ({ memberId: member.id, participatedOn: date, ...item }));
  })
  .map((row, index) => ({ id: 100001 + index, ...row }));
