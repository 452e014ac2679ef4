import { demoStore } from '../demo-api/store';

/**
 * One more 学術集会 for demo-member in the current renewal period: 16 + 8 points reach the
 * minimum of 20, so the renewal requirement is met (the seed leaves it 4 short on purpose).
 */
export function meetRenewalRequirement(): void {
  demoStore.participationHistories.push({
    id: 999,
    memberId: 1,
    participatedOn: '2026-06-06',
    eventName: '第92回日本消化器内視鏡技師学会（パシフィコ横浜）',
    category: '学術集会',
    unitType: '参加',
    points: 8,
  });
}
