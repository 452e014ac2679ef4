/**
 * The society's wider membership for the staff pages: 1,200 generated members across
 * the 47 prefectures, their branches and statuses, so the member list pages and sorts on the
 * server as it must with real numbers. Seeded randomness: identical on every run. The demo
 * accounts' own records (ids 1–6) stay in members.ts.
 */
import type { MemberAffiliation } from './affiliations';
import type { Member, MemberStatus } from './members';
import type { MemberUpdateHistory } from './memberUpdateHistories';
import { prefectures } from './prefectures';
import { pick, seededRandom } from './random';

export const POPULATION_SIZE = 1200;
export const FIRST_POPULATION_ID = 1001;

const SURNAMES: ReadonlyArray<readonly [string, string]> = [
  ['佐藤', 'サトウ'],
  ['鈴木', 'スズキ'],
  ['高橋', 'タカハシ'],
  ['田中', 'タナカ'],
  ['伊藤', 'イトウ'],
  ['渡辺', 'ワタナベ'],
  ['山本', 'ヤマモト'],
  ['中村', 'ナカムラ'],
  ['小林', 'コバヤシ'],
  ['加藤', 'カトウ'],
  ['吉田', 'ヨシダ'],
  ['山田', 'ヤマダ'],
  ['佐々木', 'ササキ'],
  ['山口', 'ヤマグチ'],
  ['松本', 'マツモト'],
  ['井上', 'イノウエ'],
  ['木村', 'キムラ'],
  ['林', 'ハヤシ'],
  ['斎藤', 'サイトウ'],
  ['清水', 'シミズ'],
  ['山崎', 'ヤマザキ'],
  ['森', 'モリ'],
  ['池田', 'イケダ'],
  ['橋本', 'ハシモト'],
  ['阿部', 'アベ'],
  ['石川', 'イシカワ'],
  ['前田', 'マエダ'],
  ['藤田', 'フジタ'],
  ['小川', 'オガワ'],
  ['岡田', 'オカダ'],
  ['長谷川', 'ハセガワ'],
  ['村上', 'ムラカミ'],
  ['近藤', 'コンドウ'],
  ['坂本', 'サカモト'],
  ['遠藤', 'エンドウ'],
  ['青木', 'アオキ'],
];

const GIVEN_NAMES: ReadonlyArray<readonly [string, string]> = [
  ['美穂', 'ミホ'],
  ['由美', 'ユミ'],
  ['恵子', 'ケイコ'],
  ['直子', 'ナオコ'],
  ['彩', 'アヤ'],
  ['真由美', 'マユミ'],
  ['智子', 'トモコ'],
  ['陽子', 'ヨウコ'],
  ['舞', 'マイ'],
  ['沙織', 'サオリ'],
  ['麻衣', 'マイ'],
  ['千尋', 'チヒロ'],
  ['翔太', 'ショウタ'],
  ['大輔', 'ダイスケ'],
  ['健太', 'ケンタ'],
  ['拓也', 'タクヤ'],
  ['誠', 'マコト'],
  ['浩二', 'コウジ'],
  ['亮', 'リョウ'],
  ['裕子', 'ユウコ'],
  ['明美', 'アケミ'],
  ['聡', 'サトシ'],
  ['和也', 'カズヤ'],
  ['香織', 'カオリ'],
  ['瞳', 'ヒトミ'],
  ['隆', 'タカシ'],
  ['直樹', 'ナオキ'],
  ['早苗', 'サナエ'],
];

/** A city of each prefecture (index = prefecture id − 1) and its postal-code prefix. */
const CITIES: ReadonlyArray<readonly [string, string]> = [
  ['札幌市中央区', '060'],
  ['青森市', '030'],
  ['盛岡市', '020'],
  ['仙台市青葉区', '980'],
  ['秋田市', '010'],
  ['山形市', '990'],
  ['郡山市', '963'],
  ['水戸市', '310'],
  ['宇都宮市', '320'],
  ['前橋市', '371'],
  ['さいたま市浦和区', '330'],
  ['千葉市中央区', '260'],
  ['世田谷区', '154'],
  ['横浜市港北区', '222'],
  ['新潟市中央区', '951'],
  ['富山市', '930'],
  ['金沢市', '920'],
  ['福井市', '910'],
  ['甲府市', '400'],
  ['松本市', '390'],
  ['岐阜市', '500'],
  ['浜松市中央区', '430'],
  ['名古屋市千種区', '464'],
  ['津市', '514'],
  ['大津市', '520'],
  ['京都市左京区', '606'],
  ['大阪市天王寺区', '543'],
  ['神戸市中央区', '650'],
  ['奈良市', '630'],
  ['和歌山市', '640'],
  ['米子市', '683'],
  ['出雲市', '693'],
  ['倉敷市', '710'],
  ['広島市南区', '734'],
  ['宇部市', '755'],
  ['徳島市', '770'],
  ['高松市', '760'],
  ['松山市', '790'],
  ['高知市', '780'],
  ['北九州市小倉北区', '802'],
  ['佐賀市', '849'],
  ['長崎市', '852'],
  ['熊本市中央区', '860'],
  ['大分市', '870'],
  ['宮崎市', '880'],
  ['鹿児島市', '890'],
  ['那覇市', '900'],
];

/** The regional branch (affiliation id, seed/affiliations.ts) of a prefecture id. */
export function branchOfPrefecture(prefectureId: number): number {
  const bounds: ReadonlyArray<readonly [number, number]> = [
    [1, 1], // 北海道支部
    [7, 2], // 東北支部
    [14, 3], // 関東支部
    [15, 4], // 甲信越支部 (新潟)
    [18, 5], // 北陸支部
    [20, 4], // 甲信越支部 (山梨, 長野)
    [24, 6], // 東海支部
    [30, 7], // 近畿支部
    [35, 8], // 中国支部
    [39, 9], // 四国支部
    [47, 10], // 九州支部
  ];
  return bounds.find(([last]) => prefectureId <= last)?.[1] ?? 3;
}

const WORKPLACES = [
  '市民病院 内視鏡センター',
  '総合病院 内視鏡室',
  '赤十字病院 消化器内科',
  '医療センター 内視鏡室',
  '中央病院 光学診療部',
  '消化器内科クリニック',
  '大学病院 光学医療診療部',
  '健診センター 内視鏡検査室',
];

const STATUSES: ReadonlyArray<readonly [MemberStatus, number]> = [
  ['active', 0.85],
  ['leave', 0.91],
  ['withdrawn', 0.96],
  ['provisional', 1],
];

const STAFF_NAMES = ['事務局 一郎', '事務局 二郎', '事務局 三郎'];

const pad = (value: number, length = 2) => String(value).padStart(length, '0');
const oneOf = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;

function generateMember(index: number, random: () => number): Member {
  const id = FIRST_POPULATION_ID + index;
  const [lastName, lastNameKana] = oneOf(random, SURNAMES);
  const [firstName, firstNameKana] = oneOf(random, GIVEN_NAMES);
  // Weighted towards the big prefectures, as the membership is.
  const prefectureId =
    random() < 0.35 ? oneOf(random, [11, 12, 13, 14, 23, 27, 28, 40]) : pick(random, 1, 47);
  const [city, postal] = CITIES[prefectureId - 1] ?? ['千代田区', '100'];
  const prefecture = prefectures[prefectureId - 1]?.name ?? '';
  const draw = random();
  const status = STATUSES.find(([, upTo]) => draw < upTo)?.[0] ?? 'active';
  const paid = status !== 'provisional';
  const admissionYear = pick(random, 1998, 2025);
  const qualified = paid && random() < 0.6;
  const qualificationYear = Math.max(admissionYear + 2, pick(random, 2022, 2026));
  const postalCode = `${postal}-${pad(pick(random, 0, 9999), 4)}`;
  const workplace = `${city.replace(/市.+区$/, '市')}${oneOf(random, WORKPLACES)}`;
  const jobCategoryId = oneOf(random, [1, 1, 1, 2, 2, 3, 4, 5]);
  const creationTime = paid
    ? `${admissionYear - 1}-03-${pad(pick(random, 1, 28))}T${pad(pick(random, 9, 17))}:${pad(pick(random, 0, 59))}:${pad(pick(random, 0, 59))}+09:00`
    : `2026-${pad(pick(random, 9, 11))}-${pad(pick(random, 1, 20))}T10:${pad(pick(random, 0, 59))}:00+09:00`;
  const modified = random() < 0.5;
  return {
    id,
    memberNo: pad(200001 + index, 7),
    lastName,
    firstName,
    lastNameKana,
    firstNameKana,
    name: `${lastName} ${firstName}`,
    email: `member${pad(200001 + index, 7)}@example.jp`,
    tel: `0${pick(random, 3, 9)}${pick(random, 1, 9)}-${pick(random, 200, 999)}-${pad(pick(random, 0, 9999), 4)}`,
    postalCode,
    prefectureId,
    address1: `${city}${pick(random, 1, 5)}-${pick(random, 1, 30)}-${pick(random, 1, 20)}`,
    address2: '',
    birthDate: `${pick(random, 1960, 2002)}-${pad(pick(random, 1, 12))}-${pad(pick(random, 1, 28))}`,
    workplace,
    jobCategoryId,
    jobCategory: ['看護師', '臨床検査技師', '臨床工学技士', '准看護師', '診療放射線技師'][
      jobCategoryId - 1
    ] as string,
    mobile: '',
    workplaceDepartment: '内視鏡室',
    workplacePostalCode: postalCode,
    workplacePrefectureId: prefectureId,
    workplaceAddress1: `${prefecture}${city}`,
    workplaceAddress2: '',
    workplaceTel: '',
    descriptionId: pick(random, 1, 7),
    qualificationNo: qualified ? `第${pad(10000 + index, 5)}号` : null,
    qualificationAcquiredDate: qualified ? `${qualificationYear}-04-01` : null,
    paidAdmissionFee: paid,
    admissionDate: paid ? `${admissionYear}-04-01` : null,
    qualificationExpiryDate: qualified ? `${qualificationYear + 5}-03-31` : null,
    status,
    creatorName: paid ? oneOf(random, STAFF_NAMES) : 'オンライン入会申込',
    creationTime,
    lastModifierName: modified ? oneOf(random, STAFF_NAMES) : null,
    lastModificationTime: modified
      ? `2026-${pad(pick(random, 1, 10))}-${pad(pick(random, 1, 28))}T${pad(pick(random, 9, 18))}:${pad(pick(random, 0, 59))}:${pad(pick(random, 0, 59))}+09:00`
      : null,
  };
}

const random = seededRandom(20261122);

/** A clinic whose name holds URL-reserved symbols: the staff search must send them intact. */
export const SYMBOL_WORKPLACE = 'A&B#C+D=E 内視鏡クリニック';

export const populationMembers: readonly Member[] = Array.from(
  { length: POPULATION_SIZE },
  (_, index) => generateMember(index, random),
).map((member, index) => (index === 0 ? { ...member, workplace: SYMBOL_WORKPLACE } : member));

/** What a generated record's department was before its last update (a move within the hospital). */
const EARLIER_DEPARTMENTS = ['外来', '中央検査部', '手術室', '消化器内科'];

/**
 * The change behind each generated record's 更新者, at its time and by its person, so that the
 * 操作情報 panel never names an update the 更新履歴 does not hold. Ids after the named seed's.
 */
export const populationUpdateHistories: readonly MemberUpdateHistory[] = populationMembers.flatMap(
  (member, index) =>
    member.lastModifierName && member.lastModificationTime
      ? [
          {
            id: 100_000 + index,
            memberId: member.id,
            modificationTime: member.lastModificationTime,
            modifierName: member.lastModifierName,
            changes: [
              {
                property: 'workplaceDepartment',
                label: '部署',
                before: EARLIER_DEPARTMENTS[index % EARLIER_DEPARTMENTS.length]!,
                after: member.workplaceDepartment,
              },
            ],
          },
        ]
      : [],
);

/** Each generated member's branch, and for some a related society (ids 101–105). */
export const populationAffiliations: readonly MemberAffiliation[] = populationMembers.flatMap(
  (member) => {
    const joinedDate = member.admissionDate ?? member.creationTime.slice(0, 10);
    const branch = {
      memberId: member.id,
      affiliationId: branchOfPrefecture(member.prefectureId),
      joinedDate,
    };
    return member.id % 5 === 0
      ? [branch, { memberId: member.id, affiliationId: 101 + (member.id % 5), joinedDate }]
      : [branch];
  },
);
