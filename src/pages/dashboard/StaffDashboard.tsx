import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import { Link as RouterLink } from 'react-router-dom';
import members from '../../../resources/members';
import type { MemberStatus } from '../../api/members';
import { MEMBER_STATUSES } from '../../../resources/shared/memberStatuses';
import { AnswerList } from '../../components/AnswerList';
import { Pending, Section } from '../../components/Section';
import { formatDateTime } from '../../i18n/format';
import { filteredListPath, recordPath } from '../../generator/paths';
import { canAccess } from '../../providers/access';
import { useCallQuery } from '../../providers/useCall';
import { useSessionRoles } from '../../providers/useSessionRoles';

const LATEST = 5;
const MEMBER_LIST = members.routes.list;
const MEMBER_PAGE = members.routes.show;
const IMPORT_PAGE = '/members/ImportSuccessfulApplicant';

/** One status's count: a one-row page of the member list carries the total. */
function StatusCount({ status, name }: { status: MemberStatus; name: string }) {
  const { data, error, isPending } = useCallQuery('GetListMember', {
    status,
    MaxResultCount: 1,
  });
  const total = data?.pagination?.totalCount;
  return (
    <ListItem disableGutters>
      {isPending || error || total === undefined ? (
        <Pending error={error} what={`${name}の人数`} />
      ) : (
        <Link component={RouterLink} to={filteredListPath(MEMBER_LIST, { status })}>
          {`${name} ${total}名`}
        </Link>
      )}
    </ListItem>
  );
}

function MemberCounts() {
  return (
    <List dense disablePadding>
      {MEMBER_STATUSES.map(({ id, name }) => (
        <StatusCount key={id} status={id} name={name} />
      ))}
    </List>
  );
}

/** Who changed which member's record, and when: the latest few across all members. */
function RecentUpdates() {
  const answer = useCallQuery('GetMemberUpdateHistory', {
    allMembers: true,
    MaxResultCount: LATEST,
    Sorting: 'modificationTime DESC',
  });
  return (
    <AnswerList
      answer={{ ...answer, data: answer.data?.data }}
      what="会員情報の更新"
      item={(entry) => ({
        key: entry.id,
        primary: (
          <Link component={RouterLink} to={recordPath(MEMBER_PAGE, entry.memberId)}>
            {`${entry.memberName ?? ''}（会員番号 ${entry.memberNo ?? ''}）`}
          </Link>
        ),
        secondary: `${formatDateTime(entry.modificationTime)} ${entry.modifierName}: ${entry.changes
          .map((change) => change.label)
          .join('、')}`,
      })}
    />
  );
}

function ImportBatches() {
  const answer = useCallQuery('GetListImportBatch', { MaxResultCount: LATEST });
  return (
    <AnswerList
      answer={{ ...answer, data: answer.data?.data }}
      what="合格者取込の履歴"
      item={(batch) => ({
        key: batch.batchId,
        primary: `${batch.fileName}（${formatDateTime(batch.importedAt)} ${batch.importedBy}）`,
        secondary: `全${batch.totalCount}件: 登録可能 ${batch.validCount}件、エラー ${batch.errorCount}件、登録済み ${batch.registeredCount}件 / ${
          batch.insertedAt ? `${formatDateTime(batch.insertedAt)} 登録` : '未登録'
        }`,
      })}
    />
  );
}

/**
 * The staff's home: members by 会員状態 (each count opening the member list filtered by it), the
 * latest changes of member records and, for those who import (admin), the latest import batches.
 */
export default function StaffDashboard() {
  const imports = canAccess(useSessionRoles(), ['user_update'], true);
  return (
    <>
      <Grid size={{ xs: 12, md: 4 }}>
        <Section title="会員数（会員状態別）">
          <MemberCounts />
        </Section>
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <Section title="最近の会員情報の更新">
          <RecentUpdates />
        </Section>
      </Grid>
      {imports && (
        <Grid size={12}>
          <Section title="合格者取込の履歴">
            <ImportBatches />
            <Link component={RouterLink} to={IMPORT_PAGE} sx={{ display: 'inline-block', mt: 1 }}>
              合格者取込へ
            </Link>
          </Section>
        </Grid>
      )}
    </>
  );
}
