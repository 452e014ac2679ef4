import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Section } from '../../components/Section';
import { session } from '../../providers/session';
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
 * `paymentRequestId`, set by the page that sent the member here or chosen from the list. Back
 * from the checkout (`?orderId=…`), the page first shows the outcome.
 */
export default function PaymentPage() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  const status = usePaymentStatus(orderId);
  const [chosenId, setChosenId] = useState<number | null>(storedRequestId);
  const result = status.data?.data;

  const choose = (id: number) => {
    session.setPaymentRequestId(String(id));
    setChosenId(id);
  };
  // Once paid, the result says it all; after a failure the same request is paid again.
  const paidNow = result?.result === 'paid' ? result.paymentRequestId : null;
  const currentId = chosenId !== paidNow ? chosenId : null;

  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      {orderId && <PaymentResult status={result} error={status.error} />}
      <Section title="ご請求内容">
        {currentId === null ? (
          <Typography>
            お支払いするご請求が選ばれていません。下の一覧からお選びください。
          </Typography>
        ) : (
          // Not keyed by id: a renumbering moves to the successor request mid-payment.
          <CurrentRequest requestId={currentId} onRequestChange={setChosenId} />
        )}
      </Section>
      <Section title="ご請求一覧">
        <RequestList currentId={currentId} onChoose={choose} />
      </Section>
    </Stack>
  );
}
