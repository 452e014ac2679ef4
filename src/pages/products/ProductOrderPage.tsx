import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useSearchParams } from 'react-router-dom';
import { Pending, Section } from '../../components/Section';
import { useCallQuery } from '../../providers/useCall';
import { orderDraft, type ProductOrderDraft } from './draft';
import { OrderForm } from './OrderForm';
import type { Prefecture } from '../../api/masters';
import type { Member } from '../../api/members';
import type { Product } from '../../api/products';

/** A fresh order: one model preselected if there is only one, quantity 0, the member's address. */
function freshDraft(
  product: Product,
  member: Member,
  prefectures: Prefecture[],
): ProductOrderDraft {
  const [only] = product.models.length === 1 ? product.models : [];
  const prefecture = prefectures.find((item) => item.id === member.prefectureId)?.name ?? '';
  return {
    productId: product.id,
    productModel: only && only.stock > 0 ? only.code : '',
    quantity: 0,
    memberInfo: {
      name: member.name,
      postalCode: member.postalCode,
      address1: `${prefecture}${member.address1}`,
      address2: member.address2,
    },
    idempotencyKey: crypto.randomUUID(),
  };
}

/**
 * 商品注文 (/Products/ProductOrder?productId=…): the order form of one product, prefilled from the
 * member's details (GetDetailMember) or resumed from the draft kept for this member.
 */
export default function ProductOrderPage() {
  const [params] = useSearchParams();
  const draft = orderDraft.load();
  const productId = Number(params.get('productId') ?? draft?.productId ?? Number.NaN);
  const valid = Number.isInteger(productId) && productId > 0;
  const product = useCallQuery('GetDetailProduct', { id: productId }, { enabled: valid });
  const member = useCallQuery('GetDetailMember');
  const prefectures = useCallQuery(
    'GetPrefectures',
    { allItems: true },
    { lookup: true, staleTime: 10 * 60 * 1000 },
  );

  if (!valid) {
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="info">商品一覧からご注文の商品をお選びください。</Alert>
      </Box>
    );
  }
  const loaded = product.data && member.data && prefectures.data;
  return (
    <Box sx={{ p: 2 }}>
      <Section title={product.data?.data.name ?? 'ご注文の商品'}>
        {loaded ? (
          <OrderForm
            key={productId}
            product={product.data.data}
            initial={
              draft?.productId === productId
                ? draft
                : freshDraft(product.data.data, member.data.data, prefectures.data.data)
            }
          />
        ) : (
          <Pending error={product.error ?? member.error ?? prefectures.error} what="商品" />
        )}
      </Section>
    </Box>
  );
}
