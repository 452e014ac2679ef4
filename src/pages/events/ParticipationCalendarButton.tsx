import type { Participation } from '../../api/events';
import type { ActionComponentProps } from '../../generator/resourceFormat';
import { CalendarButton, participationDetail } from './CalendarButton';

/** A participation list row's 「カレンダーに追加」: its file, cancelled ones saying so. */
export default function ParticipationCalendarButton({
  record,
  label,
  name,
  size,
}: ActionComponentProps<Participation>) {
  return (
    <CalendarButton
      load={async (dataProvider) => [await participationDetail(dataProvider, record.id)]}
      fileName={record.eventTitle}
      label={label}
      name={name}
      size={size}
      variant="text"
    />
  );
}
