import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Pending } from '../../components/Section';
import { formatDate, formatYen } from '../../generator/format';
import { useCallQuery } from '../../providers/useCall';
import type { PaymentRequest } from '../../api/payments';
import { rowsOnPhone } from '../../components/stackOnPhone';
import { REPLACED_NAME, reasonInBrackets } from '../../../resources/shared/paymentStates';

const STATUS_NAMES: Record<Exclude<PaymentRequest['status'], 'replaced'>, string> = {
  unpaid: 'お支払い待ち',
  paid: 'お支払い済み',
  cancelled: '取消',
};

/**
 * The request's state; a retried one says why its attempt did not go through, on a line of its
 * own (each line kept whole, the cell given the card's width on a phone).
 */
function StatusCell({ request }: { request: PaymentRequest }) {
  if (request.status !== 'replaced') {
    return <TableCell data-label="状態">{STATUS_NAMES[request.status]}</TableCell>;
  }
  return (
    <TableCell data-label="状態" sx={{ gridColumn: '1 / -1' }}>
      {REPLACED_NAME}
      <Box component="span" sx={{ display: 'block' }}>
        {reasonInBrackets(request.replacedReason)}
      </Box>
    </TableCell>
  );
}

/** The member's requests of one fiscal year (GetPaymentTargetYears), each unpaid one payable. */
export function RequestList({
  currentId,
  onChoose,
}: {
  currentId: number | null;
  onChoose: (id: number) => void;
}) {
  const labelId = useId();
  const years = useCallQuery('GetPaymentTargetYears');
  const [chosenYear, setChosenYear] = useState<number | null>(null);
  const year = chosenYear ?? years.data?.data[0]?.fiscalYear ?? null;
  const requests = useCallQuery(
    'GetListPaymentRequest',
    { fiscalYear: year, allItems: true },
    { enabled: year !== null },
  );

  if (!years.data) return <Pending error={years.error} what="年度" />;
  if (year === null) return <Typography>ご請求はありません。</Typography>;
  return (
    <>
      <FormControl size="small" sx={{ minWidth: 160, mb: 1 }}>
        <InputLabel id={labelId}>年度</InputLabel>
        <Select
          labelId={labelId}
          label="年度"
          value={year}
          onChange={(event) => setChosenYear(Number(event.target.value))}
        >
          {years.data.data.map((item) => (
            <MenuItem key={item.fiscalYear} value={item.fiscalYear}>
              {item.name}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      {!requests.data ? (
        <Pending error={requests.error} what="ご請求" />
      ) : (
        <Table
          size="small"
          aria-label="ご請求一覧"
          // Every cell but the title is short (a date, an amount, the status, the button): kept whole.
          sx={[...rowsOnPhone, { '& td': { whiteSpace: 'nowrap' } }]}
        >
          <TableHead>
            <TableRow>
              <TableCell>請求日</TableCell>
              <TableCell>内容</TableCell>
              <TableCell align="right">金額</TableCell>
              <TableCell>状態</TableCell>
              <TableCell>お支払い</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {requests.data.data.map((request) => (
              <TableRow key={request.id} selected={request.id === currentId}>
                <TableCell data-label="請求日">{formatDate(request.issuedOn)}</TableCell>
                <TableCell component="th" scope="row">
                  {request.title}
                </TableCell>
                <TableCell data-label="金額" align="right">
                  {formatYen(request.amount)}
                </TableCell>
                <StatusCell request={request} />
                <TableCell>
                  {request.status === 'unpaid' && request.id !== currentId && (
                    <Button
                      size="small"
                      variant="outlined"
                      onClick={() => onChoose(request.id)}
                      aria-label={`このご請求を支払う（${request.title}）`}
                    >
                      このご請求を支払う
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}
