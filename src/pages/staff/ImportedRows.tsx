import { keepPreviousData } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { RowsTable, type RowColumn } from '../../generator/RowsTable';
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

const COLUMNS: readonly RowColumn<ImportedRow>[] = [
  { source: 'rowNo', label: '行' },
  { source: 'examNo', label: '受験番号' },
  {
    source: 'lastName',
    label: '氏名',
    rowHeader: true,
    value: (row) => `${row.lastName} ${row.firstName}`,
  },
  {
    source: 'lastNameKana',
    label: 'フリガナ',
    value: (row) => `${row.lastNameKana} ${row.firstNameKana}`,
  },
  { source: 'birthDate', label: '生年月日' },
  {
    source: 'status',
    label: '状態',
    value: (row) => (
      <Chip size="small" label={STATUS[row.status].label} color={STATUS[row.status].color} />
    ),
  },
  {
    source: 'errors',
    label: 'エラー',
    wrap: true,
    // Every error of the row, one item each; a long one wraps within a phone's width.
    value: (row) =>
      row.errors.length > 0 && (
        <Box
          component="ul"
          aria-label={`${row.rowNo}行目のエラー（${row.errors.length}件）`}
          sx={{ m: 0, pl: 2.5, overflowWrap: 'anywhere' }}
        >
          {row.errors.map((error) => (
            <Typography key={error} component="li" variant="body2" color="error">
              {error}
            </Typography>
          ))}
        </Box>
      ),
  },
];

/** The batch's rows (GetListImportedMember), a page at a time, each with its errors. */
export function ImportedRows({ batchId }: { batchId: number }) {
  const [status, setStatus] = useState<ImportedRowStatus | ''>('');
  const { controls, params } = usePageState();
  const { data } = useCallQuery(
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
      <RowsTable label="取込内容" rows={rows} rowKey={(row) => row.id} columns={COLUMNS} />
      <PaginationControls {...controls} total={data?.pagination?.totalCount} />
    </>
  );
}
