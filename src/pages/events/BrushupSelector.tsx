import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCallQuery } from '../../providers/useCall';
import {
  bookedClash,
  bookedClashMessage,
  clashMessage,
  overlaps,
  withId,
  type BookedSlot,
} from '../../validation/timeSlots';
import type { BrushupSelection } from './entryDraft';
import { choicesApart, LineOnPhone } from './phoneLayout';
import type { Section } from '../../api/events';

const seatText = (section: Section, chosen: boolean) =>
  section.isFull && !chosen
    ? '（満席）'
    : section.seatsLeft === null
      ? ''
      : `（残り${section.seatsLeft}名）`;

/**
 * A brush-up seminar's course (GetBrushupBase) and its timetable
 * (GetBrushupChildListForTimeTable): sessions are added once, a session clashing with one already
 * chosen or with a time the member holds through another event (`booked`) is refused with the
 * clash named, full sessions cannot be chosen.
 */
export function BrushupSelector({
  eventId,
  booked,
  value,
  onChange,
}: {
  eventId: number;
  booked: readonly BookedSlot[];
  value: BrushupSelection;
  onChange: (value: BrushupSelection) => void;
}) {
  const [clash, setClash] = useState<string | null>(null);
  const bases = useCallQuery('GetBrushupBase', { eventId });
  const children = useCallQuery(
    'GetBrushupChildListForTimeTable',
    { parentSectionId: value.parentSectionId },
    { enabled: value.parentSectionId !== null },
  );
  const sessions = children.data?.data ?? [];

  const toggle = (session: Section, checked: boolean) => {
    if (!checked) {
      setClash(null);
      onChange({ ...value, childrenIds: value.childrenIds.filter((id) => id !== session.id) });
      return;
    }
    const other = sessions.find(
      (candidate) => value.childrenIds.includes(candidate.id) && overlaps(candidate, session),
    );
    if (other) {
      setClash(clashMessage(other, session));
      return;
    }
    const held = bookedClash([session], booked);
    if (held) {
      setClash(bookedClashMessage(...held));
      return;
    }
    setClash(null);
    onChange({ ...value, childrenIds: withId(value.childrenIds, session.id) });
  };

  return (
    <>
      <FormControl component="fieldset" sx={{ mb: 2 }}>
        <FormLabel component="legend">受講するコース</FormLabel>
        <RadioGroup
          sx={choicesApart}
          value={value.parentSectionId === null ? '' : String(value.parentSectionId)}
          onChange={(event) => {
            setClash(null);
            onChange({ parentSectionId: Number(event.target.value), childrenIds: [] });
          }}
        >
          {(bases.data?.data ?? []).map((base) => (
            <FormControlLabel
              key={base.id}
              value={String(base.id)}
              disabled={base.isFull && base.id !== value.parentSectionId}
              control={<Radio />}
              label={
                <>
                  {base.title}{' '}
                  <LineOnPhone>
                    {base.startTime}〜{base.endTime}
                    {seatText(base, base.id === value.parentSectionId)}
                  </LineOnPhone>
                </>
              }
            />
          ))}
        </RadioGroup>
      </FormControl>
      {value.parentSectionId !== null && (
        <FormControl component="fieldset" sx={{ display: 'block' }}>
          <FormLabel component="legend">時間割（受講する講座を選択してください）</FormLabel>
          {clash && (
            <Alert severity="error" sx={{ my: 1 }}>
              {clash}
            </Alert>
          )}
          {children.isPending ? (
            <Typography color="text.secondary">読み込み中…</Typography>
          ) : (
            <FormGroup sx={choicesApart}>
              {sessions.map((session) => {
                const chosen = value.childrenIds.includes(session.id);
                return (
                  <FormControlLabel
                    key={session.id}
                    disabled={session.isFull && !chosen}
                    control={
                      <Checkbox
                        checked={chosen}
                        onChange={(event) => toggle(session, event.target.checked)}
                      />
                    }
                    label={
                      <>
                        <LineOnPhone>
                          {session.startTime}〜{session.endTime} {session.room}
                        </LineOnPhone>{' '}
                        {session.title}
                        {seatText(session, chosen)}
                      </>
                    }
                  />
                );
              })}
            </FormGroup>
          )}
        </FormControl>
      )}
    </>
  );
}
