/**
 * The society's masters on the wire (`Common/*`): prefectures, affiliations, 施設区分 and job
 * categories, as the lookups, the staff pages and the demo API's seed read them.
 */

/** A prefecture (ids are JIS X 0401 codes). */
export interface Prefecture {
  id: number;
  name: string;
  nameKana: string;
  /** Audit fields of the master (the staff pages' operation information panel). */
  creatorName: string;
  creationTime: string;
  lastModifierName: string | null;
  lastModificationTime: string | null;
}

/** GetPrefecture (staff): the record, with why it may not be deleted (null: it may). */
export interface PrefectureRecord extends Prefecture {
  deletionBlockedReason: string | null;
}

/** UpdatePrefecture's body: the master's name and フリガナ. */
export interface PrefectureUpdate {
  id: number;
  name: string;
  nameKana: string;
}

export type AffiliationCategory = 'branch' | 'society';

/** GetListAffiliation, GetDetailAffiliation: a branch (支部) or a related society (関連学会・研究会). */
export interface Affiliation {
  id: number;
  code: string;
  name: string;
  category: AffiliationCategory;
  categoryName: string;
  /** Annual fee of the affiliation in yen (0: none). */
  annualFee: number;
  representative: string;
  officePostalCode: string;
  officeAddress: string;
  officeTel: string;
  officeEmail: string;
  sortOrder: number;
}

/** GetListDescription: 施設区分, the kind of facility a member works at. */
export interface Description {
  id: number;
  name: string;
  sortOrder: number;
}

/** GetListJobCategory: 職種. */
export interface JobCategory {
  id: number;
  name: string;
  sortOrder: number;
}

/** What a delete answers: the id it removed. */
export interface Deleted {
  id: number;
}

/** GetDetailTermByType: a term (利用規約, プライバシーポリシー …). */
export interface Term {
  type: number;
  title: string;
  /** HTML from the back office; sanitized before display. */
  body: string;
  version?: string | null;
  effectiveDate?: string | null;
}

/** GetDetailSystem: the system's name and calendar. */
export interface SystemDetail {
  systemName: string;
  societyName: string;
  /** YYYY-MM-DD, Japan. */
  today: string;
  currentFiscalYear: number;
  fiscalYearStartMonth: number;
  fiscalYearEndMonth: number;
}
