import Typography from '@mui/material/Typography';
import { formatDate, formatYen } from '../../i18n/format';
import { useCallQuery } from '../../providers/useCall';
import { usePortalToday } from '../../providers/usePortalClock';
import { Pending } from '../../components/Section';
import { RowsTable, type RowColumn } from '../../generator/RowsTable';
import type {
  Fee,
  FeeCondition,
  FeeManagement,
  FiscalYear,
  FiscalYearConditionGroup,
  PaymentTarget,
} from '../../api/payments';

/** 2026年度（2026年4月〜2027年3月） */
function fiscalYearSpan({ fiscalYear, fiscalYearStartMonth, fiscalYearEndMonth }: FiscalYear) {
  const endYear = fiscalYearEndMonth < fiscalYearStartMonth ? fiscalYear + 1 : fiscalYear;
  return `${fiscalYear}年度（${fiscalYear}年${fiscalYearStartMonth}月〜${endYear}年${fiscalYearEndMonth}月）`;
}

/** The society's fiscal year today, asked of the server with the portal's today. */
function CurrentFiscalYear() {
  const today = usePortalToday();
  const { data, error } = useCallQuery('GetSystemFiscalYear', { date: today });
  if (!data) return <Pending error={error} what="年度" />;
  return <Typography>現在の年度：{fiscalYearSpan(data.data)}</Typography>;
}

const FEE_COLUMNS: readonly RowColumn<Fee>[] = [
  { source: 'itemName', label: '内容', rowHeader: true },
  { source: 'amount', label: '金額', type: 'yen', align: 'right' },
  { source: 'dueDate', label: '支払期限', type: 'date' },
  {
    source: 'status',
    label: '状況',
    value: (fee) =>
      fee.status === 'paid'
        ? `支払済み（${formatDate(fee.paidAt)}・${fee.paymentMethodName ?? ''}）`
        : '未払い',
  },
];

/**
 * The member's fees of the fiscal year being invoiced, paid or not. Each fee shows its own due
 * date: a year's fees fall due on different days (a branch fee is invoiced later in the year).
 */
function InvoicedYear({
  management,
  target,
}: {
  management: FeeManagement;
  target: PaymentTarget;
}) {
  const title = `${target.fiscalYear}年度の会費`;
  return (
    <>
      <Typography component="h3" variant="subtitle1" sx={{ mt: 2 }}>
        {title}
      </Typography>
      {management.fees.length === 0 ? (
        <Typography>{target.fiscalYear}年度の会費はまだ請求されていません。</Typography>
      ) : (
        <RowsTable
          label={title}
          rows={management.fees}
          columns={FEE_COLUMNS}
          rowKey={(fee) => fee.id}
        />
      )}
    </>
  );
}

/** A member type's amounts, with the run of fiscal years they apply to. */
type GroupCondition = FeeCondition & { group: FiscalYearConditionGroup };

const CONDITION_COLUMNS: readonly RowColumn<GroupCondition>[] = [
  {
    source: 'group',
    label: '適用年度',
    rowHeader: true,
    spansGroup: true,
    value: ({ group }) => group.name,
  },
  { source: 'memberType', label: '会員種別' },
  { source: 'admissionFee', label: '入会金', type: 'yen', align: 'right' },
  { source: 'annualFee', label: '年会費', type: 'yen', align: 'right' },
  {
    source: 'affiliationFee',
    label: '支部会費',
    align: 'right',
    value: ({ affiliationFee }) => (affiliationFee === null ? 'なし' : formatYen(affiliationFee)),
  },
];

/** The fee table: what each member type owes, per run of fiscal years. */
function FeeTable() {
  const { data, error } = useCallQuery('GetListFiscalYearConditionGroup', { allItems: true });
  if (!data) return <Pending error={error} what="会費額" />;
  return (
    <>
      <Typography component="h3" variant="subtitle1" sx={{ mt: 2 }}>
        年度別の会費額
      </Typography>
      <RowsTable
        label="年度別の会費額"
        rows={data.data.flatMap((group) =>
          group.conditions.map((condition) => ({ ...condition, group })),
        )}
        columns={CONDITION_COLUMNS}
        rowKey={({ group, memberType }) => `${group.id}-${memberType}`}
        groupOf={({ group }) => group.id}
      />
    </>
  );
}

/**
 * 年度と会費額: today's fiscal year, the member's fees of the year being invoiced and the fee
 * table. `management` is fetched by the page (the bank section needs the member number too).
 */
export function FiscalYearFees({
  management,
  target,
  error,
}: {
  management: FeeManagement | undefined;
  target: PaymentTarget | undefined;
  error: Error | null;
}) {
  return (
    <>
      <CurrentFiscalYear />
      {management && target ? (
        <InvoicedYear management={management} target={target} />
      ) : (
        <Pending error={error} what="今年度の会費" />
      )}
      <FeeTable />
    </>
  );
}
