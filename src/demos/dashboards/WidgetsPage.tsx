import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import GroupIcon from '@mui/icons-material/Group';
import SchoolIcon from '@mui/icons-material/School';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { CardGrid, HALF } from '../shared/CardGrid';
import { DemoPage } from '../shared/DemoPage';
import { ProgressBar } from '../shared/ProgressBar';
import { chartCell } from './chartCell';
import { attendanceByMonth } from './data';
import { StatCells, type Stat } from './StatCard';
import { TaskList } from './TaskList';

const STATS: Stat[] = [
  { label: '会員数', value: '12,350人', icon: <GroupIcon />, note: '先月比 +42人' },
  { label: '受付中のセミナー', value: '8件', icon: <EventAvailableIcon />, note: '今週締切 2件' },
  { label: '今年度の受講者', value: '6,910人', icon: <SchoolIcon />, note: '前年度比 +3.4%' },
  {
    label: '資格更新の対象',
    value: '1,204人',
    icon: <WorkspacePremiumIcon />,
    note: '期限まで 98日',
  },
];

/** Sample goals; two are out of range on purpose: a bar still shows 0–100 % (SPEC §5). */
const GOALS = [
  { label: '年会費の納入率', value: 86 },
  { label: '研修会の定員充足率', value: 112 },
  { label: '資格更新の完了率', value: 64.5 },
  { label: '会誌アンケートの回収率', value: -4 },
];

/** A progress bar fed by what the member types, to show it stays within 0–100 %. */
function ProgressTry() {
  const [progress, setProgress] = useState('40');
  return (
    <Stack spacing={2}>
      <TextField
        label="進捗（%）"
        type="number"
        value={progress}
        onChange={(event) => setProgress(event.target.value)}
      />
      <ProgressBar label="入力した進捗" value={Number(progress)} color="secondary" />
    </Stack>
  );
}

/** Widgets demo: key figures, progress bars, a to-do list and a small chart. */
export default function WidgetsPage() {
  return (
    <DemoPage>
      <CardGrid
        cells={[
          {
            title: '目標の達成状況',
            subheader: '進捗は 0〜100% の範囲で表示されます',
            size: HALF,
            content: (
              <Stack spacing={2}>
                {GOALS.map((goal) => (
                  <ProgressBar key={goal.label} label={goal.label} value={goal.value} />
                ))}
              </Stack>
            ),
          },
          {
            title: '進捗バーを試す',
            subheader: '範囲外の値を入れても 0〜100% に収まります',
            size: HALF,
            content: <ProgressTry />,
          },
          { title: 'タスク', size: HALF, content: <TaskList /> },
          chartCell(
            { title: '研修会参加者数', size: HALF },
            {
              kind: 'line',
              data: attendanceByMonth,
              xKey: 'month',
              series: [{ key: 'value', label: '参加者数' }],
              height: 220,
            },
          ),
        ]}
      >
        <StatCells stats={STATS} />
      </CardGrid>
    </DemoPage>
  );
}
