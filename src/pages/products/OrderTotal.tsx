import Typography from '@mui/material/Typography';
import { formatYen } from '../../generator/format';
import { useCallQuery } from '../../providers/useCall';

/**
 * An order's 税込 total: the 本体価格 × quantity with the 10% tax on top, as the server works it
 * out (GetTaxExternalByAmount, rounded down once per order, the same as the order it places).
 */
export function OrderTotal({ price, quantity }: { price: number; quantity: number }) {
  const amount = price * Math.max(0, quantity);
  const tax = useCallQuery(
    'GetTaxExternalByAmount',
    { amount },
    { enabled: quantity > 0, staleTime: Infinity },
  );
  if (quantity <= 0) {
    return <Typography color="text.secondary">数量を選ぶと合計金額が表示されます。</Typography>;
  }
  if (!tax.data) return <Typography color="text.secondary">合計金額を計算しています…</Typography>;
  const { totalAmount, tax: taxAmount, taxRate } = tax.data.data;
  return (
    <Typography aria-live="polite">
      合計 <strong>{formatYen(totalAmount)}</strong>（税込、うち消費税{taxRate}%{' '}
      {formatYen(taxAmount)}・送料無料）
    </Typography>
  );
}
