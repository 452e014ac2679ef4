import type { CardCell, CellSize } from '../shared/CardGrid';
import { CartesianChart, type CartesianChartProps } from './charts';

const KIND_NAMES: Record<CartesianChartProps['kind'], string> = {
  line: '折れ線グラフ',
  area: '面グラフ',
  bar: '棒グラフ',
};

type Chart = Omit<CartesianChartProps, 'label'> & { label?: string };

/** What kind of chart it is, in words ("棒グラフ"). */
export const chartKindName = (chart: Chart): string =>
  chart.stacked ? `積み上げ${KIND_NAMES[chart.kind]}` : KIND_NAMES[chart.kind];

/**
 * A card holding one chart. The chart is named after the card and its kind ("地区別売上（棒グラフ）")
 * unless it is given a label of its own.
 */
export function chartCell(
  card: { title: string; subheader?: string; size: CellSize },
  { label, ...chart }: Chart,
): CardCell {
  const name = label ?? `${card.title}（${chartKindName(chart)}）`;
  return { ...card, content: <CartesianChart label={name} {...chart} /> };
}
