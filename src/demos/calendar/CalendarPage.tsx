import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { visuallyHidden } from '@mui/utils';
import { Suspense, useState } from 'react';
import { portalNow } from '../../api/portalClock';
import { LoadingFallback } from '../../layout/PageLoader';
import { notify } from '../../providers/notifications';
import { TOUCH_SCREEN } from '../../layout/theme';
import { DemoCard } from '../shared/DemoCard';
import { DemoPage } from '../shared/DemoPage';
import { EventDialog } from './EventDialog';
import {
  COLOUR_LABELS,
  COLOUR_VALUES,
  EVENT_COLOURS,
  deleteEvent,
  eventWhen,
  newDraft,
  sampleEvents,
  saveEvent,
  toCalendarInput,
  type DemoEvent,
  type EventDraft,
} from './events';
import { FullCalendar } from './FullCalendar';

/** Each colour's class on FullCalendar's events (yellow takes dark text to stay readable). */
const colourStyles = Object.fromEntries(
  EVENT_COLOURS.map((colour) => [
    `& .fc-event.event-${colour}, & .fc-event.event-${colour} .fc-event-main`,
    {
      backgroundColor: COLOUR_VALUES[colour],
      borderColor: COLOUR_VALUES[colour],
      color: colour === 'yellow' ? 'rgba(0,0,0,0.87)' : '#fff',
    },
  ]),
);

interface DialogState {
  open: boolean;
  draft: EventDraft;
  /** A new key mounts the dialog afresh, with the draft's values. */
  key: number;
}

let nextId = 1;
const newId = () => `event-${nextId++}`;
const byStart = (a: DemoEvent, b: DemoEvent) => a.start.localeCompare(b.start);

/**
 * The calendar demo (SPEC §1): sample events in month, week and day views; events are added,
 * edited and deleted in memory only, never sent anywhere.
 */
export default function CalendarPage() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [events, setEvents] = useState(() => sampleEvents(portalNow()));
  const [dialog, setDialog] = useState<DialogState | null>(null);

  const open = (draft: EventDraft) =>
    setDialog((current) => ({ open: true, draft, key: (current?.key ?? 0) + 1 }));
  const close = () => setDialog((current) => current && { ...current, open: false });
  const edit = (id: string) => {
    const event = events.find((candidate) => candidate.id === id);
    if (event) open(event);
  };
  const save = (draft: EventDraft) => {
    setEvents(saveEvent(events, draft, newId));
    notify(draft.id ? '予定を更新しました' : '予定を追加しました', { type: 'success' });
    close();
  };
  const remove = (id: string) => {
    setEvents(deleteEvent(events, id));
    notify('予定を削除しました', { type: 'success' });
    close();
  };

  return (
    <DemoPage>
      <DemoCard
        title="カレンダー"
        subheader="日付をクリック（またはドラッグ）して追加、予定をクリックして編集・削除できます"
        action={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => open(newDraft(portalNow(), true))}
          >
            予定を追加
          </Button>
        }
      >
        <Box
          sx={{
            ...colourStyles,
            '& .fc': { fontSize: '0.875rem' },
            // FullCalendar fades the other months' day numbers below a readable contrast.
            '& .fc .fc-day-other .fc-daygrid-day-top': { opacity: 1, color: 'text.secondary' },
            // FullCalendar's own buttons are 34 px high: finger-sized like the theme's buttons.
            [TOUCH_SCREEN]: { '& .fc .fc-button': { minWidth: 44, minHeight: 44 } },
            // A month cell's event wraps its title rather than cutting it.
            '& .fc-daygrid-event': { minHeight: { xs: 8, sm: 0 }, whiteSpace: 'normal' },
            '& .fc-daygrid-event .fc-event-time': { whiteSpace: 'nowrap', flexShrink: 0 },
            // On a phone the title takes a line of its own, over the buttons.
            '& .fc .fc-header-toolbar': { flexWrap: { xs: 'wrap', sm: 'nowrap' }, rowGap: 1 },
            '& .fc-toolbar-chunk:nth-of-type(2)': {
              order: { xs: -1, sm: 0 },
              flexBasis: { xs: '100%', sm: 'auto' },
              textAlign: 'center',
            },
          }}
        >
          <Suspense fallback={<LoadingFallback />}>
            <FullCalendar
              initialView="dayGridMonth"
              // Text buttons (前, 次): the icon font's glyphs are unnamed images.
              buttonIcons={false}
              headerToolbar={{
                left: 'prev,next today',
                center: 'title',
                // Seven columns of a week are too narrow to read on a phone.
                right: phone ? 'dayGridMonth,timeGridDay' : 'dayGridMonth,timeGridWeek,timeGridDay',
              }}
              events={events.map(toCalendarInput)}
              selectable
              select={(info) => open(newDraft(info.start, info.allDay, info.end))}
              // A phone's month grid only has room for a glimpse of each event: a tap opens the
              // day. (A touch selects only after a long press, so that the grid still scrolls.)
              dateClick={(info) => {
                if (phone && info.view.type === 'dayGridMonth')
                  info.view.calendar.changeView('timeGridDay', info.date);
              }}
              // A phone's month cell is too narrow for a title: each event a coloured bar, its
              // title read out (and listed under the calendar) rather than cut to a few letters.
              eventDisplay={phone ? 'block' : 'auto'}
              eventContent={(info) =>
                phone && info.view.type === 'dayGridMonth' ? (
                  <Box component="span" sx={visuallyHidden}>
                    {info.event.title}
                  </Box>
                ) : (
                  true
                )
              }
              eventClick={(info) => edit(info.event.id)}
              eventInteractive
              height="auto"
            />
          </Suspense>
        </Box>
      </DemoCard>
      <DemoCard title="予定一覧">
        <List dense aria-label="予定一覧">
          {events.toSorted(byStart).map((event) => (
            <ListItem
              key={event.id}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`${event.title}を編集`}
                  onClick={() => open(event)}
                >
                  <EditIcon />
                </IconButton>
              }
            >
              <Box
                aria-hidden
                sx={{
                  width: 12,
                  height: 12,
                  borderRadius: '50%',
                  bgcolor: COLOUR_VALUES[event.className],
                  mr: 1.5,
                  flexShrink: 0,
                }}
              />
              <ListItemText
                primary={event.title}
                secondary={[eventWhen(event), COLOUR_LABELS[event.className], event.description]
                  .filter(Boolean)
                  .join(' / ')}
              />
            </ListItem>
          ))}
        </List>
      </DemoCard>
      {dialog && (
        <EventDialog
          key={dialog.key}
          open={dialog.open}
          draft={dialog.draft}
          onClose={close}
          onSave={save}
          onDelete={remove}
        />
      )}
    </DemoPage>
  );
}
