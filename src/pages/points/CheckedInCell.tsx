import { staffEntryText } from '../../api/staffEntry';
import type { PointHistoryRow } from '../../api/points';
import { formatDateTime } from '../../i18n/format';

/**
 * 受付日時 of a history row (the member's and staff's): the door's time, or for attendance staff
 * entered afterwards 事務局入力（who when）, as the export writes it.
 */
export function CheckedInCell({ record }: { record: PointHistoryRow }) {
  const { checkedInAt, recordedBy } = record;
  if (!checkedInAt) return null;
  return <>{recordedBy ? staffEntryText(recordedBy, checkedInAt) : formatDateTime(checkedInAt)}</>;
}
