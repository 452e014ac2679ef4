import Typography from '@mui/material/Typography';

interface Change {
  property: string;
  label: string;
  before: string;
  after: string;
}

const shown = (value: string) => value || '（なし）';

/** 変更内容 of an update history entry: one line per item, from what to what. */
export function ChangesCell({ record }: { record: { changes?: readonly Change[] } }) {
  return (record.changes ?? []).map((change) => (
    <Typography key={change.property} variant="body2">
      {change.label}: {shown(change.before)} → {shown(change.after)}
    </Typography>
  ));
}
