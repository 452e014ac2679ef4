import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import { useCallQuery } from '../../providers/useCall';
import { EntryForm } from './EntryForm';
import { entryDraft, entryKey, type EntryDraft } from './entryDraft';
import { CANCELLED_PARTICIPATION } from '../../../resources/shared/participations';
import { eventPaths } from './eventPages';
import { useQueryId } from './useQueryId';

/**
 * 学会・セミナー参加申込: `?id=<event id>` applies, `&participantId=<id>` changes that
 * participation. Loads what the form starts from, then hands over to the form. A member holds one
 * participation per event: an entry for an event already applied for opens that one's change.
 */
export default function EventEntryPage() {
  const eventId = useQueryId('id');
  const participantId = useQueryId('participantId');
  const ofEvent = eventId === null ? null : { eventId };
  const detail = useCallQuery('GetDetailEventSection', eventId === null ? null : { id: eventId });
  const fee = useCallQuery('GetEventParticipationTargetFee', ofEvent);
  const luncheons = useCallQuery('GetListEventLuncheonSeminar', ofEvent);
  // Once the member sends an application, the event's refreshed 申込済み is that application,
  // not a reason to open its change: the form goes on to the participations.
  const [applying, setApplying] = useState(false);
  const participant = useCallQuery(
    'GetDetailParticipant',
    participantId === null ? null : { id: participantId },
  );

  if (eventId === null)
    return <Alert severity="error">申込む学会・セミナーが指定されていません。</Alert>;
  const failed = detail.error ?? fee.error ?? luncheons.error ?? participant.error;
  const ready =
    detail.data && fee.data && luncheons.data && (participantId === null || participant.data);
  if (!ready) {
    return (
      <Typography color={failed ? 'error' : 'text.secondary'}>
        {failed ? '申込に必要な情報を取得できませんでした。' : '読み込み中…'}
      </Typography>
    );
  }
  const [applied] = detail.data.data.appliedParticipantIds;
  if (participantId === null && applied !== undefined && !applying) {
    return <Navigate replace to={eventPaths.change(eventId, applied)} />;
  }
  const existing = participant.data?.data;
  if (existing && !existing.canChange) {
    return (
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to={eventPaths.participations} color="inherit">
            参加一覧へ
          </Button>
        }
      >
        {existing.status === CANCELLED_PARTICIPATION
          ? ''
          : `この学会・セミナーには申込済みです（申込番号${existing.id}）。`}
        {existing.changeNote}
      </Alert>
    );
  }
  const key = entryKey(eventId, participantId);
  const saved = entryDraft.load();
  const initial: EntryDraft =
    saved?.key === key
      ? saved
      : {
          key,
          selection: {
            parentSectionId: existing?.parentSectionId ?? null,
            childrenIds: existing?.childrenIds ?? [],
          },
          luncheonSeminarIds: existing?.luncheonSeminarIds ?? [],
          agreed: false,
          step: 'form',
        };
  return (
    <EntryForm
      key={key}
      event={detail.data.data}
      fee={fee.data.data}
      luncheons={luncheons.data.data}
      participantId={participantId}
      initial={initial}
      onApply={() => setApplying(true)}
    />
  );
}
