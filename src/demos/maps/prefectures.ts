/**
 * The 47 prefectures in JIS order (code 1–47), keyed by the ids of @svg-maps/japan, with a
 * made-up member count for the demo.
 */
export interface Prefecture {
  code: number;
  id: string;
  name: string;
  region: string;
  members: number;
}

const rows: [number, string, string, string, number][] = [
  [1, 'hokkaido', '北海道', '北海道', 470],
  [2, 'aomori', '青森県', '東北', 112],
  [3, 'iwate', '岩手県', '東北', 109],
  [4, 'miyagi', '宮城県', '東北', 207],
  [5, 'akita', '秋田県', '東北', 86],
  [6, 'yamagata', '山形県', '東北', 96],
  [7, 'fukushima', '福島県', '東北', 165],
  [8, 'ibaraki', '茨城県', '関東', 258],
  [9, 'tochigi', '栃木県', '関東', 174],
  [10, 'gunma', '群馬県', '関東', 175],
  [11, 'saitama', '埼玉県', '関東', 661],
  [12, 'chiba', '千葉県', '関東', 565],
  [13, 'tokyo', '東京都', '関東', 1264],
  [14, 'kanagawa', '神奈川県', '関東', 832],
  [15, 'niigata', '新潟県', '中部', 198],
  [16, 'toyama', '富山県', '中部', 93],
  [17, 'ishikawa', '石川県', '中部', 102],
  [18, 'fukui', '福井県', '中部', 69],
  [19, 'yamanashi', '山梨県', '中部', 73],
  [20, 'nagano', '長野県', '中部', 184],
  [21, 'gifu', '岐阜県', '中部', 178],
  [22, 'shizuoka', '静岡県', '中部', 327],
  [23, 'aichi', '愛知県', '中部', 679],
  [24, 'mie', '三重県', '近畿', 159],
  [25, 'shiga', '滋賀県', '近畿', 127],
  [26, 'kyoto', '京都府', '近畿', 232],
  [27, 'osaka', '大阪府', '近畿', 796],
  [28, 'hyogo', '兵庫県', '近畿', 492],
  [29, 'nara', '奈良県', '近畿', 119],
  [30, 'wakayama', '和歌山県', '近畿', 83],
  [31, 'tottori', '鳥取県', '中国', 50],
  [32, 'shimane', '島根県', '中国', 60],
  [33, 'okayama', '岡山県', '中国', 170],
  [34, 'hiroshima', '広島県', '中国', 252],
  [35, 'yamaguchi', '山口県', '中国', 121],
  [36, 'tokushima', '徳島県', '四国', 65],
  [37, 'kagawa', '香川県', '四国', 86],
  [38, 'ehime', '愛媛県', '四国', 120],
  [39, 'kochi', '高知県', '四国', 62],
  [40, 'fukuoka', '福岡県', '九州・沖縄', 462],
  [41, 'saga', '佐賀県', '九州・沖縄', 73],
  [42, 'nagasaki', '長崎県', '九州・沖縄', 118],
  [43, 'kumamoto', '熊本県', '九州・沖縄', 157],
  [44, 'oita', '大分県', '九州・沖縄', 101],
  [45, 'miyazaki', '宮崎県', '九州・沖縄', 96],
  [46, 'kagoshima', '鹿児島県', '九州・沖縄', 143],
  [47, 'okinawa', '沖縄県', '九州・沖縄', 132],
];

export const PREFECTURES: Prefecture[] = rows.map(([code, id, name, region, members]) => ({
  code,
  id,
  name,
  region,
  members,
}));
