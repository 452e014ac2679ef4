import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Pending } from '../../components/Section';
import { formatDate, formatYen } from '../../generator/format';
import { useCallQuery } from '../../providers/useCall';
import type { PaymentRequestDetail } from '../../api/payments';
import { reasonInBrackets } from '../../../resources/shared/paymentStates';
import { usePayByCard } from './usePayByCard';

/** Why a request can no longer be paid, by its status. */
function closedText(request: PaymentRequestDetail): string {
  switch (request.status) {
    case 'paid':
      return 'このご請求はお支払い済みです。';
    case 'cancelled':
      return 'このご請求は取り消されています。';
    default:
      return `このご請求は、お支払いをやり直したため無効です${reasonInBrackets(request.replacedReason)}。この手続きでは請求されていません。`;
  }
}

/**
 * The request the member is paying (the session's `paymentRequestId`): what it pays, the ways to
 * pay it, and the card button. A request already paid, withdrawn or replaced says so and offers
 * only to choose another (`onChooseOther`).
 */
export function CurrentRequest({
  requestId,
  onRequestChange,
  onChooseOther,
}: {
  requestId: number;
  onRequestChange: (id: number) => void;
  onChooseOther: () => void;
}) {
  const detail = useCallQuery('GetDetailPaymentRequest', { id: requestId });
  const methods = useCallQuery('GetPaymentMethods', {
    paymentRequestId: requestId,
  });
  const { pay, pending, newOrderId } = usePayByCard(onRequestChange);

  if (!detail.data) return <Pending error={detail.error} what="ご請求" />;
  const request = detail.data.data;

  return (
    <>
      <Typography variant="subtitle1" component="p">
        {request.purposeName}：{request.title}
      </Typography>
      <Table size="small" aria-label="ご請求の内訳" sx={{ my: 1 }}>
        <TableHead>
          <TableRow>
            <TableCell>内容</TableCell>
            <TableCell align="right">金額</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {request.breakdown.map((line) => (
            <TableRow key={line.label}>
              <TableCell>{line.label}</TableCell>
              <TableCell align="right">{formatYen(line.amount)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row">
              お支払い金額
            </TableCell>
            <TableCell align="right">
              <strong>{formatYen(request.amount)}</strong>
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      {request.status !== 'unpaid' && (
        <>
          <Alert severity={request.status === 'paid' ? 'success' : 'info'}>
            {closedText(request)}
          </Alert>
          <Button variant="outlined" onClick={onChooseOther} sx={{ mt: 1 }}>
            ほかのご請求を選ぶ
          </Button>
        </>
      )}
      {request.status === 'unpaid' && (
        <>
          <Typography variant="body2">お支払い期限 {formatDate(request.dueDate)}</Typography>
          {methods.data && (
            <Box component="ul" aria-label="お支払い方法" sx={{ pl: 2 }}>
              {methods.data.data.map((method) => (
                <li key={method.id}>
                  <Typography variant="body2">
                    <strong>{method.name}</strong>：{method.description}
                  </Typography>
                </li>
              ))}
            </Box>
          )}
          {request.orderIdUsed && (
            <Typography variant="body2" sx={{ mb: 1 }}>
              前回のお支払い手続き（注文番号 {request.orderId}
              ）は完了していません。新しい注文番号でお支払いします。
            </Typography>
          )}
          {newOrderId !== null && newOrderId === request.orderId && (
            <Typography variant="body2" role="status" sx={{ mb: 1 }}>
              新しい注文番号 {newOrderId} でお支払いします。
            </Typography>
          )}
          <Button
            variant="contained"
            onClick={() => void pay(request)}
            disabled={pending}
            aria-busy={pending}
          >
            {request.orderIdUsed ? 'もう一度クレジットカードで支払う' : 'クレジットカードで支払う'}
          </Button>
        </>
      )}
    </>
  );
}
