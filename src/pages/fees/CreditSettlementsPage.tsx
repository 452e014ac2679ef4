import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import creditSettlements from '../../../resources/creditSettlements';
import { ResourceList } from '../../generator/ResourceList';
import { Section } from '../../components/Section';

/**
 * The card-settlement status list (/CreditSettlements, also /creditSettlements): every card
 * payment and attempt of the member, with the provider's state and order id.
 */
export default function CreditSettlementsPage() {
  return (
    <Box sx={{ p: 2 }}>
      <Section title="カード決済の履歴">
        <Typography variant="body2" sx={{ mb: 1 }}>
          処理中の決済は、カード会社での確認が済むと「決済完了」になります。失敗・取消の決済では請求されていません。
        </Typography>
        <ResourceList name={creditSettlements.name} />
      </Section>
    </Box>
  );
}
