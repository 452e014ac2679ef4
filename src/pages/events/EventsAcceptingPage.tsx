import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { keepPreviousData } from '@tanstack/react-query';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PAGINATION } from '../../config/constants';
import { formatDate, formatYen } from '../../generator/format';
import { PaginationControls } from '../../layout/ListPagination';
import { usePaginationRequest, type PageRequest } from '../../layout/usePaginationRequest';
import { useCallQuery } from '../../providers/useCall';
import type { EventCategory, EventSummary } from '../../api/events';
import { dateSpan, eventPaths } from './eventPages';

/** The event list's remembered request (SPEC §2: "event list"): page, size and filters. */
interface EventListRequest extends PageRequest {
  categoryId: number | null;
  sub1CategoryId: number | null;
  sub2CategoryId: number | null;
}

const INITIAL: EventListRequest = {
  page: 1,
  perPage: PAGINATION.perPage,
  categoryId: null,
  sub1CategoryId: null,
  sub2CategoryId: null,
};

function CategorySelect({
  label,
  options,
  value,
  disabled,
  onChange,
}: {
  label: string;
  options: EventCategory[] | undefined;
  value: number | null;
  disabled?: boolean;
  onChange: (value: number | null) => void;
}) {
  const labelId = useId();
  return (
    <FormControl size="small" sx={{ minWidth: 200 }} disabled={disabled}>
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select
        labelId={labelId}
        label={label}
        value={value === null ? '' : String(value)}
        onChange={(event) =>
          onChange(event.target.value === '' ? null : Number(event.target.value))
        }
      >
        <MenuItem value="">すべて</MenuItem>
        {(options ?? []).map((option) => (
          <MenuItem key={option.id} value={String(option.id)}>
            {option.name}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

/** 学会・セミナー一覧(申込受付中): events open for application, by category, paged on the server. */
export default function EventsAcceptingPage() {
  const { request, update, controls, params } = usePaginationRequest('eventList', INITIAL);
  const { categoryId, sub1CategoryId, sub2CategoryId } = request;
  const categories = useCallQuery<EventCategory[]>('GetListEventCategory', { allItems: true });
  const sub1 = useCallQuery<EventCategory[]>(
    'GetListEventSub1Category',
    { categoryId, allItems: true },
    { enabled: categoryId !== null },
  );
  const sub2 = useCallQuery<EventCategory[]>(
    'GetListEventSub2Category',
    { sub1CategoryId, allItems: true },
    { enabled: sub1CategoryId !== null },
  );
  const filters = Object.fromEntries(
    Object.entries({ categoryId, sub1CategoryId, sub2CategoryId }).filter(([, v]) => v !== null),
  );
  const list = useCallQuery<EventSummary[]>(
    'GetListEventRecruiting',
    { ...params, Sorting: 'startDate ASC', ...filters },
    { placeholderData: keepPreviousData },
  );
  const rows = list.data?.data ?? [];

  return (
    <Paper sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }} role="search">
        <CategorySelect
          label="区分"
          options={categories.data?.data}
          value={categoryId}
          onChange={(value) =>
            update({ categoryId: value, sub1CategoryId: null, sub2CategoryId: null, page: 1 })
          }
        />
        <CategorySelect
          label="分類"
          options={sub1.data?.data}
          value={sub1CategoryId}
          disabled={categoryId === null}
          onChange={(value) => update({ sub1CategoryId: value, sub2CategoryId: null, page: 1 })}
        />
        <CategorySelect
          label="テーマ"
          options={sub2.data?.data}
          value={sub2CategoryId}
          disabled={sub1CategoryId === null}
          onChange={(value) => update({ sub2CategoryId: value, page: 1 })}
        />
      </Stack>
      {list.isPending ? (
        <Typography color="text.secondary">読み込み中…</Typography>
      ) : list.error ? (
        <Typography color="error">学会・セミナーの一覧を取得できませんでした。</Typography>
      ) : rows.length === 0 ? (
        <Typography>申込受付中の学会・セミナーはありません。</Typography>
      ) : (
        <>
          <Table size="small" aria-label="申込受付中の学会・セミナー">
            <TableHead>
              <TableRow>
                <TableCell>開催日</TableCell>
                <TableCell>学会・セミナー名</TableCell>
                <TableCell>区分</TableCell>
                <TableCell>会場</TableCell>
                <TableCell>申込締切</TableCell>
                <TableCell align="right">定員（残席）</TableCell>
                <TableCell align="right">参加費（正会員）</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((event) => (
                <TableRow key={event.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {dateSpan(event.startDate, event.endDate)}
                  </TableCell>
                  <TableCell component="th" scope="row">
                    <Link component={RouterLink} to={eventPaths.detail(event.id)}>
                      {event.title}
                    </Link>
                    {event.appliedParticipantIds.length > 0 && (
                      <Chip size="small" color="success" label="申込済み" sx={{ ml: 1 }} />
                    )}
                  </TableCell>
                  <TableCell>
                    {event.category} / {event.sub1Category}
                  </TableCell>
                  <TableCell>{event.venue}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(event.deadline)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {event.capacity}名（
                    {event.isFull ? (
                      <Chip size="small" color="error" label="満席" />
                    ) : (
                      `残り${event.seatsLeft}名`
                    )}
                    ）
                  </TableCell>
                  <TableCell align="right">{formatYen(event.memberFee)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <PaginationControls {...controls} total={list.data?.pagination?.totalCount} />
        </>
      )}
    </Paper>
  );
}
