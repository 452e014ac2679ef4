import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate, formatYen } from '../../generator/format';
import { useCallQuery } from '../../providers/useCall';
import { usePortalToday } from '../../providers/usePortalClock';
import { Pending } from '../../components/Section';
import { stackOnPhone } from '../../components/stackOnPhone';
import type { FeeManagement, FiscalYear, PaymentTarget } from '../../api/payments';

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
  return (
    <>
      <Typography component="h3" variant="subtitle1" sx={{ mt: 2 }}>
        {target.fiscalYear}年度の会費
      </Typography>
      {management.fees.length === 0 ? (
        <Typography>{target.fiscalYear}年度の会費はまだ請求されていません。</Typography>
      ) : (
        <Table size="small" aria-label={`${target.fiscalYear}年度の会費`} sx={stackOnPhone}>
          <TableHead>
            <TableRow>
              <TableCell>内容</TableCell>
              <TableCell align="right">金額</TableCell>
              <TableCell>支払期限</TableCell>
              <TableCell>状況</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {management.fees.map((fee) => (
              <TableRow key={fee.id}>
                <TableCell component="th" scope="row" data-label="内容">
                  {fee.itemName}
                </TableCell>
                <TableCell data-label="金額" align="right">
                  {formatYen(fee.amount)}
                </TableCell>
                <TableCell data-label="支払期限">{formatDate(fee.dueDate)}</TableCell>
                <TableCell data-label="状況">
                  {fee.status === 'paid'
                    ? `支払済み（${formatDate(fee.paidAt)}・${fee.paymentMethodName ?? ''}）`
                    : '未払い'}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}

/** The fee table: what each member type owes, per run of fiscal years. */
function FeeTable() {
  const { data, error } = useCallQuery('GetListFiscalYearConditionGroup', { allItems: true });
  if (!data) return <Pending error={error} what="会費額" />;
  return (
    <>
      <Typography component="h3" variant="subtitle1" sx={{ mt: 2 }}>
        年度別の会費額
      </Typography>
      <Table size="small" aria-label="年度別の会費額" sx={stackOnPhone}>
        <TableHead>
          <TableRow>
            <TableCell>適用年度</TableCell>
            <TableCell>会員種別</TableCell>
            <TableCell align="right">入会金</TableCell>
            <TableCell align="right">年会費</TableCell>
            <TableCell align="right">支部会費</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.data.flatMap((group) =>
            group.conditions.map((condition, index) => (
              <TableRow key={`${group.id}-${condition.memberType}`}>
                {index === 0 && (
                  <TableCell
                    component="th"
                    scope="rowgroup"
                    rowSpan={group.conditions.length}
                    data-label="適用年度"
                  >
                    {group.name}
                  </TableCell>
                )}
                <TableCell data-label="会員種別">{condition.memberType}</TableCell>
                <TableCell data-label="入会金" align="right">
                  {formatYen(condition.admissionFee)}
                </TableCell>
                <TableCell data-label="年会費" align="right">
                  {formatYen(condition.annualFee)}
                </TableCell>
                <TableCell data-label="支部会費" align="right">
                  {condition.affiliationFee === null ? 'なし' : formatYen(condition.affiliationFee)}
                </TableCell>
              </TableRow>
            )),
          )}
        </TableBody>
      </Table>
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
