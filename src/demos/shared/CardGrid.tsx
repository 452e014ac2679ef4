import Grid, { type GridSize } from '@mui/material/Grid';
import type { ReactNode } from 'react';
import { DemoCard } from './DemoCard';

type Breakpoint = 'xs' | 'sm' | 'md' | 'lg' | 'xl';
export type CellSize = GridSize | Partial<Record<Breakpoint, GridSize>>;

/** One titled card of a demo page's grid: its width per breakpoint and its content. */
export interface CardCell {
  title: string;
  subheader?: string;
  size: CellSize;
  content: ReactNode;
}

/** Cell widths the demo grids use again and again. */
export const HALF: CellSize = { xs: 12, md: 6 };
export const WIDE_HALF: CellSize = { xs: 12, lg: 6 };
export const QUARTER: CellSize = { xs: 12, sm: 6, lg: 3 };

/**
 * A demo page's grid of titled cards (each an h2 section, see DemoCard). `children` are extra
 * grid cells placed first, e.g. the stat cards of a dashboard.
 */
export function CardGrid({
  cells,
  children,
}: {
  cells: readonly CardCell[];
  children?: ReactNode;
}) {
  return (
    <Grid container spacing={2}>
      {children}
      {cells.map((cell) => (
        <Grid key={cell.title} size={cell.size}>
          <DemoCard title={cell.title} subheader={cell.subheader}>
            {cell.content}
          </DemoCard>
        </Grid>
      ))}
    </Grid>
  );
}
