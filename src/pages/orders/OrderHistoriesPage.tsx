import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import productOrders from '../../../resources/productOrders';
import { Section } from '../../components/Section';
import { ResourceList } from '../../generator/ResourceList';

/** 注文履歴 (/ProductOrderHistories): the member's orders (resources/productOrders.ts). */
export default function OrderHistoriesPage() {
  return (
    <Box sx={{ p: 2 }}>
      <Section title="ご注文の一覧">
        <Typography variant="body2" sx={{ mb: 1 }}>
          注文番号を選ぶと、ご注文の詳細・キャンセル・領収書のダウンロードができます。
        </Typography>
        <ResourceList name={productOrders.name} />
      </Section>
    </Box>
  );
}
