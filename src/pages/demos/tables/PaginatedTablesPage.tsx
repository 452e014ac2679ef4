import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { PAGINATION } from '../../../config/constants';
import { PaginationControls } from '../../../layout/ListPagination';
import { DemoCard } from '../shared/DemoCard';
import { DemoPage } from '../shared/DemoPage';
import { MemberCells, MemberHead } from './MemberRows';
import { sampleMembers } from './members';

/** Paginated table demo: the portal's own pagination (five page numbers, 10 per page). */
export default function PaginatedTablesPage() {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(PAGINATION.perPage);
  const rows = sampleMembers.slice((page - 1) * perPage, page * perPage);
  return (
    <DemoPage>
      <DemoCard title="ページ送りのあるテーブル">
        <TableContainer>
          <Table size="small" aria-label="ページ送りのあるテーブル">
            <MemberHead />
            <TableBody>
              {rows.map((member) => (
                <TableRow key={member.id}>
                  <MemberCells member={member} />
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <PaginationControls
          page={page}
          perPage={perPage}
          total={sampleMembers.length}
          setPage={setPage}
          setPerPage={setPerPage}
        />
      </DemoCard>
    </DemoPage>
  );
}
