import { CardGrid, WIDE_HALF } from '../shared/CardGrid';
import { DemoPage } from '../shared/DemoPage';
import { chartCell } from './chartCell';
import { ShareChart } from './charts';
import { attendanceByMonth, membersByMonth, membersByRegion, qualifications } from './data';

const members = { key: 'members', label: '正会員' };

/** Chart demo: line, bar, area and doughnut charts of sample figures; each card names its kind. */
export default function ChartsPage() {
  return (
    <DemoPage>
      <CardGrid
        cells={[
          chartCell(
            {
              title: '会員数の推移',
              subheader: '折れ線グラフ（年度別・月末時点）',
              size: WIDE_HALF,
            },
            { kind: 'line', data: membersByMonth, xKey: 'month', series: [members] },
          ),
          chartCell(
            { title: '地区別会員数', subheader: '棒グラフ', size: WIDE_HALF },
            {
              kind: 'bar',
              data: membersByRegion,
              xKey: 'region',
              series: [{ key: 'members', label: '会員数' }],
            },
          ),
          chartCell(
            { title: '研修会参加者数', subheader: '面グラフ', size: WIDE_HALF },
            {
              kind: 'area',
              data: attendanceByMonth,
              xKey: 'month',
              series: [{ key: 'value', label: '参加者数', color: '#1565c0' }],
            },
          ),
          {
            title: '資格別の構成',
            subheader: 'ドーナツグラフ',
            size: WIDE_HALF,
            content: <ShareChart label="資格別の構成（ドーナツグラフ）" data={qualifications} />,
          },
          chartCell(
            { title: '正会員と仮会員', subheader: '積み上げ棒グラフ', size: 12 },
            {
              kind: 'bar',
              stacked: true,
              data: membersByMonth,
              xKey: 'month',
              series: [members, { key: 'temporary', label: '仮会員' }],
            },
          ),
        ]}
      />
    </DemoPage>
  );
}
