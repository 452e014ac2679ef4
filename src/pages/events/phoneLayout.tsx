import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import type { ReactNode } from 'react';
import { stackOnPhone } from '../../components/stackOnPhone';

/** A short label (a date, a time, a room, a status, a button's text) keeps its words whole. */
export const keepWhole = { whiteSpace: 'nowrap' } as const;

/**
 * A table of sessions or seminars, its headers kept whole. On a phone each row is a block whose
 * unlabelled cells (date, time, room, a button) share a line and whose cells with `data-label`
 * take a line each under their label: a programme of twenty sessions stays readable and short.
 */
export const sessionRows = (theme: Theme): SystemStyleObject<Theme> => ({
  '& th': keepWhole,
  ...stackOnPhone(theme),
  '& tr': {
    [theme.breakpoints.down('sm')]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'baseline',
      columnGap: theme.spacing(1),
    },
  },
  '& td[data-label]': { [theme.breakpoints.down('sm')]: { flexBasis: '100%' } },
});

/** Choices whose labels take several lines on a phone: a gap shows where one ends. */
export const choicesApart = { rowGap: { xs: 1, sm: 0 } } as const;

/**
 * Part of a choice's label kept whole, on a line of its own on a phone (a session's time and room,
 * a course's time and seats), so the label breaks where it reads well.
 */
export function LineOnPhone({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={{ ...keepWhole, display: { xs: 'block', sm: 'inline' } }}>
      {children}
    </Box>
  );
}
