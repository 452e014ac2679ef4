import { APPLICATION_STATUS_LABELS, type UnreadApplication } from '../../api/applications';
import type { Participation } from '../../api/events';
import type { Fee } from '../../api/payments';
import type { MemberUpdatePersonal } from '../../api/renewal';
import { extensionResultText, renewalVerdict } from '../../components/renewalVerdict';
import { formatDate } from '../../i18n/format';

/**
 * What the dashboard asks the member to do, most at stake first: the qualification's renewal,
 * the results of applications not opened yet, then every unpaid item (fees and participation
 * fees), the overdue and earliest due first. Pure and given `today`, so the wording and the order
 * are tested without rendering; the renewal's words are the one verdict (renewalVerdict).
 */

/** Payments named at once; the rest open on request, each still with its due date and action. */
export const NAMED_PAYMENTS = 3;

/** The fields of a GetListMembershipFeeManagementNotPayment record the dashboard reads. */
export type UnpaidFee = Pick<Fee, 'id' | 'title' | 'amount' | 'dueDate' | 'paymentRequestId'>;

/** The fields of a GetListEventParticipant (`unpaid=true`) row the dashboard reads. */
export type UnpaidParticipation = Pick<
  Participation,
  'id' | 'eventTitle' | 'fee' | 'paymentDueDate' | 'paymentRequestId'
>;

export type Severity = 'error' | 'warning' | 'info';

/** A shortcut to the page where something is to be done. */
export interface LinkTodo {
  key: string;
  severity: Severity;
  title: string;
  detail: string;
  /** Further sentences: what is missing, what to do. */
  lines: string[];
  to: string;
}

/** One amount to pay: a fee request (its fees together) or a participation's fee. */
export interface PaymentTodo {
  key: string;
  title: string;
  amount: number;
  /** YYYY-MM-DD; null when no due date is known. */
  dueDate: string | null;
  overdue: boolean;
  /** The request to pay; null: none issued yet, the page `to` says how to pay. */
  requestId: number | null;
  to: string;
}

export interface Todos {
  links: LinkTodo[];
  payments: PaymentTodo[];
}

const KIND_LABELS: Record<UnreadApplication['kind'], string> = {
  temporaryAbsence: '休会申請',
  extension: '更新延長申請',
  withdrawal: '退会申請',
};

const RESULT_PATHS: Record<UnreadApplication['kind'], string> = {
  temporaryAbsence: '/applications/TemporaryAbsence',
  extension: '/applications/extension',
  withdrawal: '/applications/withdrawal',
};

function renewalTodo(renewal: MemberUpdatePersonal, today: string): LinkTodo | null {
  const verdict = renewalVerdict(renewal, today);
  if (!verdict.todo) return null;
  return {
    key: 'renewal',
    severity: verdict.severity === 'error' ? 'error' : 'warning',
    title: '資格の更新',
    detail: verdict.headline,
    lines: [...verdict.missing, ...(verdict.action ? [verdict.action] : [])],
    to: '/MemberUpdates',
  };
}

/** A decided application not opened yet, and what it means where the portal knows. */
function resultTodo(
  item: UnreadApplication,
  renewal: MemberUpdatePersonal | null | undefined,
  today: string,
): LinkTodo {
  const decided = `${formatDate(item.decidedAt)}に審査結果が出ました。`;
  const meaning =
    item.kind === 'extension' && item.status !== 'applied' && renewal
      ? extensionResultText(item.status, renewal, today)
      : '内容をご確認ください。';
  return {
    key: `result-${item.kind}-${item.id}`,
    severity: item.status === 'rejected' ? 'warning' : 'info',
    title: `${KIND_LABELS[item.kind]}の審査結果（${APPLICATION_STATUS_LABELS[item.status]}）`,
    detail: decided,
    lines: [meaning],
    to: RESULT_PATHS[item.kind],
  };
}

/** Fees on one request are paid together: one payment per request, naming each fee. */
function feePayments(fees: readonly UnpaidFee[], today: string): PaymentTodo[] {
  const byRequest = new Map<string, UnpaidFee[]>();
  for (const fee of fees) {
    const key = fee.paymentRequestId === null ? `fee-${fee.id}` : `request-${fee.paymentRequestId}`;
    byRequest.set(key, [...(byRequest.get(key) ?? []), fee]);
  }
  return [...byRequest].map(([key, group]) => {
    const dueDate = group.map((fee) => fee.dueDate).sort()[0]!;
    return {
      key,
      title: group.map((fee) => fee.title).join('・'),
      amount: group.reduce((sum, fee) => sum + fee.amount, 0),
      dueDate,
      overdue: dueDate < today,
      requestId: group[0]!.paymentRequestId,
      to: '/MembershipFeeDetail',
    };
  });
}

const participationPayment = (item: UnpaidParticipation, today: string): PaymentTodo => ({
  key: `participation-${item.id}`,
  title: `${item.eventTitle} 参加費`,
  amount: item.fee,
  dueDate: item.paymentDueDate,
  overdue: item.paymentDueDate !== null && item.paymentDueDate < today,
  requestId: item.paymentRequestId,
  to: '/events/participaints',
});

/**
 * The earliest due first (overdue ones lead so); what has no due date last. ISO dates order as
 * text: no locale collation, whose first use costs the phone a start-up of ICU's collator.
 */
const byDueDate = (a: PaymentTodo, b: PaymentTodo) => {
  const [first, second] = [a.dueDate ?? '9999-12-31', b.dueDate ?? '9999-12-31'];
  return first < second ? -1 : Number(first > second);
};

/** What each answer asks for on a day of Japan's calendar; an answer not (yet) there asks nothing. */
export function todosOf(
  {
    renewal,
    unpaid,
    participations,
    unread = [],
  }: {
    /** null: the member holds no qualification. */
    renewal?: MemberUpdatePersonal | null;
    unpaid?: readonly UnpaidFee[];
    participations?: readonly UnpaidParticipation[];
    unread?: readonly UnreadApplication[];
  },
  /** Today on Japan's calendar, YYYY-MM-DD. */
  today: string,
): Todos {
  const links = [
    renewal ? renewalTodo(renewal, today) : null,
    ...unread.map((item) => resultTodo(item, renewal, today)),
  ].filter((todo): todo is LinkTodo => todo !== null);
  const payments = [
    ...feePayments(unpaid ?? [], today),
    ...(participations ?? []).map((item) => participationPayment(item, today)),
  ].sort(byDueDate);
  return { links, payments };
}
