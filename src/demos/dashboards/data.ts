/** Sample figures of the dashboard demos (made up; nothing is fetched). */

/** Fiscal-year months, April to March. */
export const MONTHS = [
  '4月',
  '5月',
  '6月',
  '7月',
  '8月',
  '9月',
  '10月',
  '11月',
  '12月',
  '1月',
  '2月',
  '3月',
];

const series = (values: number[]) =>
  values.map((value, index) => ({ month: MONTHS[index]!, value }));

export const membersByMonth = MONTHS.map((month, index) => ({
  month,
  members: 11820 + index * 42 + (index % 3) * 17,
  temporary: 310 - index * 9,
}));

export const attendanceByMonth = series([
  420, 515, 610, 380, 290, 705, 880, 940, 520, 330, 610, 760,
]);

export const membersByRegion = [
  { region: '北海道', members: 512 },
  { region: '東北', members: 890 },
  { region: '関東', members: 4210 },
  { region: '中部', members: 1960 },
  { region: '近畿', members: 2140 },
  { region: '中国', members: 760 },
  { region: '四国', members: 410 },
  { region: '九州・沖縄', members: 1380 },
];

export const qualifications = [
  { name: '1種技師', value: 6120 },
  { name: '2種技師', value: 3980 },
  { name: '準会員', value: 1470 },
  { name: '賛助会員', value: 410 },
];

export const salesByMonth = MONTHS.map((month, index) => ({
  month,
  sales: [182, 205, 198, 240, 226, 262, 301, 288, 342, 250, 274, 318][index]! * 1000,
  orders: [61, 70, 66, 81, 74, 88, 102, 97, 118, 83, 92, 109][index]!,
}));

export const salesByRegion = membersByRegion.map(({ region, members }) => ({
  region,
  sales: Math.round(members * 57.5),
}));

export const topProducts = [
  { name: '消化器内視鏡技師必携（第5版）', category: '書籍', quantity: 312, amount: 1_216_800 },
  { name: '学会ロゴ入りボールペン', category: '記念品', quantity: 540, amount: 162_000 },
  { name: '洗浄消毒ハンドブック', category: '書籍', quantity: 201, amount: 402_000 },
  { name: '会員証ケース', category: '記念品', quantity: 188, amount: 94_000 },
  { name: '学術集会 抄録集（電子版）', category: '電子書籍', quantity: 176, amount: 528_000 },
];

export const recentOrders = [
  { id: 'A-10241', member: '佐藤 美咲', date: '2026/11/21', amount: 3_900, status: '発送済み' },
  { id: 'A-10240', member: '鈴木 健一', date: '2026/11/21', amount: 1_200, status: '準備中' },
  { id: 'A-10239', member: '高橋 由美', date: '2026/11/20', amount: 7_800, status: '発送済み' },
  { id: 'A-10238', member: '田中 翔', date: '2026/11/19', amount: 2_000, status: 'キャンセル' },
  { id: 'A-10237', member: '伊藤 真理', date: '2026/11/19', amount: 4_500, status: '発送済み' },
];

export const tasks = [
  { id: 'task-1', label: '学術集会の演題登録を確認する', done: true },
  { id: 'task-2', label: '支部会の議事録を共有する', done: false },
  { id: 'task-3', label: '研修会の会場予約を確定する', done: false },
  { id: 'task-4', label: '会誌の校正を返送する', done: true },
  { id: 'task-5', label: '新入会員への案内を送付する', done: false },
];
