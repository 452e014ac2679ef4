import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { DemoCard } from '../shared/DemoCard';
import { DemoPage } from '../shared/DemoPage';
import { ProgressBar } from '../shared/ProgressBar';
import { CartesianChart, ShareChart } from './charts';
import { membersByRegion, qualifications, salesByMonth } from './data';
import { formatNumber } from './format';
import { OrdersTable } from './OrdersTable';

const totalMembers = membersByRegion.reduce((sum, region) => sum + region.members, 0);

/** The alternative dashboard layout: one wide chart, then shares and lists side by side. */
export default function AlternativePage() {
  return (
    <DemoPage>
      <Grid container spacing={2}>
        <Grid size={12}>
          <DemoCard title="売上と注文数" subheader="月別（年度）">
            <CartesianChart
              kind="line"
              label="月別の売上（千円）と注文数（折れ線グラフ）"
              data={salesByMonth.map((month) => ({ ...month, sales: month.sales / 1000 }))}
              xKey="month"
              series={[
                { key: 'sales', label: '売上（千円）' },
                { key: 'orders', label: '注文数' },
              ]}
              height={320}
            />
          </DemoCard>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <DemoCard title="資格別の構成">
            <ShareChart label="資格別の構成（ドーナツグラフ）" data={qualifications} height={240} />
          </DemoCard>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <DemoCard title="地区別の会員比率">
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
          </DemoCard>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <DemoCard title="最近の注文">
            <OrdersTable />
          </DemoCard>
        </Grid>
      </Grid>
    </DemoPage>
  );
}
