/** The 47 prefectures, ids = JIS X 0401 codes. */

export interface Prefecture {
  id: number;
  name: string;
  nameKana: string;
  /** Audit fields of the master (the staff pages' operation information panel). */
  creatorName: string;
  creationTime: string;
  lastModifierName: string | null;
  lastModificationTime: string | null;
}

const names: ReadonlyArray<readonly [string, string]> = [
  ['北海道', 'ホッカイドウ'],
  ['青森県', 'アオモリケン'],
  ['岩手県', 'イワテケン'],
  ['宮城県', 'ミヤギケン'],
  ['秋田県', 'アキタケン'],
  ['山形県', 'ヤマガタケン'],
  ['福島県', 'フクシマケン'],
  ['茨城県', 'イバラキケン'],
  ['栃木県', 'トチギケン'],
  ['群馬県', 'グンマケン'],
  ['埼玉県', 'サイタマケン'],
  ['千葉県', 'チバケン'],
  ['東京都', 'トウキョウト'],
  ['神奈川県', 'カナガワケン'],
  ['新潟県', 'ニイガタケン'],
  ['富山県', 'トヤマケン'],
  ['石川県', 'イシカワケン'],
  ['福井県', 'フクイケン'],
  ['山梨県', 'ヤマナシケン'],
  ['長野県', 'ナガノケン'],
  ['岐阜県', 'ギフケン'],
  ['静岡県', 'シズオカケン'],
  ['愛知県', 'アイチケン'],
  ['三重県', 'ミエケン'],
  ['滋賀県', 'シガケン'],
  ['京都府', 'キョウトフ'],
  ['大阪府', 'オオサカフ'],
  ['兵庫県', 'ヒョウゴケン'],
  ['奈良県', 'ナラケン'],
  ['和歌山県', 'ワカヤマケン'],
  ['鳥取県', 'トットリケン'],
  ['島根県', 'シマネケン'],
  ['岡山県', 'オカヤマケン'],
  ['広島県', 'ヒロシマケン'],
  ['山口県', 'ヤマグチケン'],
  ['徳島県', 'トクシマケン'],
  ['香川県', 'カガワケン'],
  ['愛媛県', 'エヒメケン'],
  ['高知県', 'コウチケン'],
  ['福岡県', 'フクオカケン'],
  ['佐賀県', 'サガケン'],
  ['長崎県', 'ナガサキケン'],
  ['熊本県', 'クマモトケン'],
  ['大分県', 'オオイタケン'],
  ['宮崎県', 'ミヤザキケン'],
  ['鹿児島県', 'カゴシマケン'],
  ['沖縄県', 'オキナワケン'],
];

export const prefectures: readonly Prefecture[] = names.map(([name, nameKana], index) => ({
  id: index + 1,
  name,
  nameKana,
  creatorName: 'システム管理者',
  creationTime: '2019-03-01T10:00:00+09:00',
  lastModifierName: null,
  lastModificationTime: null,
}));
