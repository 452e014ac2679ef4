import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import products from '../../../resources/products';
import { Section } from '../../components/Section';
import { config } from '../../config/env';
import { ResourceList } from '../../generator/ResourceList';
import { orderDraft } from './draft';

/**
 * 商品一覧 (/Products/ProductList): the goods on sale (resources/products.ts), each opening its
 * order form; an order in progress can be resumed; the external shop is linked when configured
 * (VITE_SHOP_URL).
 */
export default function ProductListPage() {
  const draft = orderDraft.load();
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Section title="販売中の商品">
        <Typography variant="body2" sx={{ mb: 1 }}>
          価格はすべて消費税10%込みです（書籍・学会誌も10%）。送料は無料です。
        </Typography>
        {draft && (
          <Typography variant="body2" sx={{ mb: 1 }}>
            入力中のご注文があります。{' '}
            <Link component={RouterLink} to={`/Products/ProductOrder?productId=${draft.productId}`}>
              ご注文を続ける
            </Link>
          </Typography>
        )}
        <ResourceList name={products.name} />
      </Section>
      {config.shopUrl && (
        <Section title="オンラインショップ">
          <Typography variant="body2">
            書籍の一部や記念品は、学会のオンラインショップでもお求めいただけます。{' '}
            <Link href={config.shopUrl} target="_blank" rel="noopener noreferrer">
              オンラインショップを開く（外部サイト・新しいタブ）
            </Link>
          </Typography>
        </Section>
      )}
    </Stack>
  );
}
