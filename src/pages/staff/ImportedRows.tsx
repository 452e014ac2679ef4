import { keepPreviousData } from '@tanstack/react-query';
import Box from '@mui/material/Box';
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
import { stackOnPhone } from '../../components/stackOnPhone';
import { PaginationControls } from '../../layout/ListPagination';
import { usePageState } from '../../layout/usePaginationRequest';
import { useCallQuery } from '../../providers/useCall';
import type { ImportedRowStatus } from '../../api/successfulApplicants';

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
      <Table
        size="small"
        aria-label="取込内容"
        // Every cell but the errors is short (a number, a name, a date, the status): kept whole.
        sx={[stackOnPhone, { '& tbody :is(td, th):not(:last-child)': { whiteSpace: 'nowrap' } }]}
      >
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
              <TableCell data-label="行">{row.rowNo}</TableCell>
              <TableCell data-label="受験番号">{row.examNo}</TableCell>
              <TableCell component="th" scope="row" data-label="氏名">
                {row.lastName} {row.firstName}
              </TableCell>
              <TableCell data-label="フリガナ">
                {row.lastNameKana} {row.firstNameKana}
              </TableCell>
              <TableCell data-label="生年月日">{row.birthDate}</TableCell>
              <TableCell data-label="状態">
                <Chip
                  size="small"
                  label={STATUS[row.status].label}
                  color={STATUS[row.status].color}
                />
              </TableCell>
              {/* Stacked on a phone, a row without errors shows no heading over nothing. */}
              <TableCell data-label={row.errors.length > 0 ? 'エラー' : undefined}>
                {row.errors.length > 0 && (
                  // Every error of the row, one item each; a long one wraps within a phone's width.
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
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <PaginationControls {...controls} total={data?.pagination?.totalCount} />
    </>
  );
}
