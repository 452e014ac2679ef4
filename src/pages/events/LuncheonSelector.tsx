import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { formatDate } from '../../i18n/format';
import type { LuncheonSeminar } from '../../api/events';
import { choicesApart, LineOnPhone } from './phoneLayout';

/** One luncheon seminar a congress day at most ("参加しない" too); full ones cannot be chosen. */
export function LuncheonSelector({
  seminars,
  value,
  onChange,
}: {
  seminars: LuncheonSeminar[];
  value: number[];
  onChange: (value: number[]) => void;
}) {
  const days = [...new Set(seminars.map((seminar) => seminar.date))];
  return (
    <>
      {days.map((date) => {
        const ofDay = seminars.filter((seminar) => seminar.date === date);
        const chosen = ofDay.find((seminar) => value.includes(seminar.id));
        const others = value.filter((id) => !ofDay.some((seminar) => seminar.id === id));
        return (
          <FormControl component="fieldset" key={date} sx={{ display: 'block', mb: 2 }}>
            <FormLabel component="legend">ランチョンセミナー {formatDate(date)}</FormLabel>
            <RadioGroup
              sx={choicesApart}
              value={chosen ? String(chosen.id) : ''}
              onChange={(event) =>
                onChange(
                  event.target.value === '' ? others : [...others, Number(event.target.value)],
                )
              }
            >
              <FormControlLabel value="" control={<Radio />} label="参加しない" />
              {ofDay.map((seminar) => (
                <FormControlLabel
                  key={seminar.id}
                  value={String(seminar.id)}
                  disabled={seminar.isFull && seminar.id !== chosen?.id}
                  control={<Radio />}
                  label={
                    <>
                      <LineOnPhone>
                        {seminar.code} {seminar.startTime}〜{seminar.endTime}
                      </LineOnPhone>{' '}
                      {seminar.title}（共催：{seminar.sponsor}）
                      {seminar.isFull && seminar.id !== chosen?.id
                        ? '（満席）'
                        : `（残り${seminar.seatsLeft}名）`}
                    </>
                  }
                />
              ))}
            </RadioGroup>
          </FormControl>
        );
      })}
    </>
  );
}
