import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { notify } from '../../layout/notifications';
import { useCallMutation } from '../../providers/useCall';
import type { ProductOrder } from '../../api/products';

/**
 * キャンセルする, after a confirmation: sent once (disabled while pending, a second click is
 * ignored). The server decides whether the order still allows it (not shipped) and says why not.
 */
export function CancelOrder({ order }: { order: ProductOrder }) {
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const cancel = useCallMutation<ProductOrder, { id: number }>('CancelProductOrder', {
    invalidates: ['GetProductOrderDetail', 'GetOrderHistories', 'GetListPaymentRequest'],
    onSuccess: ({ data }) => {
      setOpen(false);
      notify(
        data.status === 'refunded'
          ? 'ご注文をキャンセルしました。お支払いの代金は返金いたします。'
          : 'ご注文をキャンセルしました。',
        { type: 'success' },
      );
    },
  });

  const confirm = () => cancel.mutate({ id: order.id });

  return (
    <>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
        ご注文をキャンセルする
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>ご注文をキャンセルしますか？</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {order.orderNo}（{order.productName} {order.productModelName} × {order.quantity}
            ）をキャンセルします。
            {order.status === 'paid'
              ? 'お支払い済みの代金は、ご利用のカードに返金いたします。'
              : 'お支払いのご請求も取り消されます。'}
            この操作は元に戻せません。
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>やめる</Button>
          <Button
            color="error"
            variant="contained"
            onClick={confirm}
            disabled={cancel.isPending}
            aria-busy={cancel.isPending}
          >
            キャンセルする
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
