import { keepPreviousData } from '@tanstack/react-query';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PaginationControls } from '../../layout/ListPagination';
import { usePageState } from '../../layout/usePaginationRequest';
import { useCallQuery } from '../../providers/useCall';
import type { ImportedRow, ImportedRowStatus } from '../../api/successfulApplicants';

const STATUS: Record<ImportedRowStatus, { label: string; color: 'success' | 'error' | 'default' }> =
  {
    valid: { label: '登録可能', color: 'success' },
    error: { label: 'エラー', color: 'error' },
    registered: { label: '登録済み', color: 'default' },
  };

/** The batch's rows (GetListImportedMember), a page at a time, each with its errors. */
export function ImportedRows({ batchId }: { batchId: number }) {
  const [status, setStatus] = useState<ImportedRowStatus | ''>('');
  const { controls, params } = usePageState();
  const { data } = useCallQuery<ImportedRow[]>(
    'GetListImportedMember',
    {
      batchId,
      ...(status ? { status } : {}),
      ...params,
    },
    { placeholderData: keepPreviousData },
  );
  const rows = data?.data ?? [];
  return (
    <>
      <TextField
        select
        size="small"
        label="表示する行"
        value={status}
        onChange={(event) => {
          setStatus(event.target.value as ImportedRowStatus | '');
          controls.setPage(1);
        }}
        sx={{ minWidth: 200, my: 2 }}
      >
        <MenuItem value="">すべて</MenuItem>
        {(Object.keys(STATUS) as ImportedRowStatus[]).map((key) => (
          <MenuItem key={key} value={key}>
            {STATUS[key].label}
          </MenuItem>
        ))}
      </TextField>
      <Table size="small" aria-label="取込内容">
        <TableHead>
          <TableRow>
            <TableCell>行</TableCell>
            <TableCell>受験番号</TableCell>
            <TableCell>氏名</TableCell>
            <TableCell>フリガナ</TableCell>
            <TableCell>生年月日</TableCell>
            <TableCell>状態</TableCell>
            <TableCell>エラー</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell>{row.rowNo}</TableCell>
              <TableCell>{row.examNo}</TableCell>
              <TableCell>
                {row.lastName} {row.firstName}
              </TableCell>
              <TableCell>
                {row.lastNameKana} {row.firstNameKana}
              </TableCell>
              <TableCell>{row.birthDate}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={STATUS[row.status].label}
                  color={STATUS[row.status].color}
                />
              </TableCell>
              <TableCell>
                {row.errors.map((error) => (
                  <Typography key={error} variant="body2" color="error">
                    {error}
                  </Typography>
                ))}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <PaginationControls {...controls} total={data?.pagination?.totalCount} />
    </>
  );
}
