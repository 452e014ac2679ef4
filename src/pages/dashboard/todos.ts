import { daysBetween, japanClock, todayInJapan } from '../../api/japanTime';
import { formatDate, formatYen } from '../../generator/format';

/**
 * What the dashboard asks the member to do, worked out from the member detail (qualification)
 * and the member's unpaid fee records. Pure, so the wording and the expiry boundaries are tested
 * without rendering.
 */

/** A qualification expiring within this many days (or already expired) asks for renewal. */
export const RENEWAL_NOTICE_DAYS = 180;
/** Unpaid fees named one by one; beyond that the shortcut says how many more. */
export const NAMED_FEES = 3;

/** The fields of GetDetailMemberSetLastPayment the dashboard reads. */
export interface MemberStatus {
  paidAdmissionFee: boolean;
  /** YYYY-MM-DD; null when the member holds no qualification. */
  qualificationExpiryDate: string | null;
}

/** The fields of a GetListMembershipFeeManagementNotPayment record the dashboard reads. */
export interface UnpaidFee {
  id: number;
  /** e.g. 2026年度 入会金 */
  title: string;
  amount: number;
}

export interface Todo {
  title: string;
  detail: string;
  /** What the shortcut is about, one line under the detail (e.g. the unpaid fees' titles). */
  note?: string;
  to: string;
}

/** Every unpaid fee of any kind (入会金, 年会費, 支部会費), as the fee page lists them. */
function unpaidFees(fees: readonly UnpaidFee[]): Todo | null {
  if (fees.length === 0) return null;
  const total = formatYen(fees.reduce((sum, fee) => sum + fee.amount, 0));
  const named = fees.slice(0, NAMED_FEES).map((fee) => fee.title);
  const more = fees.length - named.length;
  return {
    title: '会費の未払い',
    detail: `未払いの会費が${fees.length}件あります（${fees.length === 1 ? total : `合計 ${total}`}）`,
    note: more > 0 ? `${named.join('、')} ほか${more}件` : named.join('、'),
    to: '/MembershipFeeDetail',
  };
}

function expiringQualification(member: MemberStatus, today: string): Todo | null {
  // The expiry's day on Japan's calendar; nothing for a value that is not a date.
  const expiry = japanClock(member.qualificationExpiryDate)?.date;
  if (!expiry) return null;
  const daysLeft = daysBetween(today, expiry);
  if (daysLeft > RENEWAL_NOTICE_DAYS) return null;
  const date = formatDate(member.qualificationExpiryDate);
  const detail =
    daysLeft < 0
      ? `資格の有効期限（${date}）を過ぎています`
      : daysLeft === 0
        ? `資格の有効期限は本日（${date}）までです`
        : `資格の有効期限は${date}です（あと${daysLeft}日）`;
  return { title: '資格の更新期限', detail, to: '/MemberUpdates' };
}

/** What each answer asks for on a day of Japan's calendar; an answer not (yet) there asks nothing. */
export function todosOf(
  { member, unpaid }: { member?: MemberStatus; unpaid?: readonly UnpaidFee[] },
  /** Today on Japan's calendar, YYYY-MM-DD. */
  today: string = todayInJapan(),
): Todo[] {
  return [
    unpaid ? unpaidFees(unpaid) : null,
    member ? expiringQualification(member, today) : null,
  ].filter((todo): todo is Todo => todo !== null);
}
