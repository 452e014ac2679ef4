import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { OperationInfoPanel } from '../../components/OperationInfoPanel';
import { useCallQuery } from '../../providers/useCall';
import { AffiliationCard } from './AffiliationCard';
import { DetailCard } from './DetailCard';
import { useMemberLookups } from './lookups';
import { displayValue, SECTIONS, type MemberRecord } from './memberFields';
import { UpdateHistoryCard } from '../../components/UpdateHistoryCard';

/** /members/MemberInfo: the member's details, who registered and updated them, and the history. */
export default function MemberInfoPage() {
  // A failed fetch has already shown its warning toast: the page then shows an empty record.
  const member = useCallQuery<MemberRecord | null>('GetDetailMember');
  const { lookups } = useMemberLookups();
  if (member.isPending) return <Typography sx={{ p: 2 }}>読み込み中…</Typography>;
  const record: MemberRecord = member.data?.data ?? {};

  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button
          component={RouterLink}
          to="/members/MemberInfo/edit"
          variant="contained"
          startIcon={<EditIcon />}
        >
          編集する
        </Button>
      </Stack>
      {SECTIONS.map((section) =>
        section.id === 'affiliation' ? (
          <AffiliationCard key={section.id} title={section.title} />
        ) : (
          <DetailCard
            key={section.id}
            title={section.title}
            rows={section.fields.map((field) => ({
              label: field.label,
              value: displayValue(field, record[field.source], lookups),
            }))}
          />
        ),
      )}
      <OperationInfoPanel record={record} />
      <UpdateHistoryCard />
    </Stack>
  );
}
