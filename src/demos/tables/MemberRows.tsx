import Chip from '@mui/material/Chip';
import Table, { type TableProps } from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { rowsOnPhone } from '../../components/stackOnPhone';
import { STATUS_COLOURS, type SampleMember } from './members';

/** The columns the table demos share. */
export const COLUMNS: { key: keyof SampleMember; label: string; numeric?: boolean }[] = [
  { key: 'number', label: '会員番号' },
  { key: 'name', label: '氏名' },
  { key: 'prefecture', label: '都道府県' },
  { key: 'qualification', label: '資格' },
  { key: 'points', label: 'ポイント', numeric: true },
  { key: 'status', label: '状態' },
];

export function MemberHead() {
  return (
    <TableHead>
      <TableRow>
        {COLUMNS.map((column) => (
          <TableCell key={column.key} align={column.numeric ? 'right' : 'left'}>
            {column.label}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}

export const StatusChip = ({ status }: { status: SampleMember['status'] }) => (
  <Chip size="small" label={status} color={STATUS_COLOURS[status]} />
);

/**
 * A member's cells. The name is the row's header, which leads the row's card on a phone
 * (rowsOnPhone); the other cells carry their column's label for it.
 */
export function MemberCells({ member }: { member: SampleMember }) {
  return COLUMNS.map(({ key, label, numeric }) =>
    key === 'name' ? (
      <TableCell key={key} component="th" scope="row">
        {member.name}
      </TableCell>
    ) : (
      <TableCell key={key} data-label={label} align={numeric ? 'right' : 'left'}>
        {key === 'status' ? <StatusChip status={member.status} /> : member[key]}
      </TableCell>
    ),
  );
}

/** A read-only table of sample members, named `label`; `striped` shades every other row. */
export function MemberTable({
  label,
  members,
  size,
  striped = false,
}: {
  label: string;
  members: readonly SampleMember[];
  size?: TableProps['size'];
  striped?: boolean;
}): ReactNode {
  return (
    <TableContainer>
      <Table
        size={size}
        aria-label={label}
        sx={[
          ...rowsOnPhone,
          striped && { '& tbody tr:nth-of-type(odd)': { bgcolor: 'action.hover' } },
        ]}
      >
        <MemberHead />
        <TableBody>
          {members.map((member) => (
            <TableRow key={member.id} hover={striped}>
              <MemberCells member={member} />
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
