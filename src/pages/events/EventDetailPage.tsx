import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DetailsTable } from '../../components/DetailsTable';
import { DownloadButton } from '../../components/DownloadButton';
import { DeviceDateNotice } from '../../components/DeviceDateNotice';
import { Pending, Section } from '../../components/Section';
import { formatDate, formatYen } from '../../i18n/format';
import { RowsTable, type RowColumn } from '../../generator/RowsTable';
import { standaloneLink } from '../../layout/theme';
import { useCallQuery } from '../../providers/useCall';
import { usePortalToday } from '../../providers/usePortalClock';
import { CalendarButton, participationDetail } from './CalendarButton';
import { LuncheonDetailDialog, SeminarSlot } from './LuncheonDetailDialog';
import type { EventDetail, Section as Session } from '../../api/events';
import { dateSpan, eventPaths } from './eventPages';
import { keepWhole } from './phoneLayout';
import { useQueryId } from './useQueryId';

const seats = (full: boolean, left: number | null) =>
  full ? '満席' : left === null ? '申込不要' : `残り${left}名`;

const PROGRAMME: readonly RowColumn<Session>[] = [
  { source: 'date', label: '日付', type: 'date' },
  { source: 'startTime', label: '時間', value: (row) => `${row.startTime}〜${row.endTime}` },
  { source: 'room', label: '会場' },
  { source: 'title', label: '内容', rowHeader: true, wrap: true },
];
/** A brush-up course's sessions, each with its seats. */
const COURSE: readonly RowColumn<Session>[] = [
  ...PROGRAMME,
  { source: 'seatsLeft', label: '定員', value: (row) => seats(row.isFull, row.seatsLeft) },
];

/**
 * Why the member cannot apply, or null when the entry is open to them. The API said whether it
 * was accepting when it answered; the period is checked again on the portal's today, for a page
 * left open past its deadline or read offline.
 */
function refusal(event: EventDetail, today: string): string | null {
  const inPeriod = event.applicationStart <= today && today <= event.deadline;
  if (!event.accepting || !inPeriod) return '現在は申込受付期間外です。';
  if (event.isFull) return '定員に達したため、申込を締め切りました。';
  return null;
}

/** 学会・セミナー詳細 (`?id=<event id>`): the event, its fees, programme and luncheon seminars. */
export default function EventDetailPage() {
  const id = useQueryId('id');
  const ofEvent = id === null ? null : { eventId: id };
  const detail = useCallQuery('GetDetailEventSection', id === null ? null : { id });
  const fee = useCallQuery('GetEventParticipationTargetFee', ofEvent);
  const fees = useCallQuery('GetListEventParticipationFees', ofEvent);
  const sites = useCallQuery('GetListEventRelatedSite', ofEvent);
  const luncheons = useCallQuery('GetListEventLuncheonSeminar', ofEvent);
  const [shownLuncheon, setShownLuncheon] = useState<number | null>(null);
  const today = usePortalToday();

  if (id === null) return <Alert severity="error">学会・セミナーが指定されていません。</Alert>;
  const event = detail.data?.data;
  if (!event) return <Pending error={detail.error} what="学会・セミナーの情報" />;
  const blocked = refusal(event, today);
  // One participation per event: once applied, the member is sent to it, not to a new entry.
  const [applied] = event.appliedParticipantIds;
  const programme = event.sections.filter((section) => section.kind !== 'brushupChild');

  return (
    <Stack spacing={2}>
      <Section title={event.title}>
        <DetailsTable
          label="開催概要"
          labelWidth={160}
          rows={[
            ['開催日', `${dateSpan(event.startDate, event.endDate)} ${event.openTime}〜`],
            ['会場', event.venue],
            ['主催', event.organizer],
            ['区分', `${event.category} / ${event.sub1Category} / ${event.sub2Category}`],
            [
              '申込受付期間',
              `${formatDate(event.applicationStart)}〜${formatDate(event.deadline)}`,
            ],
            ['定員', `${event.capacity}名（${seats(event.isFull, event.seatsLeft)}）`],
            ['取得ポイント', `${event.points}ポイント`],
          ]}
        />
        <Typography sx={{ mt: 2 }}>{event.description}</Typography>
      </Section>

      <Section title="参加費">
        {fee.data && (
          <Typography sx={{ mb: 1 }} aria-label="あなたの参加費">
            あなたの参加費（{fee.data.data.memberType}）：
            <Box component="strong" sx={keepWhole}>
              {formatYen(fee.data.data.amount)}（税込）
            </Box>
          </Typography>
        )}
        {/* Three short columns fit a phone as a table. */}
        <RowsTable
          label="会員種別ごとの参加費"
          rows={fees.data?.data ?? []}
          rowKey={(row) => row.memberType}
          columns={[
            { source: 'memberType', label: '会員種別' },
            { source: 'amount', label: '参加費（税込）', type: 'yen', align: 'right' },
            { source: 'tax', label: 'うち消費税', type: 'yen', align: 'right' },
          ]}
          tableOnPhone
        />
      </Section>

      {programme.length > 0 && (
        <Section title={event.kind === 'brushup' ? 'コース' : 'プログラム'}>
          <RowsTable
            label={event.kind === 'brushup' ? 'コース' : 'プログラム'}
            rows={programme}
            rowKey={(section) => section.id}
            columns={event.kind === 'brushup' ? COURSE : PROGRAMME}
          />
        </Section>
      )}

      {(luncheons.data?.data.length ?? 0) > 0 && (
        <Section title="ランチョンセミナー">
          <RowsTable
            label="ランチョンセミナー"
            rows={luncheons.data?.data ?? []}
            rowKey={(seminar) => seminar.id}
            columns={[
              { source: 'code', label: '番号' },
              {
                source: 'date',
                label: '日時・会場',
                value: (seminar) => <SeminarSlot seminar={seminar} />,
              },
              { source: 'title', label: '演題', rowHeader: true, wrap: true },
              { source: 'sponsor', label: '共催', wrap: true },
              {
                source: 'seatsLeft',
                label: '残席',
                value: (seminar) => seats(seminar.isFull, seminar.seatsLeft),
              },
              {
                source: 'id',
                label: '詳細',
                actions: true,
                value: (seminar) => (
                  <Button
                    size="small"
                    onClick={() => setShownLuncheon(seminar.id)}
                    aria-label={`${seminar.code}の詳細`}
                    sx={keepWhole}
                  >
                    詳細
                  </Button>
                ),
              },
            ]}
          />
          {shownLuncheon !== null && (
            <LuncheonDetailDialog id={shownLuncheon} onClose={() => setShownLuncheon(null)} />
          )}
        </Section>
      )}

      {(sites.data?.data.length ?? 0) > 0 && (
        <Section title="関連サイト">
          <List dense>
            {sites.data?.data.map((site) => (
              <ListItem key={site.id} disableGutters>
                <Link
                  href={site.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  // A link on a line of its own is a finger's target, as the theme's buttons are.
                  sx={standaloneLink}
                >
                  {site.title}（新しいタブで開きます）
                </Link>
              </ListItem>
            ))}
          </List>
        </Section>
      )}

      {/* A reason longer than the rest of the line (as on a phone) wraps under the button. */}
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={eventPaths.list}>
          一覧へ戻る
        </Button>
        {applied !== undefined ? (
          <>
            <Chip color="success" label="申込済み" />
            <Button
              variant="contained"
              component={RouterLink}
              to={eventPaths.change(event.id, applied)}
            >
              申込内容へ
            </Button>
            <Button component={RouterLink} to={eventPaths.participations}>
              参加一覧へ
            </Button>
            <CalendarButton
              load={async (dataProvider) => [await participationDetail(dataProvider, applied)]}
              fileName={event.title}
              size="medium"
            />
            {event.certificateParticipantId !== null && (
              <DownloadButton
                call="GetAttendanceCertificate"
                params={{ participantId: event.certificateParticipantId }}
                label="受講証明書"
                size="medium"
              />
            )}
          </>
        ) : blocked ? (
          <Alert severity="info">{blocked}</Alert>
        ) : (
          <Button variant="contained" component={RouterLink} to={eventPaths.entry(event.id)}>
            参加申込へ
          </Button>
        )}
      </Stack>
      <DeviceDateNotice />
    </Stack>
  );
}
