import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { rowsOnPhone } from '../../components/stackOnPhone';
import { formatDate } from '../../generator/format';
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
      <Table
        size="small"
        aria-label="区分別の取得ポイント"
        sx={[
          ...rowsOnPhone,
          (theme) => ({
            // Figures and categories keep to one line; a verdict (未達（学術集会が不足）) wraps, on
            // a phone across the card's whole width rather than in a column of its own.
            '& :is(td, th)': { whiteSpace: 'nowrap' },
            '& td[data-label="状況"]': {
              whiteSpace: 'normal',
              [theme.breakpoints.down('sm')]: { gridColumn: '1 / -1' },
            },
          }),
        ]}
      >
        <TableHead>
          <TableRow>
            <TableCell>区分</TableCell>
            <TableCell align="right">取得ポイント</TableCell>
            <TableCell align="right">必要ポイント</TableCell>
            <TableCell>状況</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {summary.categories.map((item, index) => (
            <TableRow key={item.category}>
              <TableCell component="th" scope="row">
                {item.category}
              </TableCell>
              <TableCell align="right" data-label="取得ポイント">
                {item.points}
              </TableCell>
              <TableCell align="right" data-label="必要ポイント">
                {item.requiredPoints ?? '—'}
              </TableCell>
              <TableCell data-label="状況">{standing.categories[index]}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 'bold' }}>
              合計
            </TableCell>
            <TableCell align="right" data-label="取得ポイント" sx={{ fontWeight: 'bold' }}>
              {summary.totalPoints}
            </TableCell>
            <TableCell align="right" data-label="必要ポイント">
              {summary.requiredPoints}
            </TableCell>
            <TableCell data-label="状況">{standing.total}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <Typography sx={{ mt: 1 }}>
        {standing.sentence}
        <Link component={RouterLink} to="/MemberUpdates" sx={{ ml: 1 }}>
          資格更新確認へ
        </Link>
      </Typography>
    </>
  );
}
