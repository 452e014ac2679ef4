import { Section } from '../../components/Section';
import { PointTotals } from './PointTotals';

/** 取得ポイント (above the history on /PointHistories): the renewal period's totals. */
export default function PointTotalsSection() {
  return (
    <Section title="取得ポイント（現在の更新期間）">
      <PointTotals />
    </Section>
  );
}
