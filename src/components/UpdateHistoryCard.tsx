import { keepPreviousData } from '@tanstack/react-query';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { CallName } from '../api/contract';
import { formatDateTime } from '../generator/format';
import { PaginationControls } from '../layout/ListPagination';
import { usePageState } from '../layout/usePaginationRequest';
import { useCallQuery } from '../providers/useCall';
import { stackOnPhone } from './stackOnPhone';

interface HistoryEntry {
  id: number;
  modificationTime: string;
  modifierName: string;
  changes: { property: string; label: string; before: string; after: string }[];
}

const shown = (value: string) => value || '（なし）';

/**
 * 更新履歴 (GetMemberUpdateHistory): when, who, and which items changed from what to what. The
 * signed-in member's own by default; staff pages pass the member's id in `params`.
 */
export function UpdateHistoryCard({
  call = 'GetMemberUpdateHistory',
  params = {},
}: {
  call?: CallName;
  params?: Record<string, unknown>;
}) {
  const headingId = useId();
  const { controls, params: paging } = usePageState();
  const { data, isPending } = useCallQuery<HistoryEntry[]>(
    call,
    {
      ...params,
      ...paging,
      Sorting: 'modificationTime DESC',
    },
    { placeholderData: keepPreviousData },
  );
  const entries = data?.data ?? [];
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardHeader
        title="更新履歴"
        slotProps={{ title: { id: headingId, component: 'h2', variant: 'h6' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {isPending ? (
          <Typography color="text.secondary">読み込み中…</Typography>
        ) : entries.length === 0 ? (
          <Typography>更新履歴はありません。</Typography>
        ) : (
          <>
            <Table size="small" aria-label="更新履歴" sx={stackOnPhone}>
              <TableHead>
                <TableRow>
                  <TableCell>更新日時</TableCell>
                  <TableCell>更新者</TableCell>
                  <TableCell>変更内容</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {entries.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }} data-label="更新日時">
                      {formatDateTime(entry.modificationTime)}
                    </TableCell>
                    <TableCell data-label="更新者">{entry.modifierName}</TableCell>
                    <TableCell data-label="変更内容">
                      {entry.changes.map((change) => (
                        <Typography key={change.property} variant="body2">
                          {change.label}: {shown(change.before)} → {shown(change.after)}
                        </Typography>
                      ))}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <PaginationControls {...controls} total={data?.pagination?.totalCount} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
