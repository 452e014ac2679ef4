import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Pending } from '../../components/Section';
import { RowsTable } from '../../generator/RowsTable';
import { useCallQuery } from '../../providers/useCall';
import type { PaymentRequest } from '../../api/payments';
import { REPLACED_NAME, reasonInBrackets } from '../../../resources/shared/paymentStates';

const STATUS_NAMES: Record<Exclude<PaymentRequest['status'], 'replaced'>, string> = {
  unpaid: 'お支払い待ち',
  paid: 'お支払い済み',
  cancelled: '取消',
};

/** The request's state; a retried one says why its attempt did not go through, on a line of its own. */
function statusText(request: PaymentRequest) {
  if (request.status !== 'replaced') return STATUS_NAMES[request.status];
  return (
    <>
      {REPLACED_NAME}
      <Box component="span" sx={{ display: 'block' }}>
        {reasonInBrackets(request.replacedReason)}
      </Box>
    </>
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
        <RowsTable
          label="ご請求一覧"
          rows={requests.data.data}
          rowKey={(request) => request.id}
          selected={(request) => request.id === currentId}
          columns={[
            { source: 'issuedOn', label: '請求日', type: 'date' },
            { source: 'title', label: '内容', rowHeader: true, wrap: true },
            { source: 'amount', label: '金額', type: 'yen', align: 'right' },
            { source: 'status', label: '状態', value: statusText },
            {
              source: 'id',
              label: 'お支払い',
              actions: true,
              value: (request) =>
                request.status === 'unpaid' &&
                request.id !== currentId && (
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => onChoose(request.id)}
                    aria-label={`このご請求を支払う（${request.title}）`}
                  >
                    このご請求を支払う
                  </Button>
                ),
            },
          ]}
        />
      )}
    </>
  );
}
