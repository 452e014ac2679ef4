/**
 * The member record as the member details pages see it: one table of items, grouped in sections,
 * from which the details page, the form and the confirmation page are all drawn.
 */
import { formatDate } from '../../generator/format';
import {
  normalizeAddress,
  normalizeEmail,
  normalizeKana,
  normalizePostalCode,
  normalizeTel,
  normalizeText,
} from '../../validation/normalize';

export type TextKind = 'text' | 'kana' | 'email' | 'tel' | 'postalCode' | 'address';
export type ChoiceKind = 'prefecture' | 'jobCategory' | 'description' | 'branch';
export type FieldKind = TextKind | ChoiceKind | 'societies' | 'date' | 'plain';

/** What the member can change (UpdateMember's body). */
export type MemberValues = {
  lastName: string;
  firstName: string;
  lastNameKana: string;
  firstNameKana: string;
  email: string;
  tel: string;
  mobile: string;
  postalCode: string;
  prefectureId: number | null;
  address1: string;
  address2: string;
  workplace: string;
  workplaceDepartment: string;
  workplacePostalCode: string;
  workplacePrefectureId: number | null;
  workplaceAddress1: string;
  workplaceAddress2: string;
  workplaceTel: string;
  descriptionId: number | null;
  jobCategoryId: number | null;
  branchId: number | null;
  societyIds: number[];
};
export type ValueKey = keyof MemberValues;

/** GetDetailMember's answer; {} when it failed (SPEC §8). */
export type MemberRecord = Record<string, unknown>;

/** GetMemberAffiliation's items. */
export interface MemberAffiliation {
  affiliationId: number;
  name: string;
  category: 'branch' | 'society';
  categoryName: string;
  joinedDate: string;
}

export interface MemberField {
  source: string;
  label: string;
  kind: FieldKind;
  /** Shown, never edited by the member (the secretariat keeps it). */
  readOnly?: boolean;
  maxLength?: number;
  autoComplete?: string;
  /** A postal code's address items, filled from it. */
  fills?: { prefecture: ValueKey; address: ValueKey };
}

export interface MemberSection {
  id: string;
  title: string;
  fields: MemberField[];
}

const text = (
  source: ValueKey,
  label: string,
  kind: TextKind,
  maxLength: number,
  autoComplete?: string,
): MemberField => ({ source, label, kind, maxLength, autoComplete });
const shown = (source: string, label: string, kind: 'plain' | 'date'): MemberField => ({
  source,
  label,
  kind,
  readOnly: true,
});

export const SECTIONS: MemberSection[] = [
  {
    id: 'name',
    title: '氏名・会員番号',
    fields: [
      shown('memberNo', '会員番号', 'plain'),
      text('lastName', '氏名（姓）', 'text', 20, 'family-name'),
      text('firstName', '氏名（名）', 'text', 20, 'given-name'),
      text('lastNameKana', 'フリガナ（セイ）', 'kana', 30),
      text('firstNameKana', 'フリガナ（メイ）', 'kana', 30),
      shown('birthDate', '生年月日', 'date'),
      shown('admissionDate', '入会日', 'date'),
    ],
  },
  {
    id: 'contact',
    title: '連絡先',
    fields: [
      text('email', 'メールアドレス', 'email', 256, 'email'),
      text('tel', '電話番号', 'tel', 13, 'tel'),
      text('mobile', '携帯電話番号', 'tel', 13, 'tel'),
    ],
  },
  {
    id: 'home',
    title: '自宅住所',
    fields: [
      {
        ...text('postalCode', '郵便番号', 'postalCode', 8, 'postal-code'),
        fills: { prefecture: 'prefectureId', address: 'address1' },
      },
      { source: 'prefectureId', label: '都道府県', kind: 'prefecture' },
      text('address1', '市区町村・番地', 'address', 100, 'address-line1'),
      text('address2', '建物名・部屋番号', 'address', 100, 'address-line2'),
    ],
  },
  {
    id: 'workplace',
    title: '勤務先',
    fields: [
      text('workplace', '勤務先名称', 'text', 100, 'organization'),
      text('workplaceDepartment', '部署', 'text', 50),
      { source: 'descriptionId', label: '施設区分', kind: 'description' },
      {
        ...text('workplacePostalCode', '勤務先郵便番号', 'postalCode', 8),
        fills: { prefecture: 'workplacePrefectureId', address: 'workplaceAddress1' },
      },
      { source: 'workplacePrefectureId', label: '勤務先都道府県', kind: 'prefecture' },
      text('workplaceAddress1', '勤務先市区町村・番地', 'address', 100),
      text('workplaceAddress2', '勤務先建物名', 'address', 100),
      text('workplaceTel', '勤務先電話番号', 'tel', 13),
    ],
  },
  {
    id: 'jobCategory',
    title: '職種',
    fields: [{ source: 'jobCategoryId', label: '職種', kind: 'jobCategory' }],
  },
  {
    id: 'affiliation',
    title: '所属（支部・学会など）',
    fields: [
      { source: 'branchId', label: '所属支部', kind: 'branch' },
      { source: 'societyIds', label: '所属学会・研究会', kind: 'societies' },
    ],
  },
  {
    id: 'qualification',
    title: '資格',
    fields: [
      shown('qualificationNo', '認定番号', 'plain'),
      shown('qualificationAcquiredDate', '認定日', 'date'),
      shown('qualificationExpiryDate', '有効期限', 'date'),
    ],
  },
];

export const EDITABLE_FIELDS = SECTIONS.flatMap((section) =>
  section.fields.filter((field) => !field.readOnly),
);

const NORMALIZERS: Record<TextKind, (text: string) => string> = {
  text: normalizeText,
  kana: normalizeKana,
  email: normalizeEmail,
  tel: normalizeTel,
  postalCode: normalizePostalCode,
  address: normalizeAddress,
};

export const isTextKind = (kind: FieldKind): kind is TextKind => kind in NORMALIZERS;

export function normalizeValue(kind: TextKind, value: unknown): string {
  return typeof value === 'string' ? NORMALIZERS[kind](value) : '';
}

const idOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** Every typed item normalised (全角/半角), as the form does on blur and on submit. */
export function normalizeValues(values: MemberValues): MemberValues {
  const result: Record<string, unknown> = { ...values };
  for (const field of EDITABLE_FIELDS) {
    const value = result[field.source];
    if (isTextKind(field.kind)) result[field.source] = normalizeValue(field.kind, value);
    // A cleared select gives '' (react-admin's empty option): the API wants null.
    else if (field.kind === 'societies') result[field.source] = Array.isArray(value) ? value : [];
    else result[field.source] = idOrNull(value);
  }
  return result as unknown as MemberValues;
}

/** The form's values from the member record and affiliations. */
export function toValues(member: MemberRecord, affiliations: MemberAffiliation[]): MemberValues {
  const values: Record<string, unknown> = {};
  for (const field of EDITABLE_FIELDS) {
    const value = member[field.source];
    values[field.source] = isTextKind(field.kind)
      ? typeof value === 'string'
        ? value
        : ''
      : idOrNull(value);
  }
  values.branchId = affiliations.find((item) => item.category === 'branch')?.affiliationId ?? null;
  values.societyIds = affiliations
    .filter((item) => item.category === 'society')
    .map((item) => item.affiliationId);
  return values as unknown as MemberValues;
}

const comparable = (value: unknown) =>
  JSON.stringify(Array.isArray(value) ? [...(value as number[])].sort() : (value ?? ''));

/** The items whose value differs between two sets of values. */
export function changedSources(before: MemberValues, after: MemberValues): Set<string> {
  const key = (values: MemberValues, source: string) =>
    comparable((values as unknown as Record<string, unknown>)[source]);
  return new Set(
    EDITABLE_FIELDS.map((field) => field.source).filter(
      (source) => key(before, source) !== key(after, source),
    ),
  );
}

export interface Choice {
  id: number;
  name: string;
}
export type Lookups = Record<ChoiceKind | 'society', Choice[]>;

const nameOf = (choices: Choice[], id: unknown) =>
  choices.find((choice) => choice.id === id)?.name ?? '';

/** An item's value as the member reads it ('' when there is none). */
export function displayValue(field: MemberField, value: unknown, lookups: Lookups): string {
  switch (field.kind) {
    case 'date':
      return formatDate(value);
    case 'societies':
      return (Array.isArray(value) ? value : [])
        .map((id) => nameOf(lookups.society, id))
        .join('、');
    case 'prefecture':
    case 'jobCategory':
    case 'description':
    case 'branch':
      return nameOf(lookups[field.kind], value);
    default:
      return typeof value === 'string' ? value : '';
  }
}
