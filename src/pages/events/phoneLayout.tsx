import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A short label (a date, a time, a room, a status, a button's text) keeps its words whole. */
export const keepWhole = { whiteSpace: 'nowrap' } as const;

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
