import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate, formatYen } from '../../generator/format';
import { useCallQuery } from '../../providers/useCall';
import { SectionCard } from '../../components/SectionCard';
import { stackOnPhone } from '../../components/stackOnPhone';
import type { MemberAffiliation } from '../../api/members';

function AffiliationRow({ item }: { item: MemberAffiliation }) {
  const detail = useCallQuery('GetDetailAffiliation', {
    id: item.affiliationId,
  }).data?.data;
  return (
    <TableRow>
      <TableCell data-label="区分">{item.categoryName}</TableCell>
      <TableCell component="th" scope="row" sx={{ fontWeight: 'bold' }}>
        {item.name}
      </TableCell>
      <TableCell data-label="入会日">{formatDate(item.joinedDate)}</TableCell>
      <TableCell data-label="事務局連絡先" sx={{ wordBreak: 'break-word' }}>
        {detail ? (
          <>
            {detail.officeTel}
            <br />
            {detail.officeEmail}
          </>
        ) : (
          '—'
        )}
      </TableCell>
      <TableCell data-label="年会費">
        {detail ? (detail.annualFee ? formatYen(detail.annualFee) : 'なし') : '—'}
      </TableCell>
    </TableRow>
  );
}

/** 所属: the member's branch and societies (GetMemberAffiliation), each detailed by GetDetailAffiliation. */
export default function AffiliationCard({ title }: { title: string }) {
  const { data, isPending } = useCallQuery('GetMemberAffiliation');
  const items = data?.data ?? [];
  return (
    <SectionCard title={title} rows={[]}>
      {isPending ? (
        <Typography color="text.secondary">読み込み中…</Typography>
      ) : items.length === 0 ? (
        <Typography>所属はありません。</Typography>
      ) : (
        <Table size="small" aria-label={title} sx={stackOnPhone}>
          <TableHead>
            <TableRow>
              <TableCell>区分</TableCell>
              <TableCell>名称</TableCell>
              <TableCell>入会日</TableCell>
              <TableCell>事務局連絡先</TableCell>
              <TableCell>年会費</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item) => (
              <AffiliationRow key={item.affiliationId} item={item} />
            ))}
          </TableBody>
        </Table>
      )}
    </SectionCard>
  );
}
