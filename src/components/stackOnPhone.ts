import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

type Style = (theme: Theme) => SystemStyleObject<Theme>;

/**
 * A table's rows as stacked blocks below MUI's `sm` breakpoint (600 px), so a phone never
 * scrolls sideways: the header row hides, and a cell with `data-label` shows that label above
 * its value instead. Values line up on the left (an amount's right alignment lines up a column,
 * which a stack does not have).
 */
export const stackOnPhone: Style = (theme) => ({
  [theme.breakpoints.down('sm')]: {
    '& thead': { display: 'none' },
    '& tr': {
      display: 'block',
      py: 1,
      borderBottom: `1px solid ${theme.palette.divider}`,
    },
    '& td, & th': {
      display: 'block',
      border: 0,
      px: 0,
      py: 0.25,
      width: 'auto',
      textAlign: 'left',
    },
    '& td[data-label]::before, & th[data-label]::before': {
      content: 'attr(data-label)',
      display: 'block',
      fontSize: '0.75rem',
      fontWeight: 'bold',
      color: theme.palette.text.secondary,
    },
  },
});

/**
 * stackOnPhone packed for lists of many short values, as a table's `sx`: below 600 px each row is
 * a card led by its header cell (`th scope="row"`, the row's title), the labelled cells (a date,
 * an amount, a status) under it in columns that line up from card to card, and an unlabelled
 * cell (the row's button) on a line of its own.
 */
export const rowsOnPhone: readonly Style[] = [
  stackOnPhone,
  (theme) => ({
    [theme.breakpoints.down('sm')]: {
      '& tbody tr': {
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(5.5rem, 1fr))',
        columnGap: 1,
      },
      '& tbody th, & tbody td:not([data-label])': { gridColumn: '1 / -1' },
      '& tbody th': { order: -1, fontWeight: 'bold' },
      '& td:empty': { display: 'none' },
    },
  }),
];

/**
 * A table of headed rows (heading | value) on a phone: each heading stands above its value, set
 * like stackOnPhone's labels, so the value gets the screen's width instead of what a heading
 * column leaves of it.
 */
export const detailsOnPhone: readonly Style[] = [
  stackOnPhone,
  (theme) => ({
    [theme.breakpoints.down('sm')]: {
      '& th': { fontSize: '0.75rem', fontWeight: 'bold', color: theme.palette.text.secondary },
    },
  }),
];
