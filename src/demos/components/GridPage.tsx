import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DemoCard } from '../shared/DemoCard';
import { DemoPage } from '../shared/DemoPage';

/** A cell's width (of 12 columns) per breakpoint. */
type Cell = { xs: number; md?: number; lg?: number };

/** Rows of the 12-column grid. */
const LAYOUTS: { title: string; cells: Cell[] }[] = [
  { title: '12分割', cells: Array.from({ length: 12 }, () => ({ xs: 3, md: 1 })) },
  {
    title: '2列（6 + 6）',
    cells: [
      { xs: 12, md: 6 },
      { xs: 12, md: 6 },
    ],
  },
  {
    title: '3列（4 + 4 + 4）',
    cells: [
      { xs: 12, md: 4 },
      { xs: 12, md: 4 },
      { xs: 12, md: 4 },
    ],
  },
  {
    title: '4列（3 × 4）',
    cells: Array.from({ length: 4 }, () => ({ xs: 12, md: 6, lg: 3 })),
  },
  {
    title: '8 + 4',
    cells: [
      { xs: 12, md: 8 },
      { xs: 12, md: 4 },
    ],
  },
];

/** A cell's widths, one part per breakpoint: "xs=3", "md=1". */
const describe = (cell: Cell): string[] =>
  Object.entries(cell).map(([breakpoint, span]) => `${breakpoint}=${span}`);

/** Grid demo: MUI's 12-column grid, stacking on narrow screens. */
export default function GridPage() {
  return (
    <DemoPage>
      <Typography>
        画面幅に応じて列が折り返します（xs: 0px〜、md: 900px〜、lg: 1200px〜）。
      </Typography>
      {LAYOUTS.map((layout) => (
        <DemoCard key={layout.title} title={layout.title}>
          <Grid container spacing={1}>
            {layout.cells.map((cell, index) => (
              <Grid key={index} size={cell}>
                {/* A narrow cell (1 of 12) wraps between the widths, never inside one. */}
                <Paper
                  variant="outlined"
                  sx={{
                    p: 1,
                    display: 'flex',
                    flexWrap: 'wrap',
                    justifyContent: 'center',
                    columnGap: 0.5,
                    bgcolor: 'action.hover',
                    fontSize: 12,
                  }}
                >
                  {describe(cell).map((part) => (
                    <span key={part}>{part}</span>
                  ))}
                </Paper>
              </Grid>
            ))}
          </Grid>
        </DemoCard>
      ))}
    </DemoPage>
  );
}
