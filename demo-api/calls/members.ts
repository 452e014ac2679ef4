/**
 * Member details calls (`/api/services/app/Common/*`): the lookups of the member form, the
 * member's affiliations, which properties are required, UpdateMember and its history.
 * GetDetailMember itself is in common.ts.
 */
import type { AbpValidationError } from '../../src/api/envelope';
import { typedValueError, type FormatKind } from '../../src/validation/formats';
import { bodyOf, DemoApiError, intParam, ok, paged, queryParam, validationError } from '../abp';
import type { Account } from '../accounts';
import { nowInJapan } from '../clock';
import { defineCall } from '../defineCall';
import type { Member } from '../seed';
import { affiliations, type Affiliation } from '../seed/affiliations';
import { descriptions } from '../seed/descriptions';
import { jobCategories } from '../seed/jobCategories';
import type { MemberChange } from '../seed/memberUpdateHistories';
import { demoStore } from '../store';
import { memberOf } from '../callers';
import {
  historyMemberOf,
  MEMBER_STATUS_NAMES,
  staffUpdateHistory,
  statusOf,
  updateTargetOf,
} from './staff';

/** The society's required items of the member record (GetMemberRequiredProperty). */
export const REQUIRED_PROPERTIES = [
  'lastName',
  'firstName',
  'lastNameKana',
  'firstNameKana',
  'email',
  'postalCode',
  'prefectureId',
  'address1',
  'workplace',
  'jobCategoryId',
  'branchId',
] as const;

type TextKind = 'text' | 'address' | FormatKind;
type ChoiceKind = 'prefecture' | 'jobCategory' | 'description' | 'branch';

interface TextProperty {
  kind: TextKind;
  label: string;
  maxLength: number;
}
interface ChoiceProperty {
  kind: ChoiceKind;
  label: string;
}
interface SocietiesProperty {
  kind: 'societies';
  label: string;
}
type Property = TextProperty | ChoiceProperty | SocietiesProperty;

const text = (label: string, kind: TextKind, maxLength: number): TextProperty => ({
  kind,
  label,
  maxLength,
});

/** What UpdateMember accepts: the member's own items (staff change the rest). */
const PROPERTIES = {
  lastName: text('氏名（姓）', 'text', 20),
  firstName: text('氏名（名）', 'text', 20),
  lastNameKana: text('フリガナ（セイ）', 'kana', 30),
  firstNameKana: text('フリガナ（メイ）', 'kana', 30),
  email: text('メールアドレス', 'email', 256),
  tel: text('電話番号', 'tel', 13),
  mobile: text('携帯電話番号', 'tel', 13),
  postalCode: text('郵便番号', 'postalCode', 8),
  prefectureId: { kind: 'prefecture', label: '都道府県' },
  address1: text('市区町村・番地', 'address', 100),
  address2: text('建物名・部屋番号', 'address', 100),
  workplace: text('勤務先名称', 'text', 100),
  workplaceDepartment: text('部署', 'text', 50),
  workplacePostalCode: text('勤務先郵便番号', 'postalCode', 8),
  workplacePrefectureId: { kind: 'prefecture', label: '勤務先都道府県' },
  workplaceAddress1: text('勤務先市区町村・番地', 'address', 100),
  workplaceAddress2: text('勤務先建物名', 'address', 100),
  workplaceTel: text('勤務先電話番号', 'tel', 13),
  descriptionId: { kind: 'description', label: '施設区分' },
  jobCategoryId: { kind: 'jobCategory', label: '職種' },
  branchId: { kind: 'branch', label: '所属支部' },
  societyIds: { kind: 'societies', label: '所属学会・研究会' },
} satisfies Record<string, Property>;

export type PropertyName = keyof typeof PROPERTIES;
type Values = Record<PropertyName, string | number | number[] | null>;

const REQUIRED = new Set<string>(REQUIRED_PROPERTIES);
const CHOICES = new Set<string>(['prefecture', 'jobCategory', 'description', 'branch']);
const isChoice = (property: Property): property is ChoiceProperty => CHOICES.has(property.kind);
const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

const byId = <T extends { id: number }>(items: readonly T[], id: unknown): T | undefined =>
  items.find((item) => item.id === id);

const affiliationIn = (category: Affiliation['category'], id: unknown) =>
  affiliations.find((item) => item.id === id && item.category === category);

/** The name of a chosen id, as the member sees it. */
function choiceName(kind: ChoiceKind, id: unknown): string | undefined {
  switch (kind) {
    case 'prefecture':
      return byId(demoStore.prefectures, id)?.name;
    case 'jobCategory':
      return byId(jobCategories, id)?.name;
    case 'description':
      return byId(descriptions, id)?.name;
    case 'branch':
      return affiliationIn('branch', id)?.name;
  }
}

function display(property: Property, value: Values[PropertyName]): string {
  if (property.kind === 'societies') {
    const ids = Array.isArray(value) ? value : [];
    return affiliations
      .filter((item) => ids.includes(item.id))
      .map((item) => item.name)
      .join('、');
  }
  if (isChoice(property)) return choiceName(property.kind, value) ?? '';
  return typeof value === 'string' ? value : '';
}

function linksOf(memberId: number) {
  return demoStore.memberAffiliations.filter((link) => link.memberId === memberId);
}

/** The member's values of the editable properties, affiliations included. */
function valuesOf(member: Member): Values {
  const linked = linksOf(member.id).map((link) => link.affiliationId);
  const record = member as unknown as Record<string, unknown>;
  const values = {} as Values;
  for (const name of Object.keys(PROPERTIES) as PropertyName[]) {
    values[name] = accepted(PROPERTIES[name], record[name]);
  }
  values.branchId = linked.find((id) => affiliationIn('branch', id)) ?? null;
  values.societyIds = linked.filter((id) => affiliationIn('society', id));
  return values;
}

/**
 * The first problem with one property's value, or undefined: UpdateMember's rules, which the
 * successful-applicant import applies to the same items.
 */
export function problemOf(name: PropertyName, raw: unknown): string | undefined {
  const property: Property = PROPERTIES[name];
  const missing = raw === undefined || raw === null || raw === '';
  if (property.kind === 'societies') {
    if (missing) return undefined;
    const ok = Array.isArray(raw) && raw.every((id) => affiliationIn('society', id));
    return ok ? undefined : '選択肢にない項目が含まれています';
  }
  if (missing || (Array.isArray(raw) && raw.length === 0)) {
    return REQUIRED.has(name) ? '必須項目です' : undefined;
  }
  if (isChoice(property)) return choiceName(property.kind, raw) ? undefined : '選択肢にない値です';
  if (typeof raw !== 'string') return '文字で入力してください';
  const { kind, maxLength } = property as TextProperty;
  if ([...raw].length > maxLength) return `${maxLength}文字以内で入力してください`;
  return typedValueError(kind === 'text' || kind === 'address' ? null : kind, raw);
}

/** The value a property keeps from the body (after validation passed). */
function accepted(property: Property, raw: unknown): Values[PropertyName] {
  if (property.kind === 'societies') return Array.isArray(raw) ? [...new Set(raw as number[])] : [];
  if (isChoice(property)) return typeof raw === 'number' ? raw : null;
  return typeof raw === 'string' ? raw : '';
}

/** ABP's validation of the body, item by item; the values it accepts. */
function validate(body: unknown): { values: Values; errors: AbpValidationError[] } {
  const input = bodyOf(body);
  const errors: AbpValidationError[] = [];
  const values = {} as Values;
  for (const name of Object.keys(PROPERTIES) as PropertyName[]) {
    const problem = problemOf(name, input[name]);
    if (problem) errors.push({ message: problem, members: [pascal(name)] });
    values[name] = accepted(PROPERTIES[name], input[name]);
  }
  return { values, errors };
}

const sameValue = (a: Values[PropertyName], b: Values[PropertyName]) =>
  JSON.stringify(Array.isArray(a) ? [...a].sort() : a) ===
  JSON.stringify(Array.isArray(b) ? [...b].sort() : b);

function applyAffiliations(memberId: number, wanted: number[], today: string): void {
  const kept = linksOf(memberId).filter((link) => wanted.includes(link.affiliationId));
  const added = wanted
    .filter((id) => !kept.some((link) => link.affiliationId === id))
    .map((affiliationId) => ({ memberId, affiliationId, joinedDate: today }));
  demoStore.memberAffiliations = [
    ...demoStore.memberAffiliations.filter((link) => link.memberId !== memberId),
    ...kept,
    ...added,
  ];
}

function updateMember(account: Account, body: unknown): Response {
  // Staff (admin) send the id of another member: see staff.ts.
  const { member, modifierName, status } = updateTargetOf(account, body);
  const { values, errors } = validate(body);
  if (errors.length > 0) return validationError(errors);

  const email = values.email as string;
  if (demoStore.members.some((other) => other.id !== member.id && other.email === email)) {
    throw new DemoApiError(
      500,
      'このメールアドレスは他の会員が登録済みです。別のメールアドレスを入力してください。',
    );
  }

  const before = valuesOf(member);
  const changes: MemberChange[] = (Object.keys(PROPERTIES) as PropertyName[])
    .filter((name) => !sameValue(before[name], values[name]))
    .map((name) => ({
      property: name,
      label: PROPERTIES[name].label,
      before: display(PROPERTIES[name], before[name]),
      after: display(PROPERTIES[name], values[name]),
    }));
  if (status && status !== statusOf(member)) {
    changes.push({
      property: 'status',
      label: '会員状態',
      before: MEMBER_STATUS_NAMES[statusOf(member)],
      after: MEMBER_STATUS_NAMES[status],
    });
  }
  if (changes.length === 0) return ok(member);

  const now = nowInJapan();
  const { branchId, societyIds, ...fields } = values;
  Object.assign(member, fields, {
    name: `${values.lastName as string} ${values.firstName as string}`,
    jobCategory: choiceName('jobCategory', values.jobCategoryId) ?? '',
    ...(status ? { status } : {}),
    lastModifierName: modifierName ?? `${values.lastName as string} ${values.firstName as string}`,
    lastModificationTime: now,
  });
  const wanted = [branchId, ...(societyIds as number[])].filter(
    (id): id is number => typeof id === 'number',
  );
  applyAffiliations(member.id, wanted, now.slice(0, 10));
  const nextId = Math.max(0, ...demoStore.memberUpdateHistories.map((entry) => entry.id)) + 1;
  demoStore.memberUpdateHistories.push({
    id: nextId,
    memberId: member.id,
    modificationTime: now,
    modifierName: member.lastModifierName ?? member.name,
    changes,
  });
  return ok(member);
}

export const memberCalls = [
  defineCall('GetMemberRequiredProperty', () => ok([...REQUIRED_PROPERTIES])),

  defineCall('GetListJobCategory', ({ query }) =>
    paged(jobCategories, query, 'sortOrder ASC', { whole: true }),
  ),

  defineCall('GetListDescription', ({ query }) =>
    paged(descriptions, query, 'sortOrder ASC', { whole: true }),
  ),

  defineCall('GetListAffiliation', ({ query }) => {
    const category = queryParam(query, 'category');
    const items = category
      ? affiliations.filter((item) => item.category === category)
      : affiliations;
    return paged(items, query, 'sortOrder ASC', { whole: true });
  }),

  defineCall('GetDetailAffiliation', ({ query }) => {
    const affiliation = byId(affiliations, intParam(query, 'id'));
    if (!affiliation) throw new DemoApiError(404, '所属が見つかりません');
    return ok(affiliation);
  }),

  defineCall('GetMemberAffiliation', ({ account }) => {
    const member = memberOf(account);
    const items = linksOf(member.id)
      .map((link) => ({ link, affiliation: byId(affiliations, link.affiliationId) }))
      .filter((item): item is { link: typeof item.link; affiliation: Affiliation } =>
        Boolean(item.affiliation),
      )
      .sort((a, b) => a.affiliation.sortOrder - b.affiliation.sortOrder)
      .map(({ link, affiliation }) => ({
        affiliationId: affiliation.id,
        code: affiliation.code,
        name: affiliation.name,
        category: affiliation.category,
        categoryName: affiliation.categoryName,
        joinedDate: link.joinedDate,
      }));
    return ok(items);
  }),

  defineCall('UpdateMember', ({ account, body }) => updateMember(account, body)),

  // `allMembers=true`: staff across members (staff.ts); otherwise one member's.
  defineCall('GetMemberUpdateHistory', ({ account, query }) => {
    if (queryParam(query, 'allMembers') === 'true') return staffUpdateHistory(account, query);
    const member = historyMemberOf(account, query);
    const entries = demoStore.memberUpdateHistories.filter((entry) => entry.memberId === member.id);
    return paged(entries, query, 'modificationTime DESC');
  }),
];
