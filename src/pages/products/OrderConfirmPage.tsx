import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { DetailsTable } from '../../components/DetailsTable';
import { reasonLines } from '../../api/errors';
import { Pending, Section } from '../../components/Section';
import { formatYen } from '../../i18n/format';
import { useCallMutation, useCallQuery } from '../../providers/useCall';
import { draftErrors, orderDraft, type ProductOrderDraft } from './draft';
import { OrderTotal } from './OrderTotal';
import { useGoToPayment } from '../../components/useGoToPayment';

/**
 * ご注文内容の確認 (/Products/OrderConfirm): the draft as it will be ordered. 注文を確定する sends
 * InsertProductOrder once — the button is disabled while it is pending, a second click before
 * then is ignored, and the draft's idempotency key makes even a resent request one order — then
 * the order's payment request becomes the session's and the member goes to /payment.
 */
export default function OrderConfirmPage() {
  const [draft] = useState(() => orderDraft.load());
  if (!draft || draft.quantity < 1) {
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="info">
          確認するご注文がありません。{' '}
          <Link component={RouterLink} to="/Products/ProductList">
            商品一覧
          </Link>
          から商品を選び、数量を1以上にしてください。
        </Alert>
      </Box>
    );
  }
  return <Confirm draft={draft} />;
}

function Confirm({ draft }: { draft: ProductOrderDraft }) {
  const navigate = useNavigate();
  const goToPayment = useGoToPayment();
  const product = useCallQuery('GetDetailProduct', { id: draft.productId });
  const [failure, setFailure] = useState<string[] | null>(null);
  const insert = useCallMutation('InsertProductOrder', {
    quiet: true,
    invalidates: ['GetOrderHistories', 'GetListAvailableProduct', 'GetDetailProduct'],
    onSuccess: ({ data }) => {
      orderDraft.clear();
      if (data.paymentRequestId !== null) goToPayment(data.paymentRequestId);
      else navigate(`/ProductOrderHistories/${data.id}/detail`);
    },
    onError: (error) => {
      setFailure(reasonLines(error));
    },
  });

  if (!product.data) return <Pending error={product.error} what="商品" />;
  const item = product.data.data;
  const model = item.models.find((candidate) => candidate.code === draft.productModel);
  const problems = Object.values(draftErrors(draft, item));
  const editPath = `/Products/ProductOrder?productId=${draft.productId}`;

  const confirm = () => {
    setFailure(null);
    insert.mutate({ ...draft });
  };

  const { name, postalCode, address1, address2 } = draft.memberInfo;
  return (
    <Box sx={{ p: 2 }}>
      <Section title="ご注文内容">
        <DetailsTable
          label="ご注文内容"
          labelWidth="8em"
          rows={[
            ['商品', item.name],
            ['種類', model?.name ?? ''],
            ['単価', `${formatYen(item.priceIncludingTax)}（税込）`],
            ['数量', String(draft.quantity)],
            [
              'お届け先',
              `${name} 様\n〒${postalCode}\n${address1}${address2 ? `\n${address2}` : ''}`,
            ],
          ]}
        />
        <Box sx={{ my: 2 }}>
          <OrderTotal price={item.price} quantity={draft.quantity} />
        </Box>
        {problems.length > 0 && (
          <Alert severity="warning" sx={{ mb: 1 }}>
            {problems.join('\n')}
          </Alert>
        )}
        {failure && (
          <Alert severity="error" role="alert" sx={{ mb: 1, whiteSpace: 'pre-line' }}>
            ご注文できませんでした。
            {'\n'}
            {failure.join('\n')}
          </Alert>
        )}
        <Typography variant="body2" sx={{ mb: 1 }}>
          ご注文を確定すると、お支払い画面に進みます。
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button component={RouterLink} to={editPath} variant="outlined">
            修正する
          </Button>
          <Button
            variant="contained"
            onClick={confirm}
            disabled={insert.isPending || insert.isSuccess || problems.length > 0}
            aria-busy={insert.isPending}
          >
            注文を確定する
          </Button>
        </Stack>
      </Section>
    </Box>
  );
}
