/** Past changes of member records (GetMemberUpdateHistory); UpdateMember appends to them. */

export interface MemberChange {
  /** The member record's property. */
  property: string;
  /** The item's Japanese label, as the member sees it. */
  label: string;
  /** Values as shown (names for chosen ids); '' when there was none. */
  before: string;
  after: string;
}

export interface MemberUpdateHistory {
  id: number;
  memberId: number;
  modificationTime: string;
  modifierName: string;
  changes: MemberChange[];
}

export const memberUpdateHistories: readonly MemberUpdateHistory[] = [
  {
    id: 1,
    memberId: 1,
    modificationTime: '2015-06-12T11:02:37+09:00',
    modifierName: '事務局 三郎',
    changes: [
      {
        property: 'societyIds',
        label: '所属学会・研究会',
        before: '',
        after: '日本消化器内視鏡学会',
      },
    ],
  },
  {
    id: 2,
    memberId: 1,
    modificationTime: '2019-03-25T16:44:10+09:00',
    modifierName: '事務局 三郎',
    changes: [
      { property: 'postalCode', label: '郵便番号', before: '113-0034', after: '113-0033' },
      {
        property: 'address1',
        label: '市区町村・番地',
        before: '文京区湯島1-5-45',
        after: '文京区本郷3-14-8',
      },
      {
        property: 'address2',
        label: '建物名・部屋番号',
        before: '',
        after: 'グリーンハイツ本郷 205',
      },
    ],
  },
  {
    id: 3,
    memberId: 1,
    modificationTime: '2021-10-01T09:15:52+09:00',
    modifierName: '内視鏡 花子',
    changes: [
      {
        property: 'societyIds',
        label: '所属学会・研究会',
        before: '日本消化器内視鏡学会',
        after: '日本消化器内視鏡学会、内視鏡洗浄・消毒研究会',
      },
    ],
  },
  {
    id: 4,
    memberId: 1,
    modificationTime: '2026-04-08T21:37:05+09:00',
    modifierName: '内視鏡 花子',
    changes: [
      { property: 'mobile', label: '携帯電話番号', before: '', after: '090-4418-2276' },
      { property: 'workplaceDepartment', label: '部署', before: '内視鏡室', after: '臨床検査部' },
    ],
  },
];
