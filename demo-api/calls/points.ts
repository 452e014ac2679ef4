/**
 * Participation history and points (`/api/services/app/ParticipationHistory/*`) and their Excel
 * export. Points count toward the renewal period that holds their date: the five years ending on
 * the qualification's expiry date (seed/points.ts). The list, the totals and the export read the
 * same rows, so the file always equals what the member sees.
 */
import { choiceParam, ok, optionalIntParam, paged, queryParam, sortItems } from '../abp';
import type { Account } from '../accounts';
import { defineCall } from '../defineCall';
import { documentResult, renderWorkbook, XLSX } from '../documents';
import { addDays, addYears, todayInJapan } from '../clock';
import { fiscalYearOf } from '../feeLedger';
import type { Member } from '../seed';
import {
  POINT_CATEGORIES,
  RENEWAL_REQUIREMENT,
  type ParticipationHistory,
  type PointCategory,
} from '../seed/points';
import type { PointSummary } from '../../src/api/points';
import { qualificationExpiryOf } from '../qualification';
import { demoStore } from '../store';
import { memberOf } from '../callers';
import { checkedInCell, recordedByOf } from '../attendance';
import { certificateAvailable } from '../certificates';
import { AWAITING_PAYMENT_NOTE, awaitsPayment } from './eventRules';
import { staffParticipationHistory } from './staff';

/** YYYY/MM/DD〜YYYY/MM/DD */
const periodLabel = ({ start, end }: Period) =>
  `${start.replaceAll('-', '/')}〜${end.replaceAll('-', '/')}`;

// ---- Renewal periods -----------------------------------------------------------------------------

export interface Period {
  start: string;
  end: string;
}

/**
 * The last day of the member's current renewal period: the qualification's expiry date, or for a
 * member without the qualification the end of the current fiscal year.
 */
const periodEndOf = (member: Member, today: string): string =>
  member.qualificationExpiryDate ?? `${fiscalYearOf(today) + 1}-03-31`;

const periodEnding = (end: string): Period => ({
  start: addDays(addYears(end, -RENEWAL_REQUIREMENT.years), 1),
  end,
});

/** An approved extension (更新延長) lengthens the current period: its extra year's points count. */
function currentPeriodOf(member: Member, today = todayInJapan()): Period {
  const period = periodEnding(periodEndOf(member, today));
  return { ...period, end: qualificationExpiryOf(member) ?? period.end };
}

/** The renewal period holding `date`: periods are consecutive five-year spans. */
function periodHolding(member: Member, date: string): Period {
  let period = currentPeriodOf(member);
  while (date < period.start) period = periodEnding(addDays(period.start, -1));
  while (date > period.end) period = periodEnding(addYears(period.end, RENEWAL_REQUIREMENT.years));
  return period;
}

// ---- Rows and totals -----------------------------------------------------------------------------

/** A row as the list and the export show it. */
export interface HistoryRow {
  id: number;
  participatedOn: string;
  fiscalYear: number;
  eventName: string;
  category: PointCategory;
  unitType: string;
  points: number;
  /** 対象期間: the renewal period the points count toward. */
  period: string;
  /** 受付日時: when staff checked the member in at the event, for rows of a check-in. */
  checkedInAt: string | null;
  /** The staff member who entered the attendance the door missed (事務局入力), else null. */
  recordedBy: string | null;
  /** Attended, the fee still unpaid: the points count once it is paid (お支払い後に加算). */
  awaitingPayment: boolean;
  /** The participation the points were earned at; null for points from elsewhere. */
  participantId: number | null;
  /** That participation's 受講証明書 may be downloaded. */
  certificateAvailable: boolean;
}

const historyOf = (memberId: number): ParticipationHistory[] =>
  demoStore.participationHistories.filter((item) => item.memberId === memberId);

function toRow(member: Member, history: ParticipationHistory): HistoryRow {
  const { id, participatedOn, eventName, category, unitType, points } = history;
  const participant = demoStore.participants.find((item) => item.id === history.participantId);
  return {
    id,
    participatedOn,
    fiscalYear: fiscalYearOf(participatedOn),
    eventName,
    category,
    unitType,
    points,
    period: periodLabel(periodHolding(member, participatedOn)),
    checkedInAt: history.checkedInAt ?? null,
    recordedBy: recordedByOf(history),
    awaitingPayment: awaitsPayment(history),
    participantId: participant?.id ?? null,
    certificateAvailable: participant !== undefined && certificateAvailable(participant),
  };
}

/** The member's rows matching the list filters (年度 `fiscalYear`, 区分 `category`). */
function filteredRows(member: Member, query: URLSearchParams): HistoryRow[] {
  const fiscalYear = optionalIntParam(query, 'fiscalYear');
  const category = choiceParam(query, 'category', POINT_CATEGORIES, '区分');
  return historyOf(member.id)
    .map((item) => toRow(member, item))
    .filter(
      (row) =>
        (fiscalYear === null || row.fiscalYear === fiscalYear) &&
        (category === null || row.category === category),
    );
}

const DEFAULT_SORTING = 'participatedOn DESC, id DESC';

/** The member's points in the current renewal period against what renewal requires. */
export function pointSummaryOf(member: Member, today = todayInJapan()): PointSummary {
  const period = currentPeriodOf(member, today);
  const counted = historyOf(member.id).filter(
    (item) =>
      item.participatedOn >= period.start &&
      item.participatedOn <= period.end &&
      !awaitsPayment(item),
  );
  const categories = POINT_CATEGORIES.map((category) => ({
    category,
    points: counted
      .filter((item) => item.category === category)
      .reduce((sum, item) => sum + item.points, 0),
    requiredPoints: RENEWAL_REQUIREMENT.minimumPoints[category] ?? null,
  }));
  const totalPoints = categories.reduce((sum, item) => sum + item.points, 0);
  const requiredPoints = RENEWAL_REQUIREMENT.totalPoints;
  return {
    periodStart: period.start,
    periodEnd: period.end,
    totalPoints,
    requiredPoints,
    categories,
    met:
      totalPoints >= requiredPoints &&
      categories.every(
        (item) => item.requiredPoints === null || item.points >= item.requiredPoints,
      ),
  };
}

// ---- Export --------------------------------------------------------------------------------------

/** The export's columns: the table's, in the table's order. */
const EXPORT_COLUMNS = [
  { header: '参加日', key: 'participatedOn', width: 12, numFmt: 'yyyy/mm/dd' },
  { header: '学会・セミナー名', key: 'eventName', width: 60 },
  { header: '区分', key: 'category', width: 24 },
  { header: '単位区分', key: 'unitType', width: 10 },
  { header: '取得ポイント', key: 'points', width: 12, numFmt: '0' },
  { header: '対象期間', key: 'period', width: 24 },
  { header: '受付日時', key: 'checkedInAt', width: 36, numFmt: 'yyyy/mm/dd hh:mm:ss' },
  { header: '備考', key: 'note', width: 18 },
];

const compactDate = (date: string) => date.replaceAll('-', '');

async function exportFor(account: Account, query: URLSearchParams): Promise<Response> {
  const member = memberOf(account);
  const sorting = queryParam(query, 'Sorting')?.trim() || DEFAULT_SORTING;
  const rows = sortItems(filteredRows(member, query), sorting);
  const today = todayInJapan();
  const bytes = await renderWorkbook({
    sheetName: '受講履歴ポイント',
    title: `受講履歴ポイント ${member.name}（会員番号 ${member.memberNo}） ${today.replaceAll('-', '/')} 出力`,
    columns: EXPORT_COLUMNS,
    rows: rows.map((row) => ({
      // A real date cell (midnight in Japan), so Excel sorts and filters it as a date.
      participatedOn: new Date(`${row.participatedOn}T00:00:00+09:00`),
      eventName: row.eventName,
      category: row.category,
      unitType: row.unitType,
      points: row.points,
      period: row.period,
      checkedInAt: checkedInCell(row),
      note: row.awaitingPayment ? AWAITING_PAYMENT_NOTE : null,
    })),
  });
  return documentResult(
    bytes,
    XLSX,
    `受講履歴ポイント_${member.memberNo}_${compactDate(today)}.xlsx`,
  );
}

export const pointCalls = [
  // `allMembers=true`: staff across members (staff.ts); otherwise the member's own.
  defineCall('GetListParticipationHistory', ({ account, query }) =>
    queryParam(query, 'allMembers') === 'true'
      ? staffParticipationHistory(account, query)
      : paged(filteredRows(memberOf(account), query), query, DEFAULT_SORTING),
  ),

  defineCall('GetParticipationHistoryPoint', ({ account }) =>
    ok(pointSummaryOf(memberOf(account))),
  ),

  /** Every row matching the list's filters, in the list's order: not one page of it. */
  defineCall('ExportExcelPointHistoryPersonal', ({ account, query }) => exportFor(account, query)),
];
