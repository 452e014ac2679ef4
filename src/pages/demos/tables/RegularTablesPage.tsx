import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import { DemoCard } from '../shared/DemoCard';
import { DemoPage } from '../shared/DemoPage';
import { MemberCells, MemberHead } from './MemberRows';
import { sampleMembers } from './members';

const rows = sampleMembers.slice(0, 8);

/** Regular tables demo: a plain table, a striped one and a dense one. */
export default function RegularTablesPage() {
  return (
    <DemoPage>
      <DemoCard title="基本のテーブル">
        <TableContainer>
          <Table aria-label="基本のテーブル">
            <MemberHead />
            <TableBody>
              {rows.slice(0, 5).map((member) => (
                <TableRow key={member.id}>
                  <MemberCells member={member} />
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </DemoCard>
      <DemoCard title="しま模様のテーブル">
        <TableContainer>
          <Table
            aria-label="しま模様のテーブル"
            sx={{ '& tbody tr:nth-of-type(odd)': { bgcolor: 'action.hover' } }}
          >
            <MemberHead />
            <TableBody>
              {rows.map((member) => (
                <TableRow key={member.id} hover>
                  <MemberCells member={member} />
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </DemoCard>
      <DemoCard title="詰めたテーブル">
        <TableContainer>
          <Table size="small" aria-label="詰めたテーブル">
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
      </DemoCard>
    </DemoPage>
  );
}
