import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { visuallyHidden } from '@mui/utils';
import { useEffect, useRef } from 'react';
import { useListContext, useRecordContext, type Identifier } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { ResourceDefinition } from './defineResource';

/**
 * A list's highlighted row (`list.highlight`): a page that has just made a record opens the list
 * with `navigate(path, { state: highlightState(id) })`, so the member lands on what she did. The
 * URL stays the list's own (SPEC §2); the state lives in the history entry.
 */
export const highlightState = (id: Identifier) => ({ highlight: id });

/** The row the page was opened for, or null. */
export function useHighlightedId(): Identifier | null {
  const state: unknown = useLocation().state;
  if (typeof state !== 'object' || state === null || !('highlight' in state)) return null;
  const { highlight } = state;
  return typeof highlight === 'string' || typeof highlight === 'number' ? highlight : null;
}

/** Marks a highlighted row (a table row, a card) for its style and for the list to scroll to. */
export const HIGHLIGHT_ATTRIBUTE = 'data-highlighted';

/** How a highlighted row stands out: a tinted background and the primary colour's edge. */
export const HIGHLIGHT_SX = {
  [`&[${HIGHLIGHT_ATTRIBUTE}]`]: {
    bgcolor: 'action.selected',
    outline: '2px solid',
    outlineColor: 'primary.main',
    outlineOffset: '-2px',
  },
} as const;

/** The row's props when it is the highlighted one. */
export function highlightProps(
  definition: ResourceDefinition,
  id: Identifier,
  wanted: Identifier | null,
) {
  return definition.list?.highlight && wanted !== null && String(id) === String(wanted)
    ? { [HIGHLIGHT_ATTRIBUTE]: true, 'aria-current': true as const }
    : {};
}

/** The chip after the row's leading value, on the highlighted row. */
export function HighlightChip({ definition }: { definition: ResourceDefinition }) {
  const record = useRecordContext();
  const wanted = useHighlightedId();
  const label = definition.list?.highlight?.label;
  if (!label || !record || wanted === null || String(record.id) !== String(wanted)) return null;
  return (
    <Chip label={label} color="primary" size="small" sx={{ ml: 1, verticalAlign: 'middle' }} />
  );
}

/**
 * Inside the list: turns to the page holding the highlighted row (from page 1, whatever page was
 * remembered, one page at a time), then scrolls it into view and says so to a screen reader.
 * Stops at the last page when the row is not there (cancelled meanwhile, say).
 */
export function HighlightPager({ definition }: { definition: ResourceDefinition }) {
  const wanted = useHighlightedId();
  const { data, isPending, isFetching, page, perPage, total, setPage } = useListContext();
  // Searching, then done (found or not there): the member's own paging is hers again.
  const search = useRef<'start' | 'turning' | 'done'>('start');
  const label = definition.list?.highlight?.label;
  const rowName = definition.list?.rowName ?? definition.recordTitle;
  const row =
    wanted === null ? undefined : data?.find((item) => String(item.id) === String(wanted));
  useEffect(() => {
    if (!label || wanted === null || search.current === 'done' || isPending || isFetching) return;
    if (search.current === 'start') {
      search.current = 'turning';
      if (page !== 1) return setPage(1);
    }
    if (row) {
      search.current = 'done';
      // jsdom draws nothing and has no scrolling.
      document.querySelector(`[${HIGHLIGHT_ATTRIBUTE}]`)?.scrollIntoView?.({ block: 'center' });
    } else if (total !== undefined && page * perPage < total) setPage(page + 1);
    else search.current = 'done';
  }, [label, wanted, row, isPending, isFetching, page, perPage, total, setPage]);
  if (!label || wanted === null) return null;
  return (
    <Box role="status" sx={visuallyHidden}>
      {row && `${label}：${rowName ? String(row[rowName] ?? '') : ''}`}
    </Box>
  );
}
