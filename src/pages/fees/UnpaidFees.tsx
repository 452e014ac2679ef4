import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatYen } from '../../i18n/format';
import { useCallQuery } from '../../providers/useCall';
import { Pending } from '../../components/Section';
import type { Fee } from '../../api/payments';
import { usePayRequest } from '../../components/useGoToPayment';
import { RowsTable } from '../../generator/RowsTable';

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

  const error = unpaid.error ?? oldestFee.error ?? oldestAffiliationFee.error;
  if (!unpaid.data || !oldestFee.data || !oldestAffiliationFee.data) {
    return <Pending error={error} what="未払いの会費" />;
  }
  const fees = unpaid.data.data;
  if (fees.length === 0) return <Typography>未払いの会費はありません。</Typography>;

  const oldest = oldestFee.data.data;
  const oldestAffiliation = oldestAffiliationFee.data.data;
  /** The fee to pay before this request, or null when the request holds an oldest fee. */
  const mustPayFirst = (group: readonly Fee[]): string | null => {
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
      <RowsTable
        label="未払いの会費"
        rows={fees}
        rowKey={(fee) => fee.id}
        // A request's fees, together, share its button: beside them (on a phone, under them).
        groupOf={(fee) => fee.paymentRequestId ?? `fee-${fee.id}`}
        columns={[
          { source: 'fiscalYear', label: '年度', value: (fee) => `${fee.fiscalYear}年度` },
          { source: 'itemName', label: '内容', rowHeader: true },
          { source: 'amount', label: '金額', type: 'yen', align: 'right' },
          { source: 'dueDate', label: '支払期限', type: 'date' },
          {
            source: 'paymentRequestId',
            label: 'お支払い',
            spansGroup: true,
            actions: true,
            value: (fee, group) => (
              <PayCell
                group={group}
                blockedBy={mustPayFirst(group)}
                busy={busyId === fee.paymentRequestId}
                onPay={pay}
              />
            ),
          },
        ]}
      />
    </>
  );
}

function PayCell({
  group,
  blockedBy,
  busy,
  onPay,
}: {
  group: readonly Fee[];
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
