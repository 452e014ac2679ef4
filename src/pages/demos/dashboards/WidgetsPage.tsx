import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import GroupIcon from '@mui/icons-material/Group';
import SchoolIcon from '@mui/icons-material/School';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { DemoCard } from '../shared/DemoCard';
import { DemoPage } from '../shared/DemoPage';
import { ProgressBar } from '../shared/ProgressBar';
import { CartesianChart } from './charts';
import { attendanceByMonth } from './data';
import { StatCard } from './StatCard';
import { TaskList } from './TaskList';

/** Sample goals; two are out of range on purpose: a bar still shows 0–100 % (SPEC §5). */
const GOALS = [
  { label: '年会費の納入率', value: 86 },
  { label: '研修会の定員充足率', value: 112 },
  { label: '資格更新の完了率', value: 64.5 },
  { label: '会誌アンケートの回収率', value: -4 },
];

/** Widgets demo: key figures, progress bars, a to-do list and a small chart. */
export default function WidgetsPage() {
  const [progress, setProgress] = useState('40');
  return (
    <DemoPage>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard label="会員数" value="12,350人" icon={<GroupIcon />} note="先月比 +42人" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            label="受付中のセミナー"
            value="8件"
            icon={<EventAvailableIcon />}
            note="今週締切 2件"
            color="secondary.main"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            label="今年度の受講者"
            value="6,910人"
            icon={<SchoolIcon />}
            note="前年度比 +3.4%"
            color="success.main"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            label="資格更新の対象"
            value="1,204人"
            icon={<WorkspacePremiumIcon />}
            note="期限まで 98日"
            color="warning.dark"
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <DemoCard title="目標の達成状況" subheader="進捗は 0〜100% の範囲で表示されます">
            <Stack spacing={2}>
              {GOALS.map((goal) => (
                <ProgressBar key={goal.label} label={goal.label} value={goal.value} />
              ))}
            </Stack>
          </DemoCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <DemoCard title="進捗バーを試す" subheader="範囲外の値を入れても 0〜100% に収まります">
            <Stack spacing={2}>
              <TextField
                label="進捗（%）"
                type="number"
                value={progress}
                onChange={(event) => setProgress(event.target.value)}
              />
              <ProgressBar label="入力した進捗" value={Number(progress)} color="secondary" />
            </Stack>
          </DemoCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <DemoCard title="タスク">
            <TaskList />
          </DemoCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <DemoCard title="研修会参加者数">
            <CartesianChart
              kind="line"
              label="研修会参加者数（折れ線グラフ）"
              data={attendanceByMonth}
              xKey="month"
              series={[{ key: 'value', label: '参加者数' }]}
              height={220}
            />
          </DemoCard>
        </Grid>
      </Grid>
    </DemoPage>
  );
}
