import { PaginationControls } from '../../layout/ListPagination';
import { usePageState } from '../../layout/usePaginationRequest';
import { DemoCard } from '../shared/DemoCard';
import { DemoPage } from '../shared/DemoPage';
import { MemberTable } from './MemberRows';
import { sampleMembers } from './members';

/** Paginated table demo: the portal's own pagination (five page numbers, 10 per page). */
export default function PaginatedTablesPage() {
  const { controls, params } = usePageState();
  const rows = sampleMembers.slice(params.SkipCount, params.SkipCount + params.MaxResultCount);
  return (
    <DemoPage>
      <DemoCard title="ページ送りのあるテーブル">
        <MemberTable label="ページ送りのあるテーブル" members={rows} size="small" />
        <PaginationControls {...controls} total={sampleMembers.length} />
      </DemoCard>
    </DemoPage>
  );
}
