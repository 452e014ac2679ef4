import type { ApplicationKind } from '../../api/applications';
import type { CallName, ResultOf } from '../../api/contract';
import { formatDate } from '../../i18n/format';

/** Each kind's GetDetail*Application call. */
interface DetailCalls {
  temporaryAbsence: 'GetDetailTemporaryAbsenceApplication';
  return: 'GetDetailReturnApplication';
  extension: 'GetDetailExtensionApplication';
  withdrawal: 'GetDetailWithdrawalApplication';
}

/** What GetDetail*Application answers for each kind. */
export type DetailOf<K extends ApplicationKind> = ResultOf<DetailCalls[K]>;

export type ApplicationOf<K extends ApplicationKind> = NonNullable<DetailOf<K>['current']>;

/** An approved application in force now (a leave running or about to start), and its words. */
interface InEffect<A> {
  message: string;
  application: A;
}

interface KindInfo<K extends ApplicationKind> {
  /** What is applied for: 現在、{subject}を申請できます。 */
  subject: string;
  detailCall: DetailCalls[K];
  /** The call that sends the application. */
  applyCall: CallName;
  /** The application form. */
  formPath: string;
  inEffect: (detail: DetailOf<K>, today: string) => InEffect<ApplicationOf<K>> | null;
}

/** Each application kind: its detail call, its form and what of it can be in force. */
export const APPLICATION_KINDS: { [K in ApplicationKind]: KindInfo<K> } = {
  temporaryAbsence: {
    subject: '休会',
    detailCall: 'GetDetailTemporaryAbsenceApplication',
    applyCall: 'ApplyTemporaryAbsence',
    formPath: '/applications/TemporaryAbsence',
    inEffect: ({ leave }, today) => {
      if (!leave) return null;
      const period = `${formatDate(leave.startDate)}〜${formatDate(leave.endDate)}`;
      return {
        message:
          leave.startDate <= today
            ? `休会中です（休会期間 ${period}）。`
            : `承認済みの休会が${formatDate(leave.startDate)}から始まります（休会期間 ${period}）。`,
        application: leave,
      };
    },
  },
  return: {
    subject: '休会復帰',
    detailCall: 'GetDetailReturnApplication',
    applyCall: 'ApplyReturn',
    formPath: '/applications/return',
    inEffect: ({ current }, today) =>
      current?.status === 'approved' && current.returnDate >= today
        ? {
            message: `休会復帰が承認されています（復帰日 ${formatDate(current.returnDate)}）。`,
            application: current,
          }
        : null,
  },
  extension: {
    subject: '更新延長',
    detailCall: 'GetDetailExtensionApplication',
    applyCall: 'ApplyExtension',
    formPath: '/applications/extension',
    inEffect: ({ current, expiryDate }) =>
      current?.status === 'approved' && current.expiryDate === expiryDate
        ? {
            message: `更新延長が承認されています（更新期限 ${formatDate(current.extendedUntil)}）。`,
            application: current,
          }
        : null,
  },
  withdrawal: {
    subject: '退会',
    detailCall: 'GetDetailWithdrawalApplication',
    applyCall: 'ApplyWithdrawal',
    formPath: '/applications/withdrawal',
    inEffect: ({ current }) =>
      current?.status === 'approved'
        ? {
            message: `退会が承認されています（退会日 ${formatDate(current.withdrawalDate)}）。`,
            application: current,
          }
        : null,
  },
};

export type StatusState = 'pending' | 'inEffect' | 'open' | 'closed';

export interface ApplicationStanding<A> {
  state: StatusState;
  /** The one line the page opens on. */
  message: string;
  /** Why no new application can be made, beside an application in force; else null. */
  note: string | null;
  /** The application pending or in force: the current one. */
  live: A | null;
  /** The latest application when it is decided and no longer in force: history. */
  past: A | null;
}

/**
 * Where the member stands with one kind of application: an application under review, else one
 * approved and in force, else whether a new one may be made (and if not, the server's reason).
 * A decided application no longer in force (a leave of years ago) is history, not current.
 */
export function statusOf<K extends ApplicationKind>(
  kind: K,
  detail: DetailOf<K>,
  today: string,
): ApplicationStanding<ApplicationOf<K>> {
  const { subject, inEffect } = APPLICATION_KINDS[kind];
  const current = (detail.current ?? null) as ApplicationOf<K> | null;
  const pastOf = (live: ApplicationOf<K> | null) =>
    current && current.status !== 'applied' && current.id !== live?.id ? current : null;
  if (current?.status === 'applied') {
    return {
      state: 'pending',
      message: detail.reason ?? `${subject}申請は審査中です。`,
      note: null,
      live: current,
      past: null,
    };
  }
  const inForce = inEffect(detail, today);
  if (inForce) {
    return {
      state: 'inEffect',
      message: inForce.message,
      note: detail.canApply ? null : detail.reason,
      live: inForce.application,
      past: pastOf(inForce.application),
    };
  }
  return {
    state: detail.canApply ? 'open' : 'closed',
    message: detail.canApply
      ? `現在、${subject}を申請できます。`
      : (detail.reason ?? '現在この申請は行えません。'),
    note: null,
    live: null,
    past: pastOf(null),
  };
}
