import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { CardGrid, HALF } from '../shared/CardGrid';
import { DemoPage } from '../shared/DemoPage';
import { ProgressBar } from '../shared/ProgressBar';
import { chartCell } from './chartCell';
import { ShareChart } from './charts';
import { membersByRegion, qualifications, salesByMonth } from './data';
import { formatNumber } from './format';
import { OrdersTable } from './OrdersTable';

const totalMembers = membersByRegion.reduce((sum, region) => sum + region.members, 0);

function RegionShares() {
  return (
    <List dense aria-label="地区別の会員比率">
      {membersByRegion.map((region) => (
        <ListItem key={region.region} disableGutters>
          <ListItemText
            primary={
              <ProgressBar
                label={`${region.region}（${formatNumber(region.members)}人）`}
                value={(region.members / totalMembers) * 100}
              />
            }
            slotProps={{ primary: { component: 'div' } }}
          />
        </ListItem>
      ))}
    </List>
  );
}

/**
 * The alternative dashboard layout: one wide chart, the two shares side by side, then the orders
 * across the page (their five columns need the whole width to keep each value on one line).
 */
export default function AlternativePage() {
  return (
    <DemoPage>
      <CardGrid
        cells={[
          chartCell(
            { title: '売上と注文数', subheader: '月別（年度）', size: 12 },
            {
              kind: 'line',
              label: '月別の売上（千円）と注文数（折れ線グラフ）',
              data: salesByMonth.map((month) => ({ ...month, sales: month.sales / 1000 })),
              xKey: 'month',
              series: [
                { key: 'sales', label: '売上（千円）' },
                { key: 'orders', label: '注文数' },
              ],
              height: 320,
            },
          ),
          {
            title: '資格別の構成',
            size: HALF,
            content: (
              <ShareChart
                label="資格別の構成（ドーナツグラフ）"
                data={qualifications}
                height={240}
              />
            ),
          },
          { title: '地区別の会員比率', size: HALF, content: <RegionShares /> },
          { title: '最近の注文', size: 12, content: <OrdersTable /> },
        ]}
      />
    </DemoPage>
  );
}
