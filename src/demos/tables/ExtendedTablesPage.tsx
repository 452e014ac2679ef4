import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { useState } from 'react';
import { TOUCH_SCREEN } from '../../layout/theme';
import { rowsOnPhone } from '../../components/stackOnPhone';
import { DemoCard } from '../shared/DemoCard';
import { DemoPage } from '../shared/DemoPage';
import { COLUMNS, MemberCells } from './MemberRows';
import { sampleMembers, type SampleMember } from './members';
import { sortMembers, type Order } from './sortMembers';

/**
 * The cards of rowsOnPhone, kept selectable and sortable on a phone: the header row stays, as
 * a bar of the select-all box and the sort buttons, and each card's check box and delete button
 * sit at its top corners, beside the name.
 */
const selectableCardsOnPhone = (theme: Theme): SystemStyleObject<Theme> => ({
  // A small table strips its check boxes' padding, their hit area on a touch screen.
  [TOUCH_SCREEN]: { '& .MuiTableCell-paddingCheckbox > .MuiCheckbox-root': { padding: '10px' } },
  [theme.breakpoints.down('sm')]: {
    '& thead': { display: 'block' },
    '& thead tr': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 },
    '& thead th, & tr > .MuiTableCell-paddingCheckbox': { width: 'auto', p: 0 },
    // 操作 heads no column once the rows are cards.
    '& thead th:last-child': { display: 'none' },
    '& .MuiTableSortLabel-root': { minHeight: 44 },
    '& tbody tr:has(> .MuiTableCell-paddingCheckbox)': {
      position: 'relative',
      px: 6,
      // Out of the card's grid: placed against the card's own edges.
      '& > td:first-of-type, & > td:last-of-type': {
        position: 'absolute',
        top: 8,
        left: 0,
        gridColumn: 'auto',
      },
      '& > td:last-of-type': { left: 'auto', right: 0 },
    },
    '& tbody th': { display: 'flex', alignItems: 'center', minHeight: 44 },
  },
});

/** Extended tables demo: search, sortable columns, row selection and row actions (in memory). */
export default function ExtendedTablesPage() {
  const [members, setMembers] = useState(() => sampleMembers.slice(0, 12));
  const [sort, setSort] = useState<{ key: keyof SampleMember; order: Order }>({
    key: 'number',
    order: 'asc',
  });
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [keyword, setKeyword] = useState('');

  const shown = sortMembers(
    members.filter((member) => !keyword || member.name.includes(keyword.trim())),
    sort.key,
    sort.order,
  );
  const allSelected = shown.length > 0 && shown.every((member) => selected.has(member.id));
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (!next.delete(id)) next.add(id);
    setSelected(next);
  };
  const remove = (ids: ReadonlySet<number>) => {
    setMembers(members.filter((member) => !ids.has(member.id)));
    setSelected(new Set([...selected].filter((id) => !ids.has(id))));
  };
  const sortBy = (key: keyof SampleMember) =>
    setSort({ key, order: sort.key === key && sort.order === 'asc' ? 'desc' : 'asc' });

  return (
    <DemoPage>
      <DemoCard title="会員一覧（見本）">
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ mb: 2, alignItems: { sm: 'center' } }}
        >
          <TextField
            label="氏名で絞り込み"
            size="small"
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
          />
          <Typography variant="body2" aria-live="polite" sx={{ flex: 1 }}>
            {selected.size}件を選択中
          </Typography>
          <Button
            color="error"
            variant="outlined"
            startIcon={<DeleteIcon />}
            disabled={selected.size === 0}
            onClick={() => remove(selected)}
          >
            選択した会員を削除
          </Button>
        </Stack>
        <TableContainer>
          <Table
            size="small"
            aria-label="会員一覧（見本）"
            sx={[...rowsOnPhone, selectableCardsOnPhone]}
          >
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={allSelected}
                    indeterminate={!allSelected && shown.some((member) => selected.has(member.id))}
                    onChange={() =>
                      setSelected(
                        allSelected ? new Set() : new Set(shown.map((member) => member.id)),
                      )
                    }
                    slotProps={{ input: { 'aria-label': 'すべて選択' } }}
                  />
                </TableCell>
                {COLUMNS.map((column) => (
                  <TableCell
                    key={column.key}
                    align={column.numeric ? 'right' : 'left'}
                    sortDirection={sort.key === column.key ? sort.order : false}
                  >
                    <TableSortLabel
                      active={sort.key === column.key}
                      direction={sort.key === column.key ? sort.order : 'asc'}
                      onClick={() => sortBy(column.key)}
                    >
                      {column.label}
                    </TableSortLabel>
                  </TableCell>
                ))}
                <TableCell>操作</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((member) => (
                <TableRow key={member.id} selected={selected.has(member.id)} hover>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={selected.has(member.id)}
                      onChange={() => toggle(member.id)}
                      slotProps={{ input: { 'aria-label': `${member.name}を選択` } }}
                    />
                  </TableCell>
                  <MemberCells member={member} />
                  <TableCell>
                    <IconButton
                      size="small"
                      aria-label={`${member.name}を削除`}
                      onClick={() => remove(new Set([member.id]))}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
              {shown.length === 0 && (
                <TableRow>
                  <TableCell colSpan={COLUMNS.length + 2}>該当する会員はいません</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </DemoCard>
    </DemoPage>
  );
}
