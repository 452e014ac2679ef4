import { useState } from 'react';
import { PAGINATION } from '../../../config/constants';
import { PaginationControls } from '../../../layout/ListPagination';
import { DemoCard } from '../shared/DemoCard';
import { DemoPage } from '../shared/DemoPage';
import { MemberTable } from './MemberRows';
import { sampleMembers } from './members';

/** Paginated table demo: the portal's own pagination (five page numbers, 10 per page). */
export default function PaginatedTablesPage() {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(PAGINATION.perPage);
  const rows = sampleMembers.slice((page - 1) * perPage, page * perPage);
  return (
    <DemoPage>
      <DemoCard title="ページ送りのあるテーブル">
        <MemberTable label="ページ送りのあるテーブル" members={rows} size="small" />
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
