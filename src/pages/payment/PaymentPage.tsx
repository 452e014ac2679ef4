import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Section } from '../../components/Section';
import { session } from '../../providers/session';
import { checkout } from './checkout';
import { CurrentRequest } from './CurrentRequest';
import { PaymentResult, usePaymentStatus } from './PaymentResult';
import { RequestList } from './RequestList';

const storedRequestId = (): number | null => {
  const id = Number(session.paymentRequestId());
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * お支払い (/payment): every purpose (membership fees, event participation, goods) is paid here,
 * by card through the provider's checkout. The request to pay is the session's
 * `paymentRequestId`, set by the page that sent the member here or chosen from the list, which
 * is shown only to a visit that came without a request. Back from the checkout (`?orderId=…`),
 * the page shows the outcome: once paid, nothing else; otherwise the request to try again.
 */
export default function PaymentPage() {
  const [params, setParams] = useSearchParams();
  const orderId = params.get('orderId');
  const status = usePaymentStatus(orderId);
  const [chosenId, setChosenId] = useState<number | null>(storedRequestId);
  const [listed, setListed] = useState(() => chosenId === null);
  const [renumberedId, setRenumberedId] = useState<number | null>(null);
  const result = status.data?.data;
  useEffect(() => {
    // Restored from the back/forward cache (Back from the checkout): see checkout.reload.
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) checkout.reload();
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const choose = (id: number) => {
    session.setPaymentRequestId(String(id));
    setChosenId(id);
  };
  // A request that can no longer be paid: back to the list to choose another.
  const chooseOther = () => {
    session.setPaymentRequestId(null);
    setChosenId(null);
    setListed(true);
    if (orderId !== null) setParams({});
  };

  // Back from the checkout and not paid yet: the request standing for the attempt now (its last
  // successor after retries) is paid again, or the one a renumbering on this page just moved to.
  const back = orderId !== null;
  const retryId =
    result?.latest.status === 'unpaid' ? (renumberedId ?? result.latest.paymentRequestId) : null;
  const currentId = back ? retryId : chosenId;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      {back && <PaymentResult status={result} error={status.error} />}
      {currentId !== null && (
        <Section title="ご請求内容">
          {/* Not keyed by id: a renumbering moves to the successor request mid-payment. */}
          <CurrentRequest
            requestId={currentId}
            onRequestChange={back ? setRenumberedId : setChosenId}
            onChooseOther={chooseOther}
          />
        </Section>
      )}
      {listed && !back && (
        <Section title="ご請求一覧">
          {chosenId === null && (
            <Typography sx={{ mb: 1 }}>お支払いするご請求を選んでください。</Typography>
          )}
          <RequestList currentId={chosenId} onChoose={choose} />
        </Section>
      )}
    </Stack>
  );
}
