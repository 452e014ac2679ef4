import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate, formatYen } from '../../generator/format';
import { useCallQuery } from '../../providers/useCall';
import { DetailCard } from './DetailCard';
import type { MemberAffiliation } from './memberFields';

interface AffiliationDetail {
  id: number;
  annualFee: number;
  officeTel: string;
  officeEmail: string;
}

function AffiliationRow({ item }: { item: MemberAffiliation }) {
  const detail = useCallQuery<AffiliationDetail>('GetDetailAffiliation', {
    id: item.affiliationId,
  }).data?.data;
  return (
    <TableRow>
      <TableCell>{item.categoryName}</TableCell>
      <TableCell component="th" scope="row">
        {item.name}
      </TableCell>
      <TableCell>{formatDate(item.joinedDate)}</TableCell>
      <TableCell>
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
      <TableCell>
        {detail ? (detail.annualFee ? formatYen(detail.annualFee) : 'なし') : '—'}
      </TableCell>
    </TableRow>
  );
}

/** 所属: the member's branch and societies (GetMemberAffiliation), each detailed by GetDetailAffiliation. */
export function AffiliationCard({ title }: { title: string }) {
  const { data, isPending } = useCallQuery<MemberAffiliation[]>('GetMemberAffiliation');
  const items = data?.data ?? [];
  return (
    <DetailCard title={title} rows={[]}>
      {isPending ? (
        <Typography color="text.secondary">読み込み中…</Typography>
      ) : items.length === 0 ? (
        <Typography>所属はありません。</Typography>
      ) : (
        <Table size="small" aria-label={title}>
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
    </DetailCard>
  );
}
