import type { UnreadApplication } from '../../src/api/applications';
import type { MemberUpdatePersonal } from '../../src/api/renewal';
import { extensionResultText, renewalVerdict } from '../../src/components/renewalVerdict';
import { formatYen } from '../../src/i18n/format';
import { todosOf, type UnpaidFee, type UnpaidParticipation } from '../../src/pages/dashboard/todos';

const TODAY = '2026-11-22';

/** demo-member's renewal as the demo API answers it on 2026-11-22: 学術集会 4 points short. */
const renewal = (overrides: Partial<MemberUpdatePersonal> = {}): MemberUpdatePersonal => ({
  qualificationName: '消化器内視鏡技師',
  certificationNo: '第08214号',
  expiryDate: '2027-03-31',
  periodStart: '2022-04-01',
  periodEnd: '2027-03-31',
  applicationStart: '2026-04-01',
  applicationEnd: '2026-11-30',
  applicationOpen: true,
  status: 'insufficient',
  appliedAt: null,
  requirements: [
    { label: '合計', requiredPoints: 50, earnedPoints: 57 },
    { label: '学術集会', requiredPoints: 20, earnedPoints: 16 },
  ],
  ...overrides,
});
const met = (overrides: Partial<MemberUpdatePersonal> = {}) =>
  renewal({
    status: 'eligible',
    requirements: [{ label: '合計', requiredPoints: 50, earnedPoints: 57 }],
    ...overrides,
  });

const fee = (id: number, title: string, amount: number, extra: Partial<UnpaidFee> = {}) => ({
  id,
  title,
  amount,
  dueDate: '2026-06-30',
  paymentRequestId: 100 + id,
  ...extra,
});
const participation = (
  id: number,
  eventTitle: string,
  fee: number,
  paymentDueDate: string | null,
): UnpaidParticipation => ({ id, eventTitle, fee, paymentDueDate, paymentRequestId: 8000 + id });

const REJECTED: UnreadApplication = {
  kind: 'extension',
  id: 1,
  status: 'rejected',
  decidedAt: '2026-11-18T11:30:00+09:00',
};

describe('the renewal verdict (one for the dashboard, 資格更新確認, points and results)', () => {
  it('says the window’s closing day, what is missing and what to do while it is open', () => {
    expect(renewalVerdict(renewal(), TODAY)).toEqual({
      stage: 'open',
      met: false,
      severity: 'error',
      headline: '更新申請の受付は2026/11/30までです（あと8日）。',
      missing: ['学術集会のポイントがあと4ポイント必要です。'],
      action:
        '2026/11/30までに不足分のポイントを取得し、更新を申請してください。期限までに申請がない場合、資格は2027/03/31をもって失効します。',
      todo: true,
    });
    expect(renewalVerdict(renewal(), '2026-11-30').headline).toBe(
      '更新申請の受付は2026/11/30までです（本日まで）。',
    );
  });

  it('asks for the application once the requirement is met', () => {
    expect(renewalVerdict(met(), TODAY)).toMatchObject({
      met: true,
      severity: 'warning',
      missing: [],
      action: '更新要件を満たしています。2026/11/30までに更新を申請してください。',
    });
  });

  it('says the window has closed and when the qualification lapses', () => {
    expect(renewalVerdict(met(), '2026-12-01')).toMatchObject({
      stage: 'missed',
      severity: 'error',
      headline: '更新申請の受付は2026/11/30で終了しました。資格は2027/03/31をもって失効します。',
    });
    expect(renewalVerdict(renewal(), '2027-04-01')).toMatchObject({
      stage: 'expired',
      headline: '資格の有効期限（2027/03/31）を過ぎています。',
    });
  });

  it('asks nothing once applied or renewed', () => {
    expect(renewalVerdict(met({ status: 'renewed' }), TODAY)).toMatchObject({
      todo: false,
      headline: '資格は更新済みです。',
    });
    expect(renewalVerdict(met({ status: 'applied' }), TODAY)).toMatchObject({ todo: false });
  });

  it('speaks of a window not yet open without asking anything yet', () => {
    const later = met({
      expiryDate: '2028-03-31',
      applicationStart: '2027-04-01',
      applicationEnd: '2027-11-30',
      applicationOpen: false,
    });
    expect(renewalVerdict(later, TODAY)).toMatchObject({
      stage: 'upcoming',
      todo: false,
      headline: '更新申請の受付は2027/04/01〜2027/11/30です（資格の有効期限 2028/03/31）。',
    });
    // Once open it is asked for, whatever the days left.
    expect(renewalVerdict(later, '2027-04-01')).toMatchObject({ stage: 'open', todo: true });
  });

  it('tells what a refused extension means: the old expiry and the deadline that applies', () => {
    expect(extensionResultText('rejected', renewal(), TODAY)).toBe(
      '更新延長は認められませんでした。資格の有効期限は2027/03/31のままです。更新申請の受付は2026/11/30までです（あと8日）。',
    );
    const extended = renewal({
      expiryDate: '2028-03-31',
      applicationStart: '2027-04-01',
      applicationEnd: '2027-11-30',
      applicationOpen: false,
    });
    expect(extensionResultText('approved', extended, TODAY)).toBe(
      '更新延長が承認され、資格の有効期限は2028/03/31になりました。更新申請の受付は2027/04/01〜2027/11/30です（資格の有効期限 2028/03/31）。',
    );
  });
});

describe('やること', () => {
  it('puts the renewal first, then the unread result with what it means, then the payments', () => {
    const { links, payments } = todosOf(
      {
        renewal: renewal(),
        unread: [REJECTED],
        unpaid: [fee(1035, '2026年度 支部会費（関東支部）', 2000)],
        participations: [
          participation(5007, '第12回 内視鏡症例検討会（Web開催）', 1000, '2026-12-06'),
          participation(5015, 'ERCP・胆膵内視鏡介助セミナー（大阪会場）', 8000, '2026-12-04'),
        ],
      },
      TODAY,
    );
    expect(links).toEqual([
      {
        key: 'renewal',
        severity: 'error',
        title: '資格の更新',
        detail: '更新申請の受付は2026/11/30までです（あと8日）。',
        lines: [
          '学術集会のポイントがあと4ポイント必要です。',
          '2026/11/30までに不足分のポイントを取得し、更新を申請してください。期限までに申請がない場合、資格は2027/03/31をもって失効します。',
        ],
        to: '/MemberUpdates',
      },
      {
        key: 'result-extension-1',
        severity: 'warning',
        title: '更新延長申請の審査結果（却下）',
        detail: '2026/11/18に審査結果が出ました。',
        lines: [
          '更新延長は認められませんでした。資格の有効期限は2027/03/31のままです。更新申請の受付は2026/11/30までです（あと8日）。',
        ],
        to: '/applications/extension',
      },
    ]);
    // Overdue first, then the earliest due; each its own request and due date.
    expect(
      payments.map(({ title, amount, dueDate, overdue, requestId }) => ({
        title,
        amount,
        dueDate,
        overdue,
        requestId,
      })),
    ).toEqual([
      {
        title: '2026年度 支部会費（関東支部）',
        amount: 2000,
        dueDate: '2026-06-30',
        overdue: true,
        requestId: 1135,
      },
      {
        title: 'ERCP・胆膵内視鏡介助セミナー（大阪会場） 参加費',
        amount: 8000,
        dueDate: '2026-12-04',
        overdue: false,
        requestId: 13015,
      },
      {
        title: '第12回 内視鏡症例検討会（Web開催） 参加費',
        amount: 1000,
        dueDate: '2026-12-06',
        overdue: false,
        requestId: 13007,
      },
    ]);
  });

  it('pays fees on one request together, naming each', () => {
    const { payments } = todosOf(
      {
        unpaid: [
          fee(2001, '2026年度 入会金', 5000, { paymentRequestId: 9 }),
          fee(2010, '2026年度 年会費', 8000, { paymentRequestId: 9 }),
        ],
      },
      TODAY,
    );
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      title: '2026年度 入会金・2026年度 年会費',
      amount: 13000,
      requestId: 9,
      to: '/MembershipFeeDetail',
    });
    expect(formatYen(payments[0]!.amount)).toBe('￥13,000');
  });

  it('says what an unread result of another kind is, and where to read it', () => {
    const { links } = todosOf(
      {
        unread: [
          {
            kind: 'temporaryAbsence',
            id: 2,
            status: 'approved',
            decidedAt: '2026-11-20T09:00:00+09:00',
          },
        ],
      },
      TODAY,
    );
    expect(links).toEqual([
      {
        key: 'result-temporaryAbsence-2',
        severity: 'info',
        title: '休会申請の審査結果（承認）',
        detail: '2026/11/20に審査結果が出ました。',
        lines: ['内容をご確認ください。'],
        to: '/applications/TemporaryAbsence',
      },
    ]);
  });

  it('asks nothing before the answers arrive, or when nothing is due', () => {
    expect(todosOf({}, TODAY)).toEqual({ links: [], payments: [] });
    expect(todosOf({ renewal: null, unpaid: [], participations: [] }, TODAY)).toEqual({
      links: [],
      payments: [],
    });
    expect(todosOf({ renewal: met({ status: 'applied' }) }, TODAY).links).toEqual([]);
  });
});
