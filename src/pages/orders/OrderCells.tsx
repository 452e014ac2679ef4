import type { RaRecord } from 'react-admin';
import type { ProductOrder } from '../../api/products';
import { formatYen } from '../../generator/format';
import { useCallQuery } from '../../providers/useCall';

/** 合計金額 of an order: the total and the consumption tax it contains, as the receipt shows it. */
export function OrderTotalCell({ record }: { record: RaRecord }) {
  const { total } = record as RaRecord & Pick<ProductOrder, 'total'>;
  const tax = useCallQuery(
    'GetTaxIncludedByAmount',
    { amount: total },
    { enabled: typeof total === 'number', staleTime: Infinity },
  ).data?.data;
  return (
    <>
      {formatYen(total)}（税込{tax ? `、うち消費税${tax.taxRate}% ${formatYen(tax.tax)}` : ''}）
    </>
  );
}

/** お届け先 of an order, line by line. */
export function ShipToCell({ record }: { record: RaRecord }) {
  const { shipTo } = record as RaRecord & Pick<ProductOrder, 'shipTo'>;
  if (!shipTo) return null;
  const lines = [`${shipTo.name} 様`, `〒${shipTo.postalCode}`, shipTo.address1, shipTo.address2];
  return <>{lines.filter(Boolean).join('\n')}</>;
}
