import Box from '@mui/material/Box';
import type { PointHistoryRow } from '../../api/points';
import { staffEntryParts } from '../../api/staffEntry';
import { formatDateTime } from '../../i18n/format';

type Entry = Pick<PointHistoryRow, 'checkedInAt' | 'recordedBy'>;

const keepWhole = { whiteSpace: 'nowrap' } as const;

/**
 * 事務局入力（who when）, the text the export writes, broken in a narrow column only between its
 * parts, so a name or a time never splits across lines.
 */
export function StaffEntry({
  recordedBy,
  checkedInAt,
}: {
  recordedBy: string;
  checkedInAt: string;
}) {
  const [label, who, when] = staffEntryParts(recordedBy, checkedInAt);
  return (
    <>
      <Box component="span" sx={keepWhole}>
        {label}
      </Box>
      <wbr />
      <Box component="span" sx={keepWhole}>
        {who}
      </Box>{' '}
      <Box component="span" sx={keepWhole}>
        {when}
      </Box>
    </>
  );
}

/**
 * 受付日時 of the member's history row: the door's time, or for attendance staff entered
 * afterwards 事務局入力 with who and when.
 */
export function CheckedInCell({ record }: { record: Entry }) {
  const { checkedInAt, recordedBy } = record;
  if (!checkedInAt) return null;
  return recordedBy ? (
    <StaffEntry recordedBy={recordedBy} checkedInAt={checkedInAt} />
  ) : (
    <>{formatDateTime(checkedInAt)}</>
  );
}

/**
 * 学会・セミナー名 of staff's 参加履歴 row, with 事務局入力 beneath it for attendance staff entered:
 * the list has no room for a column of its own at 1280 px.
 */
export function EventNameCell({ record }: { record: Entry & Pick<PointHistoryRow, 'eventName'> }) {
  const { eventName, checkedInAt, recordedBy } = record;
  return (
    <>
      {eventName}
      {recordedBy && checkedInAt && (
        <Box
          component="span"
          sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8125rem' }}
        >
          <StaffEntry recordedBy={recordedBy} checkedInAt={checkedInAt} />
        </Box>
      )}
    </>
  );
}
