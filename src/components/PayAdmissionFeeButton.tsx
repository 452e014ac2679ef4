import Button from '@mui/material/Button';
import { useNavigate } from 'react-router-dom';
import { useCallQuery } from '../providers/useCall';
import { usePayRequest } from './useGoToPayment';

/**
 * 入会金を支払う: opens /payment on the request asking for the member's admission fee, as the fee
 * page's お支払いへ does. If no such request is issued yet (or it cannot be looked up) it opens the
 * fee page, which lists what is owed: never a dead end.
 */
export function PayAdmissionFeeButton() {
  const navigate = useNavigate();
  const unpaid = useCallQuery(
    'GetListMembershipFeeManagementNotPayment',
    { allItems: true },
    { quiet: true },
  );
  const { pay, busyId } = usePayRequest();
  const requestId =
    unpaid.data?.data.find((fee) => fee.kind === 'admission' && fee.paymentRequestId !== null)
      ?.paymentRequestId ?? null;
  // Briefly busy while the request is looked up, so a quick click does not take the fallback.
  const busy = unpaid.isPending || (requestId !== null && busyId === requestId);
  return (
    <Button
      variant="contained"
      onClick={() => {
        if (requestId === null) void navigate('/MembershipFeeDetail');
        else void pay(requestId);
      }}
      disabled={busy}
      aria-busy={busy}
    >
      入会金を支払う
    </Button>
  );
}
