import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatDate } from '../../generator/format';
import { useCallQuery } from '../../providers/useCall';
import type { LuncheonSeminar } from '../../api/events';
import { keepWhole } from './phoneLayout';

/** When and where: 2027/06/04 12:10〜13:00（第4会場）, broken only between date, time and room. */
export function SeminarSlot({ seminar }: { seminar: LuncheonSeminar }) {
  return (
    <>
      <Box component="span" sx={keepWhole}>
        {formatDate(seminar.date)}
      </Box>{' '}
      <Box component="span" sx={keepWhole}>
        {seminar.startTime}〜{seminar.endTime}
      </Box>
      <Box component="span" sx={keepWhole}>
        （{seminar.room}）
      </Box>
    </>
  );
}

/** One luncheon seminar in full (GetDetailEventLuncheonSeminar), fetched when opened. */
export function LuncheonDetailDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const titleId = useId();
  const { data } = useCallQuery('GetDetailEventLuncheonSeminar', { id });
  const seminar = data?.data;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>
        {seminar ? `${seminar.code} ${seminar.title}` : 'ランチョンセミナー'}
      </DialogTitle>
      <DialogContent dividers>
        {!seminar ? (
          <Typography role="status">読み込み中…</Typography>
        ) : (
          <>
            <Typography>
              <SeminarSlot seminar={seminar} />
            </Typography>
            <Typography>演者：{seminar.speaker}</Typography>
            <Typography>座長：{seminar.chair}</Typography>
            <Typography>共催：{seminar.sponsor}</Typography>
            <Typography>
              定員：{seminar.capacity}名（{seminar.isFull ? '満席' : `残り${seminar.seatsLeft}名`}）
            </Typography>
            <Typography sx={{ mt: 1 }}>{seminar.description}</Typography>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          閉じる
        </Button>
      </DialogActions>
    </Dialog>
  );
}
