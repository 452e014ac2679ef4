import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { orderDraft } from './draft';

/** A goods order the member began and has not confirmed: the way back to it. */
export default function OrderInProgress() {
  const draft = orderDraft.load();
  if (!draft) return null;
  return (
    <Alert
      severity="info"
      action={
        <Button
          component={RouterLink}
          to={`/Products/ProductOrder?productId=${draft.productId}`}
          color="inherit"
          size="small"
          sx={{ whiteSpace: 'nowrap' }}
        >
          ご注文を続ける
        </Button>
      }
    >
      入力中のご注文があります。
    </Alert>
  );
}
