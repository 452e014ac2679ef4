/**
 * Society staff (事務局) calls: the member list, one member's detail and deletion, the
 * update history and participation history of every member, and the prefecture master.
 *
 * Who may: staff are the roles read, update and admin (src/providers/access.ts); a member's
 * contents_read does not open these. read sees; update also edits contents (the prefecture
 * master, contents_update); admin also edits members and imports (user_update). Anyone else gets
 * 403 閲覧権限がありません, whatever the portal offered.
 */
import {
  bodyOf,
  choiceParam,
  DemoApiError,
  intParam,
  ok,
  optionalIntParam,
  paged,
  queryParam,
  sortItems,
  validationError,
} from '../abp';
import type { AbpValidationError } from '../../src/api/envelope';
import { typedValueError } from '../../src/validation/formats';
import { searchKey, searchWords } from '../../src/validation/searchKey';
import { requireStaff } from '../access';
import { demoAccounts, type Account } from '../accounts';
import { nowInJapan, todayInJapan } from '../clock';
import { defineCall } from '../defineCall';
import { documentResult, renderWorkbook, XLSX } from '../documents';
import { admissionDateOf, fiscalYearOf } from '../feeLedger';
import type { Member } from '../seed';
import { affiliations } from '../seed/affiliations';
import type { MemberStatus } from '../seed/members';
import { POINT_CATEGORIES } from '../seed/points';
import { demoStore } from '../store';
import { memberOf } from '../callers';
import { checkedInCell, recordedByOf } from '../attendance';
import { AWAITING_PAYMENT_NOTE, awaitsPayment } from './eventRules';

export const MEMBER_STATUS_NAMES: Record<MemberStatus, string> = {
  active: '正会員',
  provisional: '仮会員',
  leave: '休会中',
  withdrawn: '退会',
};
const MEMBER_STATUSES = Object.keys(MEMBER_STATUS_NAMES) as MemberStatus[];

export const statusOf = (member: Member): MemberStatus =>
  member.status ?? (member.paidAdmissionFee ? 'active' : 'provisional');

// ---- Members -------------------------------------------------------------------------------------

const affiliationIdsOf = (memberId: number): number[] =>
  demoStore.memberAffiliations
    .filter((link) => link.memberId === memberId)
    .map((link) => link.affiliationId);

// The member's links are read once, not once per affiliation tried: the list maps every member.
function branchOf(memberId: number) {
  const linked = affiliationIdsOf(memberId);
  return affiliations.find((item) => item.category === 'branch' && linked.includes(item.id));
}

/** A row of the staff member list. */
function memberRow(member: Member) {
  const status = statusOf(member);
  return {
    id: member.id,
    memberNo: member.memberNo,
    name: member.name,
    nameKana: `${member.lastNameKana} ${member.firstNameKana}`,
    prefectureId: member.prefectureId,
    prefectureName: demoStore.prefectures.find((item) => item.id === member.prefectureId)?.name,
    branchName: branchOf(member.id)?.name ?? '',
    workplace: member.workplace,
    email: member.email,
    status,
    admissionDate: admissionDateOf(member),
  };
}

/**
 * The keyword matches when every space-separated word is found in the member's name, フリガナ,
 * member number, e-mail or workplace, both read as people type them (searchKey: さの, サノ and ｻﾉ
 * alike, ＡＢＣ = abc, spaces ignored); symbols are matched literally (A&B#C+D=E).
 */
function matchesKeyword(member: Member, keyword: string): boolean {
  const haystack = [
    member.name,
    `${member.lastNameKana}${member.firstNameKana}`,
    member.memberNo,
    member.email,
    member.workplace,
  ]
    .map(searchKey)
    .join('\n');
  return searchWords(keyword).every((word) => haystack.includes(word));
}

function filteredMembers(query: URLSearchParams): Member[] {
  const keyword = queryParam(query, 'keyword')?.trim() ?? '';
  const memberNo = queryParam(query, 'memberNo')?.trim() ?? '';
  const prefectureId = optionalIntParam(query, 'prefectureId');
  const affiliationId = optionalIntParam(query, 'affiliationId');
  const status = choiceParam(query, 'status', MEMBER_STATUSES, '会員状態');
  return demoStore.members.filter(
    (member) =>
      (!keyword || matchesKeyword(member, keyword)) &&
      (!memberNo || member.memberNo.startsWith(memberNo)) &&
      (prefectureId === null || member.prefectureId === prefectureId) &&
      (affiliationId === null || affiliationIdsOf(member.id).includes(affiliationId)) &&
      (status === null || statusOf(member) === status),
  );
}

function memberById(id: number): Member {
  const member = demoStore.members.find((candidate) => candidate.id === id);
  if (!member) throw new DemoApiError(404, '会員が見つかりません');
  return member;
}

/**
 * Why a member may not be deleted: one who signs in to the portal would be left with an account
 * and no record, so they leave by withdrawal (退会) instead.
 */
const memberDeletionBlocked = (member: Member): string | null =>
  demoAccounts.some((account) => account.memberId === member.id)
    ? 'ポータルにログインできる会員は削除できません（退会の手続きをご利用ください）'
    : null;

/** One member as staff see and edit it: the record, its branch and societies, its status. */
function memberDetail(member: Member) {
  const linked = affiliationIdsOf(member.id);
  return {
    ...memberRow(member),
    ...member,
    admissionDate: admissionDateOf(member),
    deletionBlockedReason: memberDeletionBlocked(member),
    status: statusOf(member),
    branchId: branchOf(member.id)?.id ?? null,
    societyIds: linked.filter((id) =>
      affiliations.some((item) => item.id === id && item.category === 'society'),
    ),
  };
}

/**
 * The member UpdateMember changes: the signed-in member's own record, or, with an `id` of another
 * member in the body, that member's, for admin staff only (user_update). Staff may also change
 * the member's status. Returns who is recorded as the modifier.
 */
export function updateTargetOf(
  account: Account,
  body: unknown,
): { member: Member; modifierName: string | null; status: MemberStatus | null } {
  const input = bodyOf(body);
  const id = typeof input.id === 'number' ? input.id : Number(input.id);
  if (!Number.isInteger(id) || id === account.memberId) {
    return { member: memberOf(account), modifierName: null, status: null };
  }
  requireStaff(account, 'user_update');
  const status =
    typeof input.status === 'string' && Object.hasOwn(MEMBER_STATUS_NAMES, input.status)
      ? (input.status as MemberStatus)
      : null;
  return { member: memberById(id), modifierName: memberOf(account).name, status };
}

/** DeleteMember (not in SPEC §7): admin removes a member record, unless the member signs in. */
function deleteMember(query: URLSearchParams): Response {
  const member = memberById(intParam(query, 'id'));
  const refused = memberDeletionBlocked(member);
  if (refused) throw new DemoApiError(500, refused);
  demoStore.members = demoStore.members.filter((candidate) => candidate.id !== member.id);
  demoStore.memberAffiliations = demoStore.memberAffiliations.filter(
    (link) => link.memberId !== member.id,
  );
  return ok({ id: member.id });
}

/**
 * GetMemberUpdateHistory with `allMembers=true`: the latest changes of every member's record,
 * each naming the member (staff, the dashboard's 最近の会員情報の更新).
 */
export function staffUpdateHistory(account: Account, query: URLSearchParams): Response {
  requireStaff(account, 'contents_read');
  const members = new Map(demoStore.members.map((member) => [member.id, member]));
  const rows = demoStore.memberUpdateHistories.flatMap((entry) => {
    const member = members.get(entry.memberId);
    return member ? [{ ...entry, memberNo: member.memberNo, memberName: member.name }] : [];
  });
  return paged(rows, query, 'modificationTime DESC');
}

/** Whose update history GetMemberUpdateHistory answers: `memberId` (staff) or the caller's. */
export function historyMemberOf(account: Account, query: URLSearchParams): Member {
  const memberId = optionalIntParam(query, 'memberId');
  if (memberId === null || memberId === account.memberId) return memberOf(account);
  requireStaff(account, 'contents_read');
  return memberById(memberId);
}

// ---- Participation history of every member -------------------------------------------------------

const HISTORY_SORTING = 'participatedOn DESC, id DESC';

function participationRows(query: URLSearchParams) {
  const memberId = optionalIntParam(query, 'memberId');
  const keyword = queryParam(query, 'keyword')?.trim() ?? '';
  const fiscalYear = optionalIntParam(query, 'fiscalYear');
  const category = choiceParam(query, 'category', POINT_CATEGORIES, '区分');
  const members = new Map(demoStore.members.map((member) => [member.id, member]));
  return demoStore.participationHistories.flatMap((item) => {
    const member = members.get(item.memberId);
    if (!member) return [];
    const row = {
      id: item.id,
      memberId: member.id,
      memberNo: member.memberNo,
      memberName: member.name,
      participatedOn: item.participatedOn,
      fiscalYear: fiscalYearOf(item.participatedOn),
      eventName: item.eventName,
      category: item.category,
      unitType: item.unitType,
      points: item.points,
      awaitingPayment: awaitsPayment(item),
      checkedInAt: item.checkedInAt ?? null,
      recordedBy: recordedByOf(item),
    };
    const wanted =
      (memberId === null || member.id === memberId) &&
      (!keyword || matchesKeyword(member, keyword)) &&
      (fiscalYear === null || row.fiscalYear === fiscalYear) &&
      (category === null || row.category === category);
    return wanted ? [row] : [];
  });
}

/**
 * GetListParticipationHistory with `allMembers=true`: every member's rows (staff), filtered by
 * member id or keyword, 年度 and 区分. Without it the call stays the member's own (points.ts).
 */
export function staffParticipationHistory(account: Account, query: URLSearchParams): Response {
  requireStaff(account, 'contents_read');
  return paged(participationRows(query), query, HISTORY_SORTING);
}

const EXPORT_COLUMNS = [
  { header: '会員番号', key: 'memberNo', width: 10 },
  { header: '氏名', key: 'memberName', width: 16 },
  { header: '参加日', key: 'participatedOn', width: 12, numFmt: 'yyyy/mm/dd' },
  { header: '学会・セミナー名', key: 'eventName', width: 56 },
  { header: '区分', key: 'category', width: 24 },
  { header: '単位区分', key: 'unitType', width: 10 },
  { header: '取得ポイント', key: 'points', width: 12, numFmt: '0' },
  { header: '受付日時', key: 'checkedInAt', width: 36, numFmt: 'yyyy/mm/dd hh:mm:ss' },
  { header: '備考', key: 'note', width: 18 },
];

async function exportParticipation(query: URLSearchParams) {
  const sorting = queryParam(query, 'Sorting')?.trim() || HISTORY_SORTING;
  const rows = sortItems(participationRows(query), sorting);
  const today = todayInJapan();
  const bytes = await renderWorkbook({
    sheetName: '参加履歴',
    title: `参加履歴（全会員） ${today.replaceAll('-', '/')} 出力 ${rows.length}件`,
    columns: EXPORT_COLUMNS,
    rows: rows.map(({ awaitingPayment, recordedBy, ...row }) => ({
      ...row,
      participatedOn: new Date(`${row.participatedOn}T00:00:00+09:00`),
      checkedInAt: checkedInCell({ checkedInAt: row.checkedInAt, recordedBy }),
      note: awaitingPayment ? AWAITING_PAYMENT_NOTE : null,
    })),
  });
  return documentResult(bytes, XLSX, `参加履歴_${today.replaceAll('-', '')}.xlsx`);
}

// ---- Prefecture master ---------------------------------------------------------------------------

function prefectureById(id: number) {
  const prefecture = demoStore.prefectures.find((item) => item.id === id);
  if (!prefecture) throw new DemoApiError(404, '都道府県が見つかりません');
  return prefecture;
}

/** Why a prefecture may not be deleted: members' records (home or workplace) name it. */
function prefectureDeletionBlocked(id: number): string | null {
  const users = demoStore.members.filter(
    (member) => member.prefectureId === id || member.workplacePrefectureId === id,
  ).length;
  return users > 0 ? `この都道府県は ${users} 名の会員が使用しているため削除できません` : null;
}

/** DeletePrefecture (not in SPEC §7): contents_update staff, only a prefecture no member uses. */
function deletePrefecture(query: URLSearchParams): Response {
  const prefecture = prefectureById(intParam(query, 'id'));
  const refused = prefectureDeletionBlocked(prefecture.id);
  if (refused) throw new DemoApiError(500, refused);
  demoStore.prefectures = demoStore.prefectures.filter((item) => item.id !== prefecture.id);
  return ok({ id: prefecture.id });
}

function prefectureErrors(input: Record<string, unknown>): AbpValidationError[] {
  const errors: AbpValidationError[] = [];
  const check = (member: string, kind: 'kana' | null, maxLength: number) => {
    const value = input[member];
    const problem =
      typeof value !== 'string' || value.trim() === ''
        ? '必須項目です'
        : [...value].length > maxLength
          ? `${maxLength}文字以内で入力してください`
          : typedValueError(kind, value);
    if (problem) errors.push({ message: problem, members: [member] });
  };
  check('name', null, 10);
  check('nameKana', 'kana', 20);
  return errors;
}

/** UpdatePrefecture (not in SPEC §7): the master's name and フリガナ, contents_update staff. */
function updatePrefecture(account: Account, body: unknown): Response {
  const input = bodyOf(body);
  const prefecture = prefectureById(Number(input.id));
  const errors = prefectureErrors(input);
  if (errors.length > 0) return validationError(errors);
  Object.assign(prefecture, {
    name: String(input.name).trim(),
    nameKana: String(input.nameKana).trim(),
    lastModifierName: memberOf(account).name,
    lastModificationTime: nowInJapan(),
  });
  return ok(prefecture);
}

export const staffCalls = [
  defineCall('GetListMember', ({ query }) =>
    paged(filteredMembers(query).map(memberRow), query, 'memberNo ASC'),
  ),

  defineCall('GetDetailMemberById', ({ query }) =>
    ok(memberDetail(memberById(intParam(query, 'id')))),
  ),

  defineCall('ExportExcelParticipationHistory', ({ query }) => exportParticipation(query)),

  defineCall('DeleteMember', ({ query }) => deleteMember(query)),

  defineCall('GetPrefecture', ({ query }) => {
    const prefecture = prefectureById(intParam(query, 'id'));
    return ok({ ...prefecture, deletionBlockedReason: prefectureDeletionBlocked(prefecture.id) });
  }),

  defineCall('UpdatePrefecture', ({ account, body }) => updatePrefecture(account, body)),

  defineCall('DeletePrefecture', ({ query }) => deletePrefecture(query)),
];
