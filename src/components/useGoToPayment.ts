import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { session } from '../providers/session';

/**
 * Hands a payment request to the payment page: keeps its id in the session (SPEC §3
 * `paymentRequestId`, so a reload or a return from the card checkout still knows it) and opens
 * /payment.
 */
export function useGoToPayment(): (requestId: number | string) => void {
  const navigate = useNavigate();
  return useCallback(
    (requestId) => {
      session.setPaymentRequestId(String(requestId));
      navigate('/payment');
    },
    [navigate],
  );
}
