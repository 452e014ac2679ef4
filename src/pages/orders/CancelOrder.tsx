import { ConfirmButton } from '../../components/ConfirmButton';
import { notify } from '../../layout/notifications';
import { useCallMutation } from '../../providers/useCall';
import type { ProductOrder } from '../../api/products';

/**
 * キャンセルする, after a confirmation: sent once (a second click is ignored, and the button waits
 * while the call is out). The server decides whether the order still allows it (not shipped) and
 * says why not.
 */
export function CancelOrder({ order }: { order: ProductOrder }) {
  const cancel = useCallMutation<ProductOrder, { id: number }>('CancelProductOrder', {
    invalidates: ['GetProductOrderDetail', 'GetOrderHistories', 'GetListPaymentRequest'],
    onSuccess: ({ data }) =>
      notify(
        data.status === 'refunded'
          ? 'ご注文をキャンセルしました。お支払いの代金は返金いたします。'
          : 'ご注文をキャンセルしました。',
        { type: 'success' },
      ),
  });
  const refund =
    order.status === 'paid'
      ? 'お支払い済みの代金は、ご利用のカードに返金いたします。'
      : 'お支払いのご請求も取り消されます。';

  return (
    <ConfirmButton
      label="ご注文をキャンセルする"
      variant="outlined"
      color="error"
      title="ご注文をキャンセルしますか？"
      content={`${order.orderNo}（${order.productName} ${order.productModelName} × ${order.quantity}）をキャンセルします。${refund}この操作は元に戻せません。`}
      confirmLabel="キャンセルする"
      cancelLabel="やめる"
      busy={cancel.isPending}
      onConfirm={() => cancel.mutate({ id: order.id })}
    />
  );
}
