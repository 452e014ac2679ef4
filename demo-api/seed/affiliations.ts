/**
 * Affiliations (GetListAffiliation, GetDetailAffiliation): the society's regional branches (支部,
 * each member belongs to one) and the related societies and study groups a member may also
 * belong to (関連学会・研究会, any number). GetMemberAffiliation answers a member's links.
 */

import type { Affiliation, AffiliationCategory } from '../../src/api/masters';

export type { Affiliation, AffiliationCategory };

export const AFFILIATION_CATEGORY_NAMES: Record<AffiliationCategory, string> = {
  branch: '支部',
  society: '関連学会・研究会',
};

export interface MemberAffiliation {
  memberId: number;
  affiliationId: number;
  /** YYYY-MM-DD */
  joinedDate: string;
}

type Office = [
  name: string,
  representative: string,
  postalCode: string,
  address: string,
  tel: string,
];

const branches: Office[] = [
  ['北海道支部', '北原 誠', '060-8543', '北海道札幌市中央区南1条西16丁目291', '011-611-2111'],
  ['東北支部', '佐々木 由美', '980-8574', '宮城県仙台市青葉区星陵町1-1', '022-717-7000'],
  ['関東支部', '高橋 健一', '113-8431', '東京都文京区本郷3-1-3', '03-3813-3111'],
  ['甲信越支部', '小林 直子', '390-8621', '長野県松本市旭3-1-1', '0263-35-4600'],
  ['北陸支部', '中村 浩二', '920-8641', '石川県金沢市宝町13-1', '076-265-2000'],
  ['東海支部', '伊藤 真理', '466-8560', '愛知県名古屋市昭和区鶴舞町65', '052-741-2111'],
  ['近畿支部', '山本 隆', '565-0871', '大阪府吹田市山田丘2-15', '06-6879-5111'],
  ['中国支部', '藤井 明美', '700-8558', '岡山県岡山市北区鹿田町2-5-1', '086-223-7151'],
  ['四国支部', '岡田 修', '790-8524', '愛媛県松山市文京町1', '089-947-1111'],
  ['九州支部', '松本 恵', '812-8582', '福岡県福岡市東区馬出3-1-1', '092-641-1151'],
];

const societies: Office[] = [
  ['日本消化器内視鏡学会', '事務局', '101-0062', '東京都千代田区神田駿河台3-2-1', '03-3525-4670'],
  ['日本消化器病学会', '事務局', '105-0004', '東京都港区新橋2-6-2', '03-6811-2351'],
  ['日本消化器がん検診学会', '事務局', '102-0083', '東京都千代田区麹町2-12-1', '03-5212-1301'],
  ['日本カプセル内視鏡学会', '事務局', '160-0016', '東京都新宿区信濃町35', '03-5363-2620'],
  ['内視鏡洗浄・消毒研究会', '事務局', '113-0033', '東京都文京区本郷2-40-7', '03-5684-1130'],
];

const toAffiliations = (
  offices: Office[],
  category: AffiliationCategory,
  firstId: number,
  annualFee: number,
): Affiliation[] =>
  offices.map(([name, representative, postalCode, address, tel], index) => {
    const id = firstId + index;
    return {
      id,
      code: `${category === 'branch' ? 'B' : 'S'}${String(index + 1).padStart(2, '0')}`,
      name,
      category,
      categoryName: AFFILIATION_CATEGORY_NAMES[category],
      annualFee,
      representative,
      officePostalCode: postalCode,
      officeAddress: address,
      officeTel: tel,
      officeEmail: `office-${category}${index + 1}@example.jp`,
      sortOrder: id * 10,
    };
  });

export const BRANCH_IDS = { kanto: 3, kinki: 7 } as const;

export const affiliations: readonly Affiliation[] = [
  ...toAffiliations(branches, 'branch', 1, 2000),
  ...toAffiliations(societies, 'society', 101, 0),
];

export const memberAffiliations: readonly MemberAffiliation[] = [
  { memberId: 1, affiliationId: BRANCH_IDS.kanto, joinedDate: '2012-04-01' },
  { memberId: 1, affiliationId: 101, joinedDate: '2015-06-12' },
  { memberId: 1, affiliationId: 105, joinedDate: '2021-10-01' },
  { memberId: 2, affiliationId: BRANCH_IDS.kinki, joinedDate: '2026-10-30' },
  { memberId: 8, affiliationId: BRANCH_IDS.kanto, joinedDate: '2019-04-01' },
  ...[3, 4, 5].map((memberId) => ({
    memberId,
    affiliationId: BRANCH_IDS.kanto,
    joinedDate: '2008-04-01',
  })),
];
