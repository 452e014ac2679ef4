import Grid from '@mui/material/Grid';
import { DemoCard } from '../shared/DemoCard';
import { DemoPage } from '../shared/DemoPage';
import { CartesianChart, ShareChart } from './charts';
import { attendanceByMonth, membersByMonth, membersByRegion, qualifications } from './data';

/** Chart demo: line, bar, area and doughnut charts of sample figures. */
export default function ChartsPage() {
  return (
    <DemoPage>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <DemoCard title="会員数の推移" subheader="折れ線グラフ（年度別・月末時点）">
            <CartesianChart
              kind="line"
              label="会員数の推移（折れ線グラフ）"
              data={membersByMonth}
              xKey="month"
              series={[{ key: 'members', label: '正会員' }]}
            />
          </DemoCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <DemoCard title="地区別会員数" subheader="棒グラフ">
            <CartesianChart
              kind="bar"
              label="地区別会員数（棒グラフ）"
              data={membersByRegion}
              xKey="region"
              series={[{ key: 'members', label: '会員数' }]}
            />
          </DemoCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <DemoCard title="研修会参加者数" subheader="面グラフ">
            <CartesianChart
              kind="area"
              label="研修会参加者数（面グラフ）"
              data={attendanceByMonth}
              xKey="month"
              series={[{ key: 'value', label: '参加者数', color: '#1565c0' }]}
            />
          </DemoCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <DemoCard title="資格別の構成" subheader="ドーナツグラフ">
            <ShareChart label="資格別の構成（ドーナツグラフ）" data={qualifications} />
          </DemoCard>
        </Grid>
        <Grid size={12}>
          <DemoCard title="正会員と仮会員" subheader="積み上げ棒グラフ">
            <CartesianChart
              kind="bar"
              stacked
              label="正会員と仮会員（積み上げ棒グラフ）"
              data={membersByMonth}
              xKey="month"
              series={[
                { key: 'members', label: '正会員' },
                { key: 'temporary', label: '仮会員' },
              ]}
            />
          </DemoCard>
        </Grid>
      </Grid>
    </DemoPage>
  );
}
