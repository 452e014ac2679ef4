import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { DetailsTable } from '../../components/DetailsTable';
import { DownloadButton } from '../../components/DownloadButton';
import { Pending, Section } from '../../components/Section';
import { formatDateTime, formatYen } from '../../generator/format';
import { useCallQuery } from '../../providers/useCall';
import { CancelOrder } from './CancelOrder';
import type { ProductOrder, TaxIncluded } from '../../api/products';
import { useGoToPayment } from '../../components/useGoToPayment';

/**
 * 注文詳細 (/ProductOrderHistories/:id/detail): one order with its status, the tax its total
 * contains (GetTaxIncludedByAmount, as the receipt shows it), payment, cancellation while the
 * server allows it, and the receipt once paid.
 */
export default function OrderDetailPage() {
  const { id } = useParams();
  const goToPayment = useGoToPayment();
  const order = useCallQuery<ProductOrder>('GetProductOrderDetail', { id: Number(id) });
  const total = order.data?.data.total;
  const tax = useCallQuery<TaxIncluded>(
    'GetTaxIncludedByAmount',
    { amount: total },
    { enabled: total !== undefined, staleTime: Infinity },
  );

  if (!order.data) {
    return (
      <Box sx={{ p: 2 }}>
        <Pending error={order.error} what="ご注文" />
      </Box>
    );
  }
  const item = order.data.data;
  const included = tax.data?.data;
  const rows: [string, string][] = [
    ['注文番号', item.orderNo],
    ['注文日時', formatDateTime(item.orderedAt)],
    ['状態', item.statusName],
    ['商品', `${item.productName}（${item.productModelName}）`],
    ['数量', String(item.quantity)],
    [
      '合計金額',
      `${formatYen(item.total)}（税込${included ? `、うち消費税${included.taxRate}% ${formatYen(included.tax)}` : ''}）`,
    ],
    [
      'お届け先',
      `${item.shipTo.name} 様\n〒${item.shipTo.postalCode}\n${item.shipTo.address1}${item.shipTo.address2 ? `\n${item.shipTo.address2}` : ''}`,
    ],
  ];
  if (item.paidAt) {
    rows.push(['お支払い', `${formatDateTime(item.paidAt)} ${item.paymentMethodName ?? ''}`]);
  }
  if (item.settlementOrderId) rows.push(['決済の注文番号', item.settlementOrderId]);
  if (item.shippedAt) rows.push(['発送日時', formatDateTime(item.shippedAt)]);
  if (item.cancelledAt) rows.push(['キャンセル日時', formatDateTime(item.cancelledAt)]);

  const pay = () => {
    if (item.paymentRequestId !== null) goToPayment(item.paymentRequestId);
  };

  return (
    <Box sx={{ p: 2 }}>
      <Section title="ご注文の内容">
        <DetailsTable label="ご注文の内容" rows={rows} />
        <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }} useFlexGap>
          <Button component={RouterLink} to="/ProductOrderHistories" variant="outlined">
            注文履歴へ戻る
          </Button>
          {item.status === 'unpaid' && item.paymentRequestId !== null && (
            <Button variant="contained" onClick={pay}>
              お支払いへ
            </Button>
          )}
          {item.receiptAvailable && (
            <DownloadButton
              call="DownloadReceiptProductOrder"
              params={{ id: item.id }}
              label="領収書"
              size="medium"
            />
          )}
          {item.cancellable && <CancelOrder order={item} />}
        </Stack>
      </Section>
    </Box>
  );
}
