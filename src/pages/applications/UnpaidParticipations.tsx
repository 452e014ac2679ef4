import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Participation } from '../../api/events';
import { PayRequestButton } from '../../components/PayRequestButton';
import { usePayRequest } from '../../components/useGoToPayment';
import { formatDate, formatDateSpan, formatYen } from '../../i18n/format';
import { CancelParticipationButton } from './CancelParticipationButton';

/** The calls whose answers a cancelled participation changes. */
const CANCEL_INVALIDATES = ['GetDetailWithdrawalApplication', 'GetListEventParticipant'] as const;

function ParticipationRow({
  item,
  pay,
  busyId,
}: { item: Participation } & ReturnType<typeof usePayRequest>) {
  const requestId = item.paymentRequestId;
  return (
    <li>
      <Typography component="span" sx={{ display: 'block', fontWeight: 'bold' }}>
        {item.eventTitle}
      </Typography>
      <Typography component="span" variant="body2" sx={{ display: 'block' }}>
        開催日 {formatDateSpan(item.startDate, item.endDate)}・参加費 {formatYen(item.fee)}
        {item.paymentDueDate && `（お支払い期限 ${formatDate(item.paymentDueDate)}）`}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 1 }}>
        {requestId !== null && (
          <PayRequestButton
            requestId={requestId}
            name={item.eventTitle}
            pay={pay}
            busyId={busyId}
          />
        )}
        {item.canCancel && (
          <CancelParticipationButton
            item={item}
            label="キャンセル"
            invalidates={CANCEL_INVALIDATES}
            size="small"
          />
        )}
      </Box>
      {!item.canCancel && item.cancelNote && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {item.cancelNote}
        </Typography>
      )}
    </li>
  );
}

/**
 * The participations whose fee is unpaid, which stop withdrawal as unpaid fees do: each to be
 * paid, or cancelled where the member still may (else why not, and paying remains).
 */
export function UnpaidParticipationsBlocker({
  items,
  listIndent,
}: {
  items: readonly Participation[];
  listIndent: object;
}) {
  const payment = usePayRequest();
  return (
    <Alert
      severity="warning"
      role="region"
      aria-label="退会の前にお支払いまたはキャンセルが必要な参加申込"
      sx={listIndent}
    >
      <Typography sx={{ fontWeight: 'bold' }}>
        次の学会・セミナーの参加費が未払いです。お支払いいただくか、参加申込をキャンセルすると、退会を申請できます。
      </Typography>
      <ul>
        {items.map((item) => (
          <ParticipationRow key={item.id} item={item} {...payment} />
        ))}
      </ul>
    </Alert>
  );
}
