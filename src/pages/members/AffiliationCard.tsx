import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatYen } from '../../i18n/format';
import { RowsTable, type RowColumn } from '../../generator/RowsTable';
import { useCallQuery } from '../../providers/useCall';
import { SectionCard } from '../../components/SectionCard';
import type { MemberAffiliation } from '../../api/members';

interface AffiliationDetail {
  id: number;
  annualFee: number;
  officeTel: string;
  officeEmail: string;
}

/** What GetDetailAffiliation says of the affiliation (— until it has answered). */
function Detail({ id, show }: { id: number; show: (detail: AffiliationDetail) => ReactNode }) {
  const detail = useCallQuery('GetDetailAffiliation', { id }).data?.data;
  return detail ? show(detail) : '—';
}

const COLUMNS: readonly RowColumn<MemberAffiliation>[] = [
  { source: 'categoryName', label: '区分' },
  { source: 'name', label: '名称', rowHeader: true },
  { source: 'joinedDate', label: '入会日', type: 'date' },
  {
    source: 'affiliationId',
    label: '事務局連絡先',
    wrap: true,
    value: ({ affiliationId }) => (
      <Detail
        id={affiliationId}
        show={(detail) => (
          <>
            {detail.officeTel}
            <br />
            {detail.officeEmail}
          </>
        )}
      />
    ),
  },
  {
    source: 'category',
    label: '年会費',
    value: ({ affiliationId }) => (
      <Detail
        id={affiliationId}
        show={(detail) => (detail.annualFee ? formatYen(detail.annualFee) : 'なし')}
      />
    ),
  },
];

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
        <RowsTable
          label={title}
          rows={items}
          rowKey={(item) => item.affiliationId}
          columns={COLUMNS}
        />
      )}
    </SectionCard>
  );
}
