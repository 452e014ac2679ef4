import type {
  Field,
  FieldName,
  RecordOfCall,
  SectionDefinition,
  ValidationRules,
} from '../../src/generator/defineResource';

/**
 * The member record, declared once: the member's own details (memberInfo.ts) and the staff
 * member pages (members.ts) both read these sections and fields. `views` says what the member's
 * own pages show: `show` alone for what only the secretariat changes.
 */
export const MEMBER_SECTIONS = [
  { id: 'name', title: '氏名・会員番号' },
  { id: 'contact', title: '連絡先' },
  { id: 'home', title: '自宅住所' },
  { id: 'workplace', title: '勤務先' },
  { id: 'jobCategory', title: '職種' },
  { id: 'affiliation', title: '所属（支部・学会など）' },
  { id: 'qualification', title: '資格' },
] as const satisfies readonly SectionDefinition[];

type Section = (typeof MEMBER_SECTIONS)[number]['id'];
/** The member's record, as the member reads it and as staff read a member's. */
export type MemberRecord = RecordOfCall<'GetDetailMember'>;
type Name = FieldName<MemberRecord>;

const RECORD = ['show', 'edit'] as const;
const SHOWN = ['show'] as const;

/** A typed item of the member's: its label, kind, length and autofill hint. */
const typed = <S extends Name, T extends 'text' | 'email' | 'tel' | 'postalCode' | 'address'>(
  section: Section,
  source: S,
  label: string,
  type: T,
  maxLength: number,
  extra: {
    readonly autoComplete?: string;
    readonly wrap?: boolean;
    readonly validate?: ValidationRules;
    readonly fills?: { prefecture: Name; address: Name; building: Name };
  } = {},
) => ({
  source,
  label,
  type,
  section,
  views: RECORD,
  ...extra,
  validate: {
    maxLength,
    ...(type === 'postalCode' ? { format: 'postalCode' as const } : {}),
    ...(type === 'email' ? { format: 'email' as const } : {}),
    ...(type === 'tel' ? { format: 'tel' as const } : {}),
    ...extra.validate,
  },
});

const kana = <S extends Name>(source: S, label: string) =>
  typed('name', source, label, 'text', 30, { validate: { format: 'kana' } });

const chosen = <S extends Name>(
  section: Section,
  source: S,
  label: string,
  lookup: 'GetPrefectures' | 'GetListJobCategory' | 'GetListDescription',
) => ({ source, label, type: 'lookup' as const, lookup, section, views: RECORD });

export const MEMBER_FIELDS = [
  { source: 'memberNo', label: '会員番号', type: 'text', section: 'name', views: SHOWN },
  typed('name', 'lastName', '氏名（姓）', 'text', 20, { autoComplete: 'family-name' }),
  typed('name', 'firstName', '氏名（名）', 'text', 20, { autoComplete: 'given-name' }),
  kana('lastNameKana', 'フリガナ（セイ）'),
  kana('firstNameKana', 'フリガナ（メイ）'),
  { source: 'birthDate', label: '生年月日', type: 'date', section: 'name', views: SHOWN },
  { source: 'admissionDate', label: '入会日', type: 'date', section: 'name', views: SHOWN },

  typed('contact', 'email', 'メールアドレス', 'email', 256, { autoComplete: 'email' }),
  typed('contact', 'tel', '電話番号', 'tel', 13, { autoComplete: 'tel' }),
  typed('contact', 'mobile', '携帯電話番号', 'tel', 13, { autoComplete: 'tel' }),

  typed('home', 'postalCode', '郵便番号', 'postalCode', 8, {
    autoComplete: 'postal-code',
    fills: { prefecture: 'prefectureId', address: 'address1', building: 'address2' },
  }),
  chosen('home', 'prefectureId', '都道府県', 'GetPrefectures'),
  typed('home', 'address1', '市区町村・番地', 'address', 100, { autoComplete: 'address-line1' }),
  typed('home', 'address2', '建物名・部屋番号', 'address', 100, { autoComplete: 'address-line2' }),

  typed('workplace', 'workplace', '勤務先名称', 'text', 100, {
    autoComplete: 'organization',
    wrap: true,
  }),
  typed('workplace', 'workplaceDepartment', '部署', 'text', 50),
  chosen('workplace', 'descriptionId', '施設区分', 'GetListDescription'),
  typed('workplace', 'workplacePostalCode', '勤務先郵便番号', 'postalCode', 8, {
    fills: {
      prefecture: 'workplacePrefectureId',
      address: 'workplaceAddress1',
      building: 'workplaceAddress2',
    },
  }),
  chosen('workplace', 'workplacePrefectureId', '勤務先都道府県', 'GetPrefectures'),
  typed('workplace', 'workplaceAddress1', '勤務先市区町村・番地', 'address', 100),
  typed('workplace', 'workplaceAddress2', '勤務先建物名', 'address', 100),
  typed('workplace', 'workplaceTel', '勤務先電話番号', 'tel', 13),

  chosen('jobCategory', 'jobCategoryId', '職種', 'GetListJobCategory'),

  {
    source: 'branchId',
    label: '所属支部',
    type: 'lookup',
    lookup: 'GetListAffiliation',
    lookupParams: { category: 'branch' },
    section: 'affiliation',
    views: RECORD,
  },
  {
    source: 'societyIds',
    label: '所属学会・研究会',
    type: 'lookupMany',
    lookup: 'GetListAffiliation',
    lookupParams: { category: 'society' },
    section: 'affiliation',
    views: RECORD,
  },

  {
    source: 'qualificationNo',
    label: '認定番号',
    type: 'text',
    section: 'qualification',
    views: SHOWN,
  },
  {
    source: 'qualificationAcquiredDate',
    label: '認定日',
    type: 'date',
    section: 'qualification',
    views: SHOWN,
  },
  {
    source: 'qualificationExpiryDate',
    label: '有効期限',
    type: 'date',
    section: 'qualification',
    views: SHOWN,
  },
] as const satisfies readonly Field<never, MemberRecord>[];
