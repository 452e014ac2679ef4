import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

/**
 * A table's rows as stacked blocks below MUI's `sm` breakpoint (600 px), so a phone never
 * scrolls sideways: the header row hides, and a cell with `data-label` shows that label above
 * its value instead.
 */
export const stackOnPhone = (theme: Theme): SystemStyleObject<Theme> => ({
  [theme.breakpoints.down('sm')]: {
    '& thead': { display: 'none' },
    '& tr': {
      display: 'block',
      py: 1,
      borderBottom: `1px solid ${theme.palette.divider}`,
    },
    '& td, & th': { display: 'block', border: 0, px: 0, py: 0.25, width: 'auto' },
    '& td[data-label]::before, & th[data-label]::before': {
      content: 'attr(data-label)',
      display: 'block',
      fontSize: '0.75rem',
      fontWeight: 'bold',
      color: theme.palette.text.secondary,
    },
  },
});
