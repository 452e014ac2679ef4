import { DemoCard } from '../shared/DemoCard';
import { DemoPage } from '../shared/DemoPage';
import { MemberTable } from './MemberRows';
import { sampleMembers } from './members';

const rows = sampleMembers.slice(0, 8);

/** Regular tables demo: a plain table, a striped one and a dense one. */
export default function RegularTablesPage() {
  return (
    <DemoPage>
      <DemoCard title="基本のテーブル">
        <MemberTable label="基本のテーブル" members={rows.slice(0, 5)} />
      </DemoCard>
      <DemoCard title="しま模様のテーブル">
        <MemberTable label="しま模様のテーブル" members={rows} striped />
      </DemoCard>
      <DemoCard title="詰めたテーブル">
        <MemberTable label="詰めたテーブル" members={rows} size="small" />
      </DemoCard>
    </DemoPage>
  );
}
