import Button from '@mui/material/Button';
import type { usePayRequest } from './useGoToPayment';

/**
 * お支払いへ for one request among several owed (the dashboard's やること, the withdrawal page):
 * `name` tells a screen reader which, since every row's button reads the same.
 */
export function PayRequestButton({
  requestId,
  name,
  pay,
  busyId,
}: { requestId: number; name: string } & ReturnType<typeof usePayRequest>) {
  const busy = busyId === requestId;
  return (
    <Button
      size="small"
      variant="contained"
      sx={{ whiteSpace: 'nowrap' }}
      onClick={() => void pay(requestId)}
      disabled={busy}
      aria-busy={busy}
      aria-label={`お支払いへ（${name}）`}
    >
      お支払いへ
    </Button>
  );
}
