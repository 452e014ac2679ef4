import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { errorText } from '../../api/errors';
import { formatDateTime, formatYen } from '../../generator/format';
import { refreshRoles } from '../../providers/authProvider';
import { session } from '../../providers/session';
import { useCallQuery } from '../../providers/useCall';
import type { PaymentStatus } from '../../api/payments';
import { paidForPath } from './paidFor';

/**
 * The outcome of the checkout the browser came back from (`?orderId=…`). The provider's own
 * `result` parameter is ignored: UpdatePaymentServiceStatus answers from the server's record,
 * and asking again for the same order id changes nothing (a reload is safe).
 */
export function usePaymentStatus(orderId: string | null) {
  return useCallQuery<PaymentStatus>(
    'UpdatePaymentServiceStatus',
    { orderId },
    { enabled: orderId !== null, quiet: true, staleTime: Infinity },
  );
}

export function PaymentResult({
  status,
  error,
}: {
  status: PaymentStatus | undefined;
  error: Error | null;
}) {
  const paidRequestId = status?.result === 'paid' ? status.paymentRequestId : null;
  const paidFees = paidRequestId !== null && status?.purpose === 'membershipFee';
  useEffect(() => {
    // Paid: the session no longer has a request to pay (a later visit starts from the list).
    if (paidRequestId !== null && session.paymentRequestId() === String(paidRequestId)) {
      session.setPaymentRequestId(null);
    }
    // An admission fee among them makes a provisional member a member: ask for the roles again.
    if (paidFees) refreshRoles().catch(() => undefined);
  }, [paidRequestId, paidFees]);

  if (error) {
    return (
      <Alert severity="error" role="alert">
        <AlertTitle>お支払いの結果を確認できませんでした</AlertTitle>
        {errorText(error)}
      </Alert>
    );
  }
  if (!status)
    return <Typography color="text.secondary">お支払いの結果を確認しています…</Typography>;

  const what = `${status.title}（${formatYen(status.amount)}、注文番号 ${status.orderId}）`;
  switch (status.result) {
    case 'paid':
      return (
        <Alert severity="success" role="status">
          <AlertTitle>お支払いが完了しました</AlertTitle>
          <Typography variant="body2">{what}</Typography>
          {status.paidAt && (
            <Typography variant="body2">お支払日時 {formatDateTime(status.paidAt)}</Typography>
          )}
          <Link component={RouterLink} to={paidForPath(status.purpose, status.targetIds)}>
            お支払いした内容を見る
          </Link>
        </Alert>
      );
    case 'failed':
      return (
        <Alert severity="error" role="alert">
          <AlertTitle>決済に失敗しました</AlertTitle>
          {status.message && <Typography variant="body2">{status.message}</Typography>}
          <Typography variant="body2">
            {what}は請求されていません。新しい注文番号で、もう一度お支払いいただけます。
          </Typography>
        </Alert>
      );
    case 'cancelled':
      return (
        <Alert severity="info" role="status">
          <AlertTitle>キャンセルされました</AlertTitle>
          <Typography variant="body2">
            {what}のお支払いは行われていません。お支払いは下のボタンからやり直せます。
          </Typography>
        </Alert>
      );
    default:
      return (
        <Alert severity="warning" role="status">
          <AlertTitle>お支払いは完了していません</AlertTitle>
          <Typography variant="body2">
            {what}
            の決済画面での手続きが終わっていません。やり直す場合は、新しい注文番号でお支払いください。
          </Typography>
        </Alert>
      );
  }
}
