import { useRef, useState } from 'react';
import { session } from '../../providers/session';
import { usePortalDataProvider } from '../../providers/useCall';
import { checkout } from './checkout';
import type {
  PaymentRequestDetail,
  PaymentUrl,
  ReNumberedOrderId,
  Renumbered,
} from '../../api/payments';

/**
 * Pays a request by card: a request whose order id already went to the checkout (a declined,
 * cancelled or abandoned attempt) first takes a new order id (GetReNumberedOrderId, then
 * ReNumberingOrderId, which may answer a successor request: it becomes the session's request);
 * then FetchPaymentUrl opens the checkout and the browser goes there. One run at a time: the
 * button is disabled while `pending`, and a second click before that re-render is ignored.
 */
export function usePayByCard(onRequestChange: (id: number) => void) {
  const dataProvider = usePortalDataProvider();
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const [newOrderId, setNewOrderId] = useState<string | null>(null);

  const pay = async (request: PaymentRequestDetail) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      let requestId = request.id;
      if (request.orderIdUsed) {
        const { data: next } = await dataProvider.call<ReNumberedOrderId>('GetReNumberedOrderId', {
          paymentRequestId: requestId,
        });
        const { data: assigned } = await dataProvider.call<Renumbered>('ReNumberingOrderId', {
          paymentRequestId: requestId,
          orderId: next.orderId,
        });
        requestId = assigned.paymentRequestId;
        setNewOrderId(assigned.orderId);
        session.setPaymentRequestId(String(requestId));
        onRequestChange(requestId);
      }
      const { data } = await dataProvider.call<PaymentUrl>('FetchPaymentUrl', {
        paymentRequestId: requestId,
      });
      checkout.open(data.url);
      // The page is being left: stay disabled so nothing is sent twice meanwhile.
    } catch {
      // The client has shown the server's message (toast or session dialog).
      running.current = false;
      setPending(false);
    }
  };
  return { pay, pending, newOrderId };
}
