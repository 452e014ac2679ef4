import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ApiError, reasonLines } from '../../api/errors';
import { TermsLink } from '../../components/TermsLink';
import { TERMS } from '../../config/constants';
import { formatYen } from '../../i18n/format';
import { notify } from '../../providers/notifications';
import { startNewStep } from '../../layout/pageStart';
import { useCallMutation, useCallQuery } from '../../providers/useCall';
import { BrushupSelector } from './BrushupSelector';
import { EntryConfirm } from './EntryConfirm';
import { entryDraft, type EntryDraft } from './entryDraft';
import { LuncheonSelector } from './LuncheonSelector';
import { leaveNotice } from '../../api/applications';
import type { EventDetail, Fee, LuncheonSeminar, ParticipantDetail } from '../../api/events';
import { bookedClash, bookedClashMessage, entrySlots } from '../../validation/timeSlots';
import { dateSpan, eventPaths } from './eventPages';
import { highlightState } from '../../generator/highlight';

/** What keeps the member on the form, or null when the entry can be confirmed. */
function problemOf(event: EventDetail, draft: EntryDraft): string | null {
  if (event.kind === 'brushup') {
    if (draft.selection.parentSectionId === null) return '受講するコースを選択してください。';
    if (draft.selection.childrenIds.length === 0) return '受講する講座を1つ以上選択してください。';
  }
  const chosen = event.sections.filter((section) =>
    draft.selection.childrenIds.includes(section.id),
  );
  const clash = bookedClash(entrySlots(event, chosen), event.bookedSlots);
  if (clash) return bookedClashMessage(...clash);
  if (!draft.agreed) return '参加規約への同意が必要です。';
  return null;
}

/** The entry form and its confirmation; every change is kept in the draft at once. */
export function EntryForm({
  event,
  fee,
  luncheons,
  participantId,
  initial,
  onApply,
}: {
  event: EventDetail;
  fee: Fee;
  luncheons: LuncheonSeminar[];
  participantId: number | null;
  initial: EntryDraft;
  /** Called as a new application is sent. */
  onApply: () => void;
}) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The form and its confirmation are steps of one page: each opens at its top, heading focused.
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(draft.step);
  useEffect(() => {
    if (shownStep.current === draft.step) return;
    shownStep.current = draft.step;
    startNewStep(stepHeading.current);
  }, [draft.step]);
  const change = (next: Partial<EntryDraft>) => {
    const updated = { ...draft, ...next };
    setDraft(updated);
    entryDraft.save(updated);
  };
  // The server's word on an application made since the event was loaded (another tab): a new
  // entry is refused while the member holds one for the event.
  const other = useCallQuery(
    'HasApplicationRecordOtherSection',
    { eventId: event.id, parentSectionId: draft.selection.parentSectionId },
    {
      enabled:
        participantId === null &&
        (event.kind !== 'brushup' || draft.selection.parentSectionId !== null),
    },
  );
  const applied = participantId === null ? other.data?.data.sections[0] : undefined;
  const invalidates = [
    'GetListEventParticipant',
    'GetListEventRecruiting',
    'GetDetailEventSection',
  ] as const;
  const onSuccess = ({ data }: { data: ParticipantDetail }) => {
    entryDraft.clear();
    notify(participantId === null ? '参加申込を受け付けました。' : '申込内容を変更しました。', {
      type: 'success',
    });
    // The member lands on what she did: the list turns to its row, marked.
    navigate(eventPaths.participations, { state: highlightState(data.id) });
  };
  const insert = useCallMutation('InsertParticipant', { invalidates, quiet: true, onSuccess });
  const update = useCallMutation('UpdateParticipant', {
    invalidates,
    quiet: true,
    onSuccess,
  });
  // A new entry inside the member's leave (applied for or approved) is sent only acknowledged.
  const leave = participantId === null ? event.leave : null;
  const [leaveProblem, setLeaveProblem] = useState(false);
  const pending = insert.isPending || update.isPending;

  const toConfirm = () => {
    const found = problemOf(event, draft);
    setProblem(found);
    if (!found) change({ step: 'confirm' });
  };

  const send = () => {
    setFailure(null);
    if (leave && !draft.leaveAcknowledged) return setLeaveProblem(true);
    const choices = {
      parentSectionId: draft.selection.parentSectionId,
      childrenIds: draft.selection.childrenIds,
      luncheonSeminarIds: draft.luncheonSeminarIds,
    };
    const onError = (error: Error) => {
      // A 401 is the session dialog's; the draft brings the member back to these choices.
      if (!(error instanceof ApiError && error.isUnauthorized))
        setFailure(reasonLines(error).join('\n'));
    };
    if (participantId === null) {
      onApply();
      const body = { eventId: event.id, ...choices, agreeTerms: true };
      insert.mutate(leave ? { ...body, acknowledgeLeave: true } : body, { onError });
    } else {
      update.mutate({ id: participantId, ...choices }, { onError });
    }
  };

  const title = participantId === null ? '参加申込' : '申込内容の変更';

  return (
    <Paper sx={{ p: 2 }}>
      <Typography
        variant="h6"
        component="h2"
        ref={stepHeading}
        tabIndex={-1}
        sx={{ '&:focus': { outline: 'none' } }}
      >
        {draft.step === 'form' ? title : `${title}の確認`}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {event.title}（{dateSpan(event.startDate, event.endDate)}・{event.venue}）
      </Typography>
      {applied && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button
              component={RouterLink}
              to={eventPaths.change(event.id, applied.participantId)}
              color="inherit"
            >
              申込内容を変更する
            </Button>
          }
        >
          {`この学会・セミナーには、すでに「${applied.sectionTitle}」で申込があります。申込は1つの学会・セミナーにつき1件です。内容を変えるには、その申込を変更してください。`}
        </Alert>
      )}
      {leave && (
        <Alert severity="warning" role="note" sx={{ mb: 2 }}>
          {leaveNotice(leave)}
          休会期間中は学会・セミナーへの参加やポイントの取得ができません。
        </Alert>
      )}
      {draft.step === 'form' ? (
        <>
          {event.kind === 'brushup' && (
            <BrushupSelector
              eventId={event.id}
              booked={event.bookedSlots}
              value={draft.selection}
              onChange={(selection) => change({ selection })}
            />
          )}
          {luncheons.length > 0 && (
            <LuncheonSelector
              seminars={luncheons}
              value={draft.luncheonSeminarIds}
              onChange={(luncheonSeminarIds) => change({ luncheonSeminarIds })}
            />
          )}
          <Typography sx={{ my: 2 }}>
            参加費（{fee.memberType}）：{formatYen(fee.amount)}（税込）
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={draft.agreed}
                  onChange={(changeEvent) => change({ agreed: changeEvent.target.checked })}
                />
              }
              label="学会・セミナー参加規約に同意する"
            />
            <TermsLink term={TERMS.events} />
          </Stack>
          {problem && (
            <Alert severity="error" sx={{ my: 1 }}>
              {problem}
            </Alert>
          )}
          <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
            <Button onClick={() => navigate(-1)}>戻る</Button>
            <Button variant="contained" onClick={toConfirm} disabled={applied !== undefined}>
              確認へ
            </Button>
          </Stack>
        </>
      ) : (
        <>
          <EntryConfirm event={event} fee={fee} draft={draft} luncheons={luncheons} />
          {fee.amount > 0 && participantId === null && (
            <Typography sx={{ mt: 1 }}>
              申込後、参加一覧の「お支払いへ」から参加費をお支払いください。
            </Typography>
          )}
          {leave && (
            <FormControlLabel
              sx={{ mt: 1 }}
              control={
                <Checkbox
                  checked={draft.leaveAcknowledged === true}
                  onChange={(changeEvent) => {
                    setLeaveProblem(false);
                    change({ leaveAcknowledged: changeEvent.target.checked });
                  }}
                />
              }
              label="休会期間中であることを確認のうえ申し込みます"
            />
          )}
          {leaveProblem && (
            <Alert severity="error" sx={{ my: 1 }}>
              休会期間中であることの確認にチェックを入れてください。
            </Alert>
          )}
          {failure && (
            <Alert severity="error" sx={{ my: 1, whiteSpace: 'pre-line' }}>
              {failure}
            </Alert>
          )}
          <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
            <Button onClick={() => change({ step: 'form' })} disabled={pending}>
              修正する
            </Button>
            <Button
              variant="contained"
              onClick={send}
              disabled={pending || applied !== undefined}
              aria-busy={pending}
            >
              {participantId === null ? '申し込む' : '変更する'}
            </Button>
          </Stack>
        </>
      )}
    </Paper>
  );
}
