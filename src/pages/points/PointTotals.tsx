import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../i18n/format';
import { RowsTable } from '../../generator/RowsTable';
import { useCallQuery } from '../../providers/useCall';
import { pointStanding } from './standing';

/** Totals per category and in all against the renewal requirement. */
export function PointTotals() {
  const { data, isPending, error } = useCallQuery('GetParticipationHistoryPoint');
  if (isPending) return <Typography>読み込み中…</Typography>;
  if (error) return <Typography>ポイントの集計を取得できませんでした。</Typography>;
  const summary = data.data;
  const standing = pointStanding(summary);
  return (
    <>
      <Typography>
        対象期間：{formatDate(summary.periodStart)}〜{formatDate(summary.periodEnd)}
      </Typography>
      <Typography component="p" variant="h5" sx={{ my: 1 }}>
        合計 {summary.totalPoints}ポイント
        <Typography component="span" sx={{ ml: 1 }}>
          （更新に必要なポイント {summary.requiredPoints}ポイント）
        </Typography>
      </Typography>
      <RowsTable
        label="区分別の取得ポイント"
        rows={summary.categories.map((item, index) => ({
          ...item,
          status: standing.categories[index],
        }))}
        rowKey={(item) => item.category}
        total={{
          category: '合計',
          points: summary.totalPoints,
          requiredPoints: summary.requiredPoints,
          status: standing.total,
        }}
        columns={[
          { source: 'category', label: '区分', rowHeader: true },
          { source: 'points', label: '取得ポイント', align: 'right' },
          {
            source: 'requiredPoints',
            label: '必要ポイント',
            align: 'right',
            value: (item) => item.requiredPoints ?? '—',
          },
          // A verdict (未達（学術集会が不足）) may wrap; figures and categories keep to one line.
          { source: 'status', label: '状況', wrap: true },
        ]}
      />
      <Typography sx={{ mt: 1 }}>
        {standing.sentence}
        <Link component={RouterLink} to="/MemberUpdates" sx={{ ml: 1 }}>
          資格更新確認へ
        </Link>
      </Typography>
    </>
  );
}
