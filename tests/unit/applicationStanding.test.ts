import type {
  ReturnDetail,
  TemporaryAbsenceApplication,
  TemporaryAbsenceDetail,
  WithdrawalDetail,
} from '../../src/api/applications';
import { statusOf } from '../../src/pages/applications/status';

const TODAY = '2026-11-22';

const leave = (
  id: number,
  startDate: string,
  endDate: string,
  status: TemporaryAbsenceApplication['status'] = 'approved',
): TemporaryAbsenceApplication => ({
  id,
  status,
  appliedAt: '2019-02-08T20:14:36+09:00',
  decidedAt: status === 'applied' ? null : '2019-03-15T10:02:11+09:00',
  decisionComment: null,
  reasonId: 1,
  reasonName: '出産・育児',
  startDate,
  endDate,
  note: '',
  attachments: [],
  keptParticipations: [],
});

const leaveDetail = (detail: Partial<TemporaryAbsenceDetail>): TemporaryAbsenceDetail => ({
  current: null,
  leave: null,
  canApply: true,
  reason: null,
  ...detail,
});

describe('where a member stands with an application (statusOf)', () => {
  it('makes a leave of years ago history, and says a new one may be applied for', () => {
    const old = leave(1, '2019-04-01', '2020-03-31');
    expect(statusOf('temporaryAbsence', leaveDetail({ current: old }), TODAY)).toEqual({
      state: 'open',
      message: '現在、休会を申請できます。',
      note: null,
      live: null,
      past: old,
    });
  });

  it('puts an application under review first, with the server’s words', () => {
    const pending = leave(2, '2027-01-04', '2027-12-31', 'applied');
    const standing = statusOf(
      'temporaryAbsence',
      leaveDetail({
        current: pending,
        canApply: false,
        reason: '休会申請はすでに受け付けています（申請中）。',
      }),
      TODAY,
    );
    expect(standing).toMatchObject({
      state: 'pending',
      message: '休会申請はすでに受け付けています（申請中）。',
      live: pending,
      past: null,
    });
  });

  it('gives the approved leave in force, or about to start, with its period', () => {
    const running = leave(3, '2026-04-01', '2027-03-31');
    expect(
      statusOf(
        'temporaryAbsence',
        leaveDetail({
          current: running,
          leave: running,
          canApply: false,
          reason: '休会中のため、休会申請はできません。',
        }),
        TODAY,
      ),
    ).toEqual({
      state: 'inEffect',
      message: '休会中です（休会期間 2026/04/01〜2027/03/31）。',
      note: '休会中のため、休会申請はできません。',
      live: running,
      past: null,
    });
    const ahead = leave(4, '2027-01-01', '2027-06-30');
    expect(
      statusOf(
        'temporaryAbsence',
        leaveDetail({ current: ahead, leave: ahead, canApply: false }),
        TODAY,
      ).message,
    ).toBe('承認済みの休会が2027/01/01から始まります（休会期間 2027/01/01〜2027/06/30）。');
  });

  it('keeps the server’s reason when no application may be made', () => {
    const detail: ReturnDetail = {
      current: null,
      leave: null,
      canApply: false,
      reason: '休会中の方のみ申請できます。',
    };
    expect(statusOf('return', detail, TODAY)).toMatchObject({
      state: 'closed',
      message: '休会中の方のみ申請できます。',
    });
  });

  it('says a withdrawal blocked by unpaid fees cannot be applied for', () => {
    const detail: WithdrawalDetail = {
      current: null,
      canApply: false,
      reason: '未納の会費があるため、退会を申請できません。',
      unpaidFees: [],
      unpaidParticipations: [],
    };
    expect(statusOf('withdrawal', detail, TODAY)).toMatchObject({
      state: 'closed',
      message: '未納の会費があるため、退会を申請できません。',
    });
  });
});
