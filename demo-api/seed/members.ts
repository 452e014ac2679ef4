/** One member record per demo account (DESIGN §6); their fees are in fees.ts. */

/** 会員状態 as staff filter by it (issue 7). */
export type MemberStatus = 'active' | 'provisional' | 'leave' | 'withdrawn';

export interface Member {
  id: number;
  /** The society's 7-digit member number. */
  memberNo: string;
  lastName: string;
  firstName: string;
  lastNameKana: string;
  firstNameKana: string;
  /** `${lastName} ${firstName}` */
  name: string;
  email: string;
  tel: string;
  postalCode: string;
  prefectureId: number;
  address1: string;
  address2: string;
  birthDate: string;
  /** Hospital or clinic the member works at. */
  workplace: string;
  jobCategoryId: number;
  jobCategory: string;
  mobile: string;
  workplaceDepartment: string;
  workplacePostalCode: string;
  workplacePrefectureId: number | null;
  workplaceAddress1: string;
  workplaceAddress2: string;
  workplaceTel: string;
  /** 施設区分 (GetListDescription). */
  descriptionId: number | null;
  /** Number of the endoscopy-technician qualification (認定番号); null if none. */
  qualificationNo: string | null;
  qualificationAcquiredDate: string | null;
  paidAdmissionFee: boolean;
  /** Date of admission (YYYY-MM-DD); null while the admission fee is outstanding. */
  admissionDate: string | null;
  /** Last day the endoscopy-technician qualification is valid (YYYY-MM-DD); null if none. */
  qualificationExpiryDate: string | null;
  /** Absent: 正会員 once the admission fee is paid, else 仮会員 (demo-api/calls/staff.ts). */
  status?: MemberStatus;
  /** 受験番号 of a member registered from the successful-applicant import (no duplicates). */
  examNo?: string;
  creatorName: string;
  creationTime: string;
  lastModifierName: string | null;
  lastModificationTime: string | null;
}

type Person = Pick<Member, 'lastName' | 'firstName' | 'lastNameKana' | 'firstNameKana'>;
const withName = <T extends Person>(person: T): T & { name: string } => ({
  ...person,
  name: `${person.lastName} ${person.firstName}`,
});

const SECRETARIAT = {
  postalCode: '101-0062',
  prefectureId: 13,
  address1: '千代田区神田駿河台2-1-45',
  address2: '駿河台ニュービル 6階',
  workplace: '日本消化器内視鏡技師会 事務局',
  jobCategoryId: 9,
  jobCategory: 'その他',
  mobile: '',
  workplaceDepartment: '事務局',
  workplacePostalCode: '101-0062',
  workplacePrefectureId: 13,
  workplaceAddress1: '千代田区神田駿河台2-1-45',
  workplaceAddress2: '駿河台ニュービル 6階',
  workplaceTel: '03-3291-4400',
  descriptionId: 8,
  qualificationNo: null,
  qualificationAcquiredDate: null,
  paidAdmissionFee: true,
  qualificationExpiryDate: null,
  creatorName: 'システム管理者',
} as const;

export const members: readonly Member[] = [
  withName({
    id: 1,
    memberNo: '0012345',
    lastName: '内視鏡',
    firstName: '花子',
    lastNameKana: 'ナイシキョウ',
    firstNameKana: 'ハナコ',
    email: 'hanako.naishikyo@example.jp',
    tel: '03-5842-1187',
    postalCode: '113-0033',
    prefectureId: 13,
    address1: '文京区本郷3-14-8',
    address2: 'グリーンハイツ本郷 205',
    birthDate: '1986-07-14',
    workplace: '東都大学医学部附属病院 消化器内視鏡センター',
    jobCategoryId: 2,
    jobCategory: '臨床検査技師',
    mobile: '090-4418-2276',
    workplaceDepartment: '臨床検査部',
    workplacePostalCode: '113-0022',
    workplacePrefectureId: 13,
    workplaceAddress1: '文京区千駄木2-6-3',
    workplaceAddress2: '',
    workplaceTel: '03-3823-6151',
    descriptionId: 1,
    qualificationNo: '第08214号',
    qualificationAcquiredDate: '2017-04-01',
    paidAdmissionFee: true,
    admissionDate: '2012-04-01',
    qualificationExpiryDate: '2027-03-31',
    creatorName: '事務局 三郎',
    creationTime: '2012-03-15T10:12:44+09:00',
    lastModifierName: '内視鏡 花子',
    lastModificationTime: '2026-04-08T21:37:05+09:00',
  }),
  withName({
    id: 2,
    memberNo: '0098761',
    lastName: '仮会員',
    firstName: '太郎',
    lastNameKana: 'カリカイイン',
    firstNameKana: 'タロウ',
    email: 'taro.karikaiin@example.jp',
    tel: '06-6345-2210',
    postalCode: '530-0001',
    prefectureId: 27,
    address1: '大阪市北区梅田2-5-12',
    address2: '',
    birthDate: '1995-11-02',
    workplace: '浪速中央病院 内視鏡室',
    jobCategoryId: 1,
    jobCategory: '看護師',
    mobile: '080-2231-5590',
    workplaceDepartment: '看護部',
    workplacePostalCode: '530-0012',
    workplacePrefectureId: 27,
    workplaceAddress1: '大阪市北区芝田1-4-10',
    workplaceAddress2: '',
    workplaceTel: '06-6372-1181',
    descriptionId: 2,
    qualificationNo: null,
    qualificationAcquiredDate: null,
    paidAdmissionFee: false,
    admissionDate: null,
    qualificationExpiryDate: null,
    creatorName: 'オンライン入会申込',
    creationTime: '2026-10-30T14:05:31+09:00',
    lastModifierName: null,
    lastModificationTime: null,
  }),
  withName({
    ...SECRETARIAT,
    id: 3,
    memberNo: '0000101',
    lastName: '事務局',
    firstName: '一郎',
    lastNameKana: 'ジムキョク',
    firstNameKana: 'イチロウ',
    email: 'ichiro.jimukyoku@example.jp',
    tel: '03-3291-4401',
    birthDate: '1978-02-21',
    admissionDate: '2008-04-01',
    creationTime: '2008-04-01T09:00:00+09:00',
    lastModifierName: '事務局 三郎',
    lastModificationTime: '2025-04-01T09:12:18+09:00',
  }),
  withName({
    ...SECRETARIAT,
    id: 4,
    memberNo: '0000102',
    lastName: '事務局',
    firstName: '二郎',
    lastNameKana: 'ジムキョク',
    firstNameKana: 'ジロウ',
    email: 'jiro.jimukyoku@example.jp',
    tel: '03-3291-4402',
    birthDate: '1983-09-09',
    admissionDate: '2014-04-01',
    creationTime: '2014-04-01T09:00:00+09:00',
    lastModifierName: '事務局 三郎',
    lastModificationTime: '2025-04-01T09:13:52+09:00',
  }),
  withName({
    ...SECRETARIAT,
    id: 5,
    memberNo: '0000103',
    lastName: '事務局',
    firstName: '三郎',
    lastNameKana: 'ジムキョク',
    firstNameKana: 'サブロウ',
    email: 'saburo.jimukyoku@example.jp',
    tel: '03-3291-4403',
    birthDate: '1972-05-30',
    admissionDate: '2005-04-01',
    creationTime: '2005-04-01T09:00:00+09:00',
    lastModifierName: 'システム管理者',
    lastModificationTime: '2024-12-20T17:45:00+09:00',
  }),
  // demo-password: the account whose password the e2e suite changes.
  withName({
    id: 6,
    memberNo: '0045678',
    lastName: '高橋',
    firstName: '健一',
    lastNameKana: 'タカハシ',
    firstNameKana: 'ケンイチ',
    email: 'kenichi.takahashi@example.jp',
    tel: '045-861-3320',
    postalCode: '244-0003',
    prefectureId: 14,
    address1: '横浜市戸塚区戸塚町4170',
    address2: '',
    birthDate: '1990-03-27',
    workplace: '湘南台総合病院 内視鏡室',
    jobCategoryId: 3,
    jobCategory: '臨床工学技士',
    mobile: '',
    workplaceDepartment: '臨床工学科',
    workplacePostalCode: '252-0804',
    workplacePrefectureId: 14,
    workplaceAddress1: '藤沢市湘南台1-12-5',
    workplaceAddress2: '',
    workplaceTel: '0466-44-1451',
    descriptionId: 2,
    qualificationNo: '第11736号',
    qualificationAcquiredDate: '2023-04-01',
    paidAdmissionFee: true,
    admissionDate: '2018-04-01',
    qualificationExpiryDate: '2028-03-31',
    creatorName: '事務局 三郎',
    creationTime: '2018-03-09T15:20:11+09:00',
    lastModifierName: '高橋 健一',
    lastModificationTime: '2025-09-02T19:48:36+09:00',
  }),
  // demo-fee: the account whose unpaid FY2026 年会費 the e2e suite pays by card.
  withName({
    id: 7,
    memberNo: '0067890',
    lastName: '松井',
    firstName: '美咲',
    lastNameKana: 'マツイ',
    firstNameKana: 'ミサキ',
    email: 'misaki.matsui@example.jp',
    tel: '048-652-7714',
    postalCode: '330-0854',
    prefectureId: 11,
    address1: 'さいたま市大宮区桜木町2-3-9',
    address2: '',
    birthDate: '1993-11-08',
    workplace: '大宮中央病院 内視鏡センター',
    jobCategoryId: 1,
    jobCategory: '看護師',
    mobile: '',
    workplaceDepartment: '内視鏡センター',
    workplacePostalCode: '330-0846',
    workplacePrefectureId: 11,
    workplaceAddress1: 'さいたま市大宮区大門町3-88',
    workplaceAddress2: '',
    workplaceTel: '048-641-2200',
    descriptionId: 2,
    qualificationNo: null,
    qualificationAcquiredDate: null,
    paidAdmissionFee: true,
    admissionDate: '2021-04-01',
    qualificationExpiryDate: null,
    creatorName: '事務局 三郎',
    creationTime: '2021-03-12T10:04:37+09:00',
    lastModifierName: '松井 美咲',
    lastModificationTime: '2026-05-18T21:15:02+09:00',
  }),
];
