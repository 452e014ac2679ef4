import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CallName } from '../api/contract';
import { notify } from '../layout/notifications';
import { session } from '../providers/session';
import { usePortalDataProvider } from '../providers/useCall';

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

/** The calls whose answers change when a request is paid elsewhere. */
const UNPAID_CALLS: readonly CallName[] = [
  'GetListMembershipFeeManagementNotPayment',
  'GetMinMembershipFeeUnPaid',
  'GetMinAffiliationMembershipFeeUnPaid',
  'GetListEventParticipant',
  'GetDetailWithdrawalApplication',
];

/**
 * お支払いへ for a request (fees, a participation's fee): checks the request is still unpaid (it may have been paid in
 * another tab), then hands it to the payment page; `busyId` is the request being checked.
 */
export function usePayRequest() {
  const dataProvider = usePortalDataProvider();
  const queryClient = useQueryClient();
  const goToPayment = useGoToPayment();
  const [busyId, setBusyId] = useState<number | null>(null);

  const pay = async (requestId: number) => {
    setBusyId(requestId);
    try {
      const { data } = await dataProvider.call('GetDetailPaymentRequest', {
        id: requestId,
      });
      if (data.status !== 'unpaid') {
        notify('このご請求はお支払い済みか、取り消されています。最新の状況を表示します。', {
          type: 'warning',
        });
        await Promise.all(
          UNPAID_CALLS.map((call) => queryClient.invalidateQueries({ queryKey: [call] })),
        );
        return;
      }
      goToPayment(data.id);
    } catch {
      // The API client has already told the member (toast or session dialog).
    } finally {
      setBusyId(null);
    }
  };
  return { pay, busyId };
}
