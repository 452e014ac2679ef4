/**
 * The wire shape of the renewal period's points (GetParticipationHistoryPoint), shared by the page
 * and the demo API.
 */

export interface CategoryPoints {
  /** 学術集会, 支部セミナー, … (GetListParticipationHistory's `category`). */
  category: string;
  points: number;
  /** The minimum this category must reach; null where there is none. */
  requiredPoints: number | null;
}

export interface PointSummary {
  /** The current renewal period (YYYY-MM-DD). */
  periodStart: string;
  periodEnd: string;
  totalPoints: number;
  requiredPoints: number;
  categories: CategoryPoints[];
  /** Every requirement (the total and each category minimum) is reached. */
  met: boolean;
}

/**
 * GetListParticipationHistory: one participation, as the list and the export show it. The
 * member's own rows carry the renewal period and the check-in; staff's (`allMembers`) name the
 * member instead.
 */
export interface PointHistoryRow {
  id: number;
  /** YYYY-MM-DD */
  participatedOn: string;
  fiscalYear: number;
  eventName: string;
  category: string;
  unitType: string;
  points: number;
  /** Attended, the fee still unpaid: the points count once it is paid (お支払い後に加算). */
  awaitingPayment: boolean;
  /** 対象期間: the renewal period the points count toward (the member's own rows). */
  period?: string;
  /** 受付日時: when staff checked the member in, or entered it (事務局入力), for rows of an attendance. */
  checkedInAt?: string | null;
  /** The staff member who entered the attendance the door missed (事務局入力), else null. */
  recordedBy?: string | null;
  /** The participation the row's points were earned at (the member's own rows); null for others. */
  participantId?: number | null;
  /** Its 受講証明書 may be downloaded (GetAttendanceCertificate) (the member's own rows). */
  certificateAvailable?: boolean;
  /** Whose row it is (staff's rows). */
  memberId?: number;
  memberNo?: string;
  memberName?: string;
}

/** The member's own list filters (年度, 区分). */
export interface PointHistoryFilters {
  fiscalYear?: number;
  category?: string;
}

/** Staff's filters across members (`allMembers`). */
export interface StaffPointHistoryFilters extends PointHistoryFilters {
  allMembers?: boolean;
  memberId?: number;
  keyword?: string;
}
