import Box from '@mui/material/Box';
import { CalendarButton, participationDetail } from './CalendarButton';

/** Every participation not cancelled whose event has not ended, in one file. */
export default function UpcomingCalendarButton() {
  return (
    <Box sx={{ mb: 2 }}>
      <CalendarButton
        label="すべての予定をカレンダーに追加"
        fileName="参加予定の学会・セミナー"
        size="medium"
        load={async (dataProvider) => {
          const upcoming = await dataProvider.call(
            'GetListEventParticipant',
            { upcoming: true, SkipCount: 0, MaxResultCount: 1000, Sorting: 'startDate ASC' },
            { quiet: true },
          );
          return Promise.all(upcoming.data.map((row) => participationDetail(dataProvider, row.id)));
        }}
      />
    </Box>
  );
}
