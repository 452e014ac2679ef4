/**
 * The member record on the wire: what GetDetailMember and GetDetailMemberById answer, what
 * UpdateMember takes, and the member's affiliations. The pages, the resource files' calls and the
 * demo API's seed all read these types from here.
 */

/** 会員状態 as staff filter by it. */
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
  /** Absent: 正会員 once the admission fee is paid, else 仮会員. */
  status?: MemberStatus;
  /** 受験番号 of a member registered from the successful-applicant import (no duplicates). */
  examNo?: string;
  creatorName: string;
  creationTime: string;
  lastModifierName: string | null;
  lastModificationTime: string | null;
}

/** GetMemberAffiliation's items: the member's branch (支部) and societies (学会・研究会). */
export interface MemberAffiliation {
  affiliationId: number;
  name: string;
  category: 'branch' | 'society';
  categoryName: string;
  joinedDate: string;
}

/** One item changed by an update (GetMemberUpdateHistory). */
export interface MemberChange {
  /** The member record's property. */
  property: string;
  /** The item's Japanese label, as the member sees it. */
  label: string;
  /** Values as shown (names for chosen ids); '' when there was none. */
  before: string;
  after: string;
}

/** GetMemberUpdateHistory: one update of a member's record. */
export interface MemberUpdateHistory {
  id: number;
  memberId: number;
  modificationTime: string;
  modifierName: string;
  changes: MemberChange[];
}

/** GetMemberUpdateHistory: an update; with `allMembers` (staff) it names whose record it was. */
export interface MemberUpdateRow extends MemberUpdateHistory {
  memberNo?: string;
  memberName?: string;
}

/** A row of the staff member list (GetListMember). */
export interface MemberRow {
  id: number;
  memberNo: string;
  name: string;
  nameKana: string;
  prefectureId: number;
  prefectureName?: string;
  branchName: string;
  workplace: string;
  email: string;
  status: MemberStatus;
  admissionDate: string | null;
}

/** GetDetailMemberById (staff): one member as staff see and edit it. */
export interface MemberDetail extends Member, MemberRow, MemberAffiliationIds {
  status: MemberStatus;
  /** Why the member may not be deleted (null: they may). */
  deletionBlockedReason: string | null;
}

/** The member's affiliations as the record's items (GetDetailMemberById carries them too). */
export interface MemberAffiliationIds {
  branchId: number | null;
  societyIds: number[];
}

/** What UpdateMember changes: the member's own items (staff may also send `id` and `status`). */
export type MemberUpdate = Pick<
  Member,
  | 'lastName'
  | 'firstName'
  | 'lastNameKana'
  | 'firstNameKana'
  | 'email'
  | 'tel'
  | 'mobile'
  | 'postalCode'
  | 'address1'
  | 'address2'
  | 'workplace'
  | 'workplaceDepartment'
  | 'workplacePostalCode'
  | 'workplaceAddress1'
  | 'workplaceAddress2'
  | 'workplaceTel'
> & {
  prefectureId: number | null;
  workplacePrefectureId: number | null;
  descriptionId: number | null;
  jobCategoryId: number | null;
} & MemberAffiliationIds;

export const affiliationIds = (items: readonly MemberAffiliation[]): MemberAffiliationIds => ({
  branchId: items.find((item) => item.category === 'branch')?.affiliationId ?? null,
  societyIds: items.filter((item) => item.category === 'society').map((item) => item.affiliationId),
});

/** GetDetailMemberSetLastPayment: the record with the latest annual fee paid (null: never). */
export interface MemberWithLastPayment extends Member {
  lastPayment: { fiscalYear: number; paidAt: string; amount: number } | null;
}

/** GetListMember's filters. */
export interface MemberFilters {
  /** Words matched against name, フリガナ, member number, e-mail and workplace. */
  keyword?: string;
  /** A member number's first digits. */
  memberNo?: string;
  prefectureId?: number;
  affiliationId?: number;
  status?: MemberStatus;
}
