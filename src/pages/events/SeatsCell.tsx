import Chip from '@mui/material/Chip';
import type { EventSummary } from '../../api/events';

type Seats = Pick<EventSummary, 'capacity' | 'seatsLeft' | 'isFull'>;

/** 定員（残席） of an open event: 120名（残り37名）, or a 満席 chip in the brackets. */
export function SeatsCell({ record }: { record: Seats }) {
  const { capacity, seatsLeft, isFull } = record;
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {capacity}名（
      {isFull ? <Chip size="small" color="error" label="満席" /> : `残り${seatsLeft}名`}）
    </span>
  );
}
