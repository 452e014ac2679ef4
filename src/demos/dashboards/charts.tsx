import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatNumber } from './format';

/** Recharts wrappers shared by the dashboard demos; recharts lands in one shared chunk. */

export const PALETTE = ['#00695c', '#1565c0', '#ef6c00', '#6a1b9a', '#c62828', '#2e7d32'];

export interface Series {
  key: string;
  label: string;
  color?: string;
}

type Row = Record<string, string | number>;

/** A chart named for assistive technology; recharts' keyboard layer reads out each point. */
function Figure({
  label,
  height,
  children,
}: {
  label: string;
  height: number;
  children: ReactNode;
}) {
  return (
    <Box component="figure" aria-label={label} sx={{ m: 0, width: '100%', height }}>
      {children}
    </Box>
  );
}

export interface CartesianChartProps {
  kind: 'line' | 'area' | 'bar';
  label: string;
  data: readonly Row[];
  xKey: string;
  series: readonly Series[];
  height?: number;
  format?: (value: number) => string;
  stacked?: boolean;
}

/** A line, area or bar chart of one or more series over `xKey`. */
export function CartesianChart({
  kind,
  label,
  data,
  xKey,
  series,
  height = 280,
  format = formatNumber,
  stacked = false,
}: CartesianChartProps) {
  const chart = { data: [...data], responsive: true, style: { width: '100%', height } };
  const decorations = [
    <CartesianGrid key="grid" strokeDasharray="3 3" vertical={false} />,
    <XAxis key="x" dataKey={xKey} />,
    <YAxis key="y" tickFormatter={(value: number) => format(value)} width={80} />,
    <Tooltip key="tooltip" formatter={(value) => format(Number(value))} />,
    series.length > 1 ? <Legend key="legend" /> : null,
  ];
  const colour = (index: number, item: Series) => item.color ?? PALETTE[index % PALETTE.length];
  const stackId = stacked ? 'stack' : undefined;
  let content: ReactNode;
  if (kind === 'line') {
    content = (
      <LineChart {...chart}>
        {decorations}
        {series.map((item, index) => (
          <Line
            key={item.key}
            type="monotone"
            dataKey={item.key}
            name={item.label}
            stroke={colour(index, item)}
            strokeWidth={2}
          />
        ))}
      </LineChart>
    );
  } else if (kind === 'area') {
    content = (
      <AreaChart {...chart}>
        {decorations}
        {series.map((item, index) => (
          <Area
            key={item.key}
            type="monotone"
            dataKey={item.key}
            name={item.label}
            stackId={stackId}
            stroke={colour(index, item)}
            fill={colour(index, item)}
            fillOpacity={0.25}
          />
        ))}
      </AreaChart>
    );
  } else {
    content = (
      <BarChart {...chart}>
        {decorations}
        {series.map((item, index) => (
          <Bar
            key={item.key}
            dataKey={item.key}
            name={item.label}
            stackId={stackId}
            fill={colour(index, item)}
          />
        ))}
      </BarChart>
    );
  }
  return (
    <Figure label={label} height={height}>
      {content}
    </Figure>
  );
}

/** A doughnut of shares, each slice labelled with its name. */
export function ShareChart({
  label,
  data,
  height = 280,
}: {
  label: string;
  data: readonly { name: string; value: number }[];
  height?: number;
}) {
  const slices = data.map((item, index) => ({ ...item, fill: PALETTE[index % PALETTE.length] }));
  return (
    <Figure label={label} height={height}>
      <PieChart responsive style={{ width: '100%', height }}>
        <Pie data={slices} dataKey="value" nameKey="name" innerRadius="45%" outerRadius="75%" />
        <Tooltip formatter={(value) => formatNumber(Number(value))} />
        <Legend />
      </PieChart>
    </Figure>
  );
}
