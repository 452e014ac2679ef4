import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { keepPreviousData } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { DownloadButton } from '../../components/DownloadButton';
import { formatYen } from '../../generator/format';
import { PaginationControls } from '../../layout/ListPagination';
import { usePaginationRequest } from '../../layout/usePaginationRequest';
import { useCallQuery } from '../../providers/useCall';
import { CancelButton } from './CancelButton';
import type { Participation } from '../../api/events';
import { dateSpan, eventPaths, STATUS_NAMES } from './eventPages';
import { useGoToPayment } from '../../components/useGoToPayment';

/** 学会・セミナー参加一覧: the member's participations (SPEC §2 "participant list", remembered). */
export default function ParticipationsPage() {
  const { controls, params } = usePaginationRequest('participantList');
  const list = useCallQuery<Participation[]>(
    'GetListEventParticipant',
    { ...params, Sorting: 'startDate DESC' },
    { placeholderData: keepPreviousData },
  );
  const rows = list.data?.data ?? [];
  const pay = useGoToPayment();

  return (
    <Paper sx={{ p: 2 }}>
      {list.isPending ? (
        <Typography color="text.secondary">読み込み中…</Typography>
      ) : list.error ? (
        <Typography color="error">参加一覧を取得できませんでした。</Typography>
      ) : rows.length === 0 ? (
        <Typography>参加申込はありません。</Typography>
      ) : (
        <>
          <Table size="small" aria-label="参加申込">
            <TableHead>
              <TableRow>
                <TableCell>開催日</TableCell>
                <TableCell>学会・セミナー名</TableCell>
                <TableCell>参加区分</TableCell>
                <TableCell>状態</TableCell>
                <TableCell align="right">参加費（税込）</TableCell>
                <TableCell>お支払い</TableCell>
                <TableCell>操作</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {dateSpan(row.startDate, row.endDate)}
                  </TableCell>
                  <TableCell component="th" scope="row">
                    <Link component={RouterLink} to={eventPaths.detail(row.eventId)}>
                      {row.eventTitle}
                    </Link>
                    <Typography variant="body2" color="text.secondary">
                      {row.venue}
                    </Typography>
                  </TableCell>
                  <TableCell>{row.participationType}</TableCell>
                  <TableCell>{STATUS_NAMES[row.status]}</TableCell>
                  <TableCell align="right">{formatYen(row.fee)}</TableCell>
                  <TableCell>
                    {row.status === 3 ? '—' : row.paymentStatusName}
                    {row.paymentRequestId !== null && (
                      <Button
                        size="small"
                        variant="contained"
                        sx={{ ml: 1 }}
                        onClick={() => pay(row.paymentRequestId!)}
                        aria-label={`お支払いへ（${row.eventTitle}）`}
                      >
                        お支払いへ
                      </Button>
                    )}
                  </TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                      {row.status !== 3 && (
                        <Button
                          size="small"
                          component={RouterLink}
                          to={eventPaths.slip(row.id)}
                          aria-label={`受講票（${row.eventTitle}）`}
                        >
                          受講票
                        </Button>
                      )}
                      {row.canChange && (
                        <Button
                          size="small"
                          component={RouterLink}
                          to={eventPaths.change(row.eventId, row.id)}
                          aria-label={`変更（${row.eventTitle}）`}
                        >
                          変更
                        </Button>
                      )}
                      {row.canCancel && <CancelButton participation={row} />}
                      {row.paymentStatus === 'paid' && (
                        <DownloadButton
                          call="DownloadReceiptEvent"
                          params={{ id: row.id }}
                          label="領収書"
                          aria-label={`領収書（${row.eventTitle}）`}
                        />
                      )}
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <PaginationControls {...controls} total={list.data?.pagination?.totalCount} />
        </>
      )}
    </Paper>
  );
}
