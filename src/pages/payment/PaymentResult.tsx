import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { errorText } from '../../api/errors';
import { DownloadButton } from '../../components/DownloadButton';
import { Pending } from '../../components/Section';
import { formatDateTime, formatYen } from '../../generator/format';
import { refreshRoles } from '../../providers/authProvider';
import { session } from '../../providers/session';
import { useCallQuery } from '../../providers/useCall';
import type { PaymentStatus } from '../../api/payments';
import { reasonInBrackets } from '../../../resources/shared/paymentStates';
import { paidForPath, receiptsOf } from './paidFor';

/**
 * The outcome of the checkout the browser came back from (`?orderId=…`). The provider's own
 * `result` parameter is ignored: UpdatePaymentServiceStatus answers from the server's record,
 * and asking again for the same order id changes nothing (a reload is safe).
 */
export function usePaymentStatus(orderId: string | null) {
  return useCallQuery('UpdatePaymentServiceStatus', orderId === null ? null : { orderId }, {
    quiet: true,
    staleTime: Infinity,
  });
}

/** The receipts of the request just paid (one per fee record, or the participation or order). */
function PaidReceipts({ requestId }: { requestId: number }) {
  const detail = useCallQuery('GetDetailPaymentRequest', { id: requestId });
  if (!detail.data) return <Pending error={detail.error} what="領収書" />;
  const receipts = receiptsOf(detail.data.data);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 1 }}>
      {receipts.map((receipt) => (
        <DownloadButton
          key={`${receipt.call}:${receipt.id}`}
          call={receipt.call}
          params={{ id: receipt.id }}
          label="領収書"
          aria-label={`領収書（${receipt.title}）`}
        >
          {receipts.length > 1 ? `領収書（${receipt.title}）` : '領収書'}
        </DownloadButton>
      ))}
    </Stack>
  );
}

/** 「注文番号 X の手続きは、お支払いをやり直したため無効です（…）。」 for a replaced attempt. */
const replacedNote = (status: PaymentStatus): string =>
  `注文番号 ${status.orderId} の手続きは、お支払いをやり直したため無効です${reasonInBrackets(status.replacedReason)}。`;

/**
 * The outcome, from the server's record: where what the attempt pays stands now (`latest`), so
 * an old order id reached through the browser's history never tells of a cancellation after the
 * payment went through. Paid, it is the page's whole answer: what was paid, the amount and order
 * id, the receipts and a link to what it paid for.
 */
export function PaymentResult({
  status,
  error,
}: {
  status: PaymentStatus | undefined;
  error: Error | null;
}) {
  const paid = status?.latest.status === 'paid';
  const attemptRequestId = status?.paymentRequestId;
  const paidRequestId = paid ? status?.latest.paymentRequestId : undefined;
  const paidFees = paid && status?.purpose === 'membershipFee';
  useEffect(() => {
    if (paidRequestId === undefined) return;
    // Paid: the session no longer has a request to pay (a later visit starts from the list).
    const stored = session.paymentRequestId();
    if (stored === String(paidRequestId) || stored === String(attemptRequestId)) {
      session.setPaymentRequestId(null);
    }
    // An admission fee among them makes a provisional member a member: ask for the roles again.
    if (paidFees) refreshRoles().catch(() => undefined);
  }, [paidRequestId, attemptRequestId, paidFees]);

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

  const { latest } = status;
  const retried = latest.paymentRequestId !== status.paymentRequestId;
  const what = `${status.title}（${formatYen(status.amount)}、注文番号 ${status.orderId}）`;
  if (latest.status === 'paid') {
    const paidWhat = latest.orderId
      ? `${status.title}（${formatYen(status.amount)}、注文番号 ${latest.orderId}）`
      : `${status.title}（${formatYen(status.amount)}）`;
    return (
      <Alert severity="success" role="status">
        <AlertTitle>お支払いが完了しました</AlertTitle>
        <Typography variant="body2">{paidWhat}</Typography>
        {latest.paidAt && (
          <Typography variant="body2">お支払日時 {formatDateTime(latest.paidAt)}</Typography>
        )}
        {retried && status.replacedReason && (
          <Typography variant="body2">{replacedNote(status)}</Typography>
        )}
        <PaidReceipts requestId={latest.paymentRequestId} />
        <Link component={RouterLink} to={paidForPath(status.purpose, status.targetIds)}>
          お支払いした内容を見る
        </Link>
      </Alert>
    );
  }
  if (latest.status === 'cancelled') {
    return (
      <Alert severity="info" role="status">
        <AlertTitle>このご請求は取り消されています</AlertTitle>
        <Typography variant="body2">{what}のお支払いは行われていません。</Typography>
      </Alert>
    );
  }
  if (retried) {
    return (
      <Alert severity="warning" role="status">
        <AlertTitle>お支払いは完了していません</AlertTitle>
        <Typography variant="body2">
          {replacedNote(status)}
          {status.title}（{formatYen(status.amount)}）は未払いです。下のご請求からお支払いください。
        </Typography>
      </Alert>
    );
  }
  switch (status.result) {
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
