import { useState } from 'react';
import { session } from '../../providers/session';
import { usePortalDataProvider } from '../../providers/useCall';
import { useSingleFlight } from '../../providers/useSingleFlight';
import { checkout } from './checkout';
import type { PaymentRequestDetail } from '../../api/payments';

/**
 * Pays a request by card: a request whose order id already went to the checkout (a declined,
 * cancelled or abandoned attempt) first takes a new order id (GetReNumberedOrderId, then
 * ReNumberingOrderId, which may answer a successor request: it becomes the session's request);
 * then FetchPaymentUrl opens the checkout and the browser goes there. One run at a time: the
 * button is disabled while `pending`, and a second click before that re-render sends nothing.
 */
export function usePayByCard(onRequestChange: (id: number) => void) {
  const dataProvider = usePortalDataProvider();
  const [newOrderId, setNewOrderId] = useState<string | null>(null);

  const payOnce = useSingleFlight(
    async (request: PaymentRequestDetail) => {
      let requestId = request.id;
      if (request.orderIdUsed) {
        const { data: next } = await dataProvider.call('GetReNumberedOrderId', {
          paymentRequestId: requestId,
        });
        const { data: assigned } = await dataProvider.call('ReNumberingOrderId', {
          paymentRequestId: requestId,
          orderId: next.orderId,
        });
        requestId = assigned.paymentRequestId;
        setNewOrderId(assigned.orderId);
        session.setPaymentRequestId(String(requestId));
        onRequestChange(requestId);
      }
      const { data } = await dataProvider.call('FetchPaymentUrl', {
        paymentRequestId: requestId,
      });
      checkout.open(data.url);
    },
    // The page is being left: stay disabled so nothing is sent twice meanwhile.
    { once: true },
  );
  const pay = (request: PaymentRequestDetail) =>
    payOnce.run(request).catch(() => {
      // The client has shown the server's message (toast or session dialog).
    });
  return { pay, pending: payOnce.pending, newOrderId };
}
