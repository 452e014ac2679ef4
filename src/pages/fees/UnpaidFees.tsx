import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate, formatYen } from '../../generator/format';
import { useCallQuery } from '../../providers/useCall';
import { Pending } from '../../components/Section';
import type { Fee } from '../../api/payments';
import { usePayRequest } from '../../components/useGoToPayment';
import { usePhone } from '../../layout/usePhone';
import { stackOnPhone } from '../../components/stackOnPhone';

/** Unpaid fees in the server's order (oldest first), grouped by the request asking for them. */
function byRequest(fees: readonly Fee[]): Fee[][] {
  const groups = new Map<string, Fee[]>();
  for (const fee of fees) {
    const key = fee.paymentRequestId === null ? `fee-${fee.id}` : `request-${fee.paymentRequestId}`;
    groups.set(key, [...(groups.get(key) ?? []), fee]);
  }
  return [...groups.values()];
}

/**
 * 未払いの会費: every unpaid fee, with one お支払いへ per request. Fees are paid oldest first, so
 * only a request holding the oldest unpaid 入会金/年会費 or the oldest unpaid 支部会費 can be paid.
 */
export function UnpaidFees() {
  const unpaid = useCallQuery('GetListMembershipFeeManagementNotPayment', {
    allItems: true,
  });
  const oldestFee = useCallQuery('GetMinMembershipFeeUnPaid');
  const oldestAffiliationFee = useCallQuery('GetMinAffiliationMembershipFeeUnPaid');
  const { pay, busyId } = usePayRequest();
  const phone = usePhone();

  const error = unpaid.error ?? oldestFee.error ?? oldestAffiliationFee.error;
  if (!unpaid.data || !oldestFee.data || !oldestAffiliationFee.data) {
    return <Pending error={error} what="未払いの会費" />;
  }
  const fees = unpaid.data.data;
  if (fees.length === 0) return <Typography>未払いの会費はありません。</Typography>;

  const oldest = oldestFee.data.data;
  const oldestAffiliation = oldestAffiliationFee.data.data;
  /** The fee to pay before this request, or null when the request holds an oldest fee. */
  const mustPayFirst = (group: Fee[]): string | null => {
    const holds = (first: Fee | null) => group.some((fee) => fee.id === first?.id);
    if (holds(oldest) || holds(oldestAffiliation)) return null;
    const branchFee = group.some((fee) => fee.kind === 'affiliation');
    return ((branchFee ? oldestAffiliation : oldest) ?? oldest ?? oldestAffiliation)?.title ?? null;
  };

  return (
    <>
      <Alert severity="warning" sx={{ mb: 1 }}>
        未払いの会費があります。古い年度の会費から順にお支払いください。
      </Alert>
      <Table size="small" aria-label="未払いの会費" sx={stackOnPhone}>
        <TableHead>
          <TableRow>
            <TableCell>年度</TableCell>
            <TableCell>内容</TableCell>
            <TableCell align="right">金額</TableCell>
            <TableCell>支払期限</TableCell>
            <TableCell>お支払い</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {byRequest(fees).flatMap((group) =>
            group.map((fee, index) => (
              <TableRow key={fee.id}>
                <TableCell data-label="年度">{fee.fiscalYear}年度</TableCell>
                <TableCell component="th" scope="row" data-label="内容">
                  {fee.itemName}
                </TableCell>
                {/* Right-aligned in a column, but under its label where a phone stacks the row. */}
                <TableCell data-label="金額" align="right">
                  {formatYen(fee.amount)}
                </TableCell>
                <TableCell data-label="支払期限">{formatDate(fee.dueDate)}</TableCell>
                {/* Beside all of the request's fees; stacked on a phone, under the last of them. */}
                {index === (phone ? group.length - 1 : 0) && (
                  <TableCell rowSpan={phone ? 1 : group.length}>
                    <PayCell
                      group={group}
                      blockedBy={mustPayFirst(group)}
                      busy={busyId === fee.paymentRequestId}
                      onPay={pay}
                    />
                  </TableCell>
                )}
              </TableRow>
            )),
          )}
        </TableBody>
      </Table>
    </>
  );
}

function PayCell({
  group,
  blockedBy,
  busy,
  onPay,
}: {
  group: Fee[];
  /** The fee to pay before this request, if any. */
  blockedBy: string | null;
  busy: boolean;
  onPay: (requestId: number) => void;
}) {
  const requestId = group[0]?.paymentRequestId ?? null;
  const total = group.reduce((sum, fee) => sum + fee.amount, 0);
  const titles = group.map((fee) => fee.title).join('・');
  if (requestId === null) return <Typography variant="body2">ご請求の準備中です。</Typography>;
  return (
    <>
      {group.length > 1 && <Typography variant="body2">合計 {formatYen(total)}</Typography>}
      {blockedBy ? (
        <Typography variant="body2">先に{blockedBy}をお支払いください。</Typography>
      ) : (
        <Button
          variant="contained"
          size="small"
          sx={{ whiteSpace: 'nowrap' }}
          onClick={() => onPay(requestId)}
          disabled={busy}
          aria-busy={busy}
          aria-label={`お支払いへ（${titles}）`}
        >
          お支払いへ
        </Button>
      )}
    </>
  );
}
