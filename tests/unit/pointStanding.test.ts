import type { PointSummary } from '../../src/api/points';
import { pointStanding } from '../../src/pages/points/standing';

/** demo-member's period: 57 of 50 points in all, but only 16 of the 20 学術集会 asks for. */
const summary = (overrides: Partial<PointSummary> = {}): PointSummary => ({
  periodStart: '2022-04-01',
  periodEnd: '2027-03-31',
  totalPoints: 57,
  requiredPoints: 50,
  categories: [
    { category: '学術集会', points: 16, requiredPoints: 20 },
    { category: '支部セミナー', points: 41, requiredPoints: null },
  ],
  met: false,
  ...overrides,
});

describe('pointStanding', () => {
  it('never calls the total 達成 while a category minimum is missed', () => {
    expect(pointStanding(summary())).toEqual({
      categories: ['あと4ポイント', '—'],
      total: '未達（学術集会が不足）',
      // In the words of 資格更新確認 and the dashboard: one verdict.
      sentence:
        '資格更新に必要なポイントに達していません。学術集会のポイントがあと4ポイント必要です。',
    });
  });

  it('gives the total’s own shortfall when the total is short', () => {
    const standing = pointStanding(
      summary({
        totalPoints: 43,
        categories: [{ category: '学術集会', points: 24, requiredPoints: 20 }],
      }),
    );
    expect(standing).toEqual({
      categories: ['達成'],
      total: 'あと7ポイント',
      sentence: '資格更新に必要なポイントに達していません。ポイントの合計があと7ポイント必要です。',
    });
  });

  it('says 達成 on the total and the sentence together once everything is reached', () => {
    const standing = pointStanding(
      summary({
        totalPoints: 65,
        categories: [{ category: '学術集会', points: 24, requiredPoints: 20 }],
        met: true,
      }),
    );
    expect(standing).toEqual({
      categories: ['達成'],
      total: '達成',
      sentence: '資格更新に必要なポイントを満たしています。',
    });
  });
});
