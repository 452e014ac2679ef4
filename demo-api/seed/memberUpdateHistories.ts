/** Past changes of member records (GetMemberUpdateHistory); UpdateMember appends to them. */

import type { MemberChange, MemberUpdateHistory } from '../../src/api/members';

export type { MemberChange, MemberUpdateHistory };

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
  // Every record with an updater (seed/members.ts lastModifierName) has its change here, at the
  // same time and by the same person: the 操作情報 panel and the 更新履歴 tell one story.
  {
    id: 5,
    memberId: 5,
    modificationTime: '2024-12-20T17:45:00+09:00',
    modifierName: 'システム管理者',
    changes: [
      {
        property: 'email',
        label: 'メールアドレス',
        before: 'jimukyoku3@example.jp',
        after: 'saburo.jimukyoku@example.jp',
      },
    ],
  },
  {
    id: 6,
    memberId: 3,
    modificationTime: '2025-04-01T09:12:18+09:00',
    modifierName: '事務局 三郎',
    changes: [
      { property: 'tel', label: '電話番号', before: '03-3291-4400', after: '03-3291-4401' },
    ],
  },
  {
    id: 7,
    memberId: 4,
    modificationTime: '2025-04-01T09:13:52+09:00',
    modifierName: '事務局 三郎',
    changes: [
      { property: 'tel', label: '電話番号', before: '03-3291-4400', after: '03-3291-4402' },
    ],
  },
  {
    id: 8,
    memberId: 6,
    modificationTime: '2025-09-02T19:48:36+09:00',
    modifierName: '高橋 健一',
    changes: [
      { property: 'workplaceDepartment', label: '部署', before: '内視鏡室', after: '臨床工学科' },
    ],
  },
  {
    id: 9,
    memberId: 8,
    modificationTime: '2026-04-12T20:02:41+09:00',
    modifierName: '佐野 由美',
    changes: [
      {
        property: 'workplaceTel',
        label: '勤務先電話番号',
        before: '047-433-5000',
        after: '047-433-5100',
      },
    ],
  },
  {
    id: 10,
    memberId: 7,
    modificationTime: '2026-05-18T21:15:02+09:00',
    modifierName: '松井 美咲',
    changes: [
      { property: 'tel', label: '電話番号', before: '048-652-7710', after: '048-652-7714' },
    ],
  },
];
