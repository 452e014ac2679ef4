// @vitest-environment node
/**
 * Points and qualification renewal in the demo API (model: demo-api/seed/points.ts): the history
 * list, the totals against the requirement, the Excel export, GetMemberUpdatePersonal and
 * UpdateStatus.
 */
import type { DocumentFile } from '../../src/api/download';
import type { PointSummary } from '../../src/api/points';
import { demoStore } from '../../demo-api/store';
import { meetRenewalRequirement } from '../renewal';
import {
  asShown,
  documentBytes,
  EXPORT_HEADERS,
  readPointsWorkbook,
  type PointHistoryItem,
} from '../pointsWorkbook';
import { dataOf, get, ORIGIN, send, signIn } from './helpers';
import { runClockFrom, unpinDemoCalendar } from '../demoCalendar';

const API = `${ORIGIN}/api/services/app`;
const HISTORY = `${API}/ParticipationHistory`;
const MEMBER_UPDATE = `${API}/MemberUpdate`;
// Renewal opens April 1 and closes November 30 of the qualification's last fiscal year.
const TODAY = new Date('2026-11-22T10:00:00+09:00');

interface Renewal {
  status: string;
  applicationOpen: boolean;
  appliedAt: string | null;
  requirements: { label: string; requiredPoints: number; earnedPoints: number }[];
  [key: string]: unknown;
}

let token: string;
beforeEach(async () => {
  runClockFrom(TODAY);
  token = await signIn('demo-member');
});
afterEach(() => vi.useRealTimers());

const list = (params: string, as = token) =>
  get<PointHistoryItem[]>(`${HISTORY}/GetListParticipationHistory?${params}`, as);
const all = async (params = '') =>
  dataOf((await list(`SkipCount=0&MaxResultCount=1000&${params}`)).body);

const updateStatus = (body: unknown, as = token) =>
  send('PUT', `${MEMBER_UPDATE}/UpdateStatus`, as, body);

const renewal = async (as = token) =>
  dataOf((await get<Renewal | null>(`${MEMBER_UPDATE}/GetMemberUpdatePersonal`, as)).body);

describe('GetListParticipationHistory', () => {
  it('pages the member’s history, newest first, each row with its fiscal year and period', async () => {
    const { status, body } = await list('SkipCount=0&MaxResultCount=10');
    expect(status).toBe(200);
    expect(body.result?.pagination).toEqual({ totalCount: 26, pageIndex: 1, pageSize: 10 });
    const rows = dataOf(body);
    expect(rows).toHaveLength(10);
    expect(rows[0]).toEqual({
      id: 26,
      participatedOn: '2026-09-12',
      fiscalYear: 2026,
      eventName: '関東支部セミナー「感染対策アップデート2026」',
      category: '支部セミナー',
      unitType: '講師',
      points: 4,
      period: '2022/04/01〜2027/03/31',
      // Her lecture at event 126, checked in at its door: its certificate is ready.
      checkedInAt: '2026-09-12T09:12:05+09:00',
      recordedBy: null,
      awaitingPayment: false,
      participantId: 5016,
      certificateAvailable: true,
    });
    const dates = (await all()).map((row) => row.participatedOn);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('puts rows before 2022-04-01 in the previous five-year period', async () => {
    const rows = await all();
    const previous = rows.filter((row) => row.participatedOn < '2022-04-01');
    expect(previous).toHaveLength(3);
    expect(new Set(previous.map((row) => row.period))).toEqual(new Set(['2017/04/01〜2022/03/31']));
  });

  it('sorts by points and filters by fiscal year and category', async () => {
    const byPoints = await all('Sorting=points%20DESC');
    const points = byPoints.map((row) => row.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));

    const fy2025 = await all('fiscalYear=2025');
    expect(fy2025.map((row) => row.participatedOn)).toEqual([
      '2026-02-14',
      '2025-11-01',
      '2025-10-04',
      '2025-07-12',
      '2025-05-10',
    ]);
    const congresses = await all(`category=${encodeURIComponent('学術集会')}`);
    expect(congresses.map((row) => row.points)).toEqual([8, 8, 8]);
  });

  it('answers 400 to an unknown category and 403 to a provisional member', async () => {
    const bad = await list(`category=${encodeURIComponent('懇親会')}`);
    expect(bad.status).toBe(400);
    expect(bad.body.error?.validationErrors?.[0]?.members).toEqual(['category']);
    const temp = await list('SkipCount=0&MaxResultCount=10', await signIn('demo-temp'));
    expect(temp.status).toBe(403);
  });
});

describe('GetParticipationHistoryPoint', () => {
  it('totals the current period per category against the requirement', async () => {
    const { status, body } = await get<PointSummary>(
      `${HISTORY}/GetParticipationHistoryPoint`,
      token,
    );
    expect(status).toBe(200);
    expect(dataOf(body)).toEqual({
      periodStart: '2022-04-01',
      periodEnd: '2027-03-31',
      totalPoints: 57,
      requiredPoints: 50,
      categories: [
        { category: '学術集会', points: 16, requiredPoints: 20 },
        { category: '支部セミナー', points: 16, requiredPoints: null },
        { category: 'ブラッシュアップセミナー', points: 12, requiredPoints: null },
        { category: 'e-learning', points: 10, requiredPoints: null },
        { category: '発表・論文', points: 3, requiredPoints: null },
      ],
      met: false,
    });
  });

  it('is met once the congress minimum is reached', async () => {
    meetRenewalRequirement();
    const { body } = await get<PointSummary>(`${HISTORY}/GetParticipationHistoryPoint`, token);
    expect(dataOf(body)).toMatchObject({ totalPoints: 65, met: true });
  });
});

describe('ExportExcelPointHistoryPersonal', () => {
  const exportFile = async (params: string) => {
    const { status, body } = await get<DocumentFile>(
      `${API}/Receipt/ExportExcelPointHistoryPersonal?${params}`,
      token,
    );
    expect(status, JSON.stringify(body.error)).toBe(200);
    return dataOf(body);
  };

  it('is an xlsx of every row matching the filters, in the list’s order', async () => {
    const params = `Sorting=points%20DESC&category=${encodeURIComponent('支部セミナー')}`;
    const file = await exportFile(params);
    expect(file.content_type).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(file.file_name).toBe('受講履歴ポイント_0012345_20261122.xlsx');
    const workbook = await readPointsWorkbook(documentBytes(file.base64));
    expect(workbook.sheetName).toBe('受講履歴ポイント');
    expect(workbook.title).toContain('内視鏡 花子（会員番号 0012345）');
    expect(workbook.headers).toEqual([...EXPORT_HEADERS]);
    expect(workbook.dateCellsAreDates).toBe(true);
    const listed = await all(params);
    expect(listed).toHaveLength(8);
    expect(workbook.rows).toEqual(listed.map(asShown));
  });

  it('holds all 26 rows without filters, not one page', async () => {
    const workbook = await readPointsWorkbook(documentBytes((await exportFile('')).base64));
    expect(workbook.rows).toEqual((await all()).map(asShown));
    expect(workbook.rows).toHaveLength(26);
  });
});

describe('GetMemberUpdatePersonal and UpdateStatus', () => {
  it('tells demo-member what renewal needs: 20 points from 学術集会, she has 16', async () => {
    expect(await renewal()).toEqual({
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
    });
  });

  it('refuses an application while the points fall short', async () => {
    const { status, body } = await updateStatus({ status: 'applied' });
    expect(status).toBe(500);
    expect(body.error?.message).toBe('更新に必要なポイントが不足しています。');
    expect(demoStore.renewalApplications).toEqual([]);
  });

  it('accepts one application once the requirement is met, and only one', async () => {
    meetRenewalRequirement();
    expect(await renewal()).toMatchObject({ status: 'eligible', applicationOpen: true });

    const first = await updateStatus({ status: 'applied' });
    expect(first.status).toBe(200);
    expect(first.body.result?.data).toMatchObject({
      status: 'applied',
      appliedAt: '2026-11-22T10:00:00+09:00',
    });
    expect(await renewal()).toMatchObject({ status: 'applied' });

    const second = await updateStatus({ status: 'applied' });
    expect(second.status).toBe(500);
    expect(second.body.error?.message).toBe('すでに更新を申請済みです。');
    expect(demoStore.renewalApplications).toHaveLength(1);
  });

  it('refuses an application outside the renewal period', async () => {
    unpinDemoCalendar();
    vi.setSystemTime(new Date('2026-12-01T09:00:00+09:00'));
    token = await signIn('demo-member'); // the session of November 22 has expired
    meetRenewalRequirement();
    expect(await renewal()).toMatchObject({ status: 'eligible', applicationOpen: false });
    const { status, body } = await updateStatus({ status: 'applied' });
    expect(status).toBe(500);
    expect(body.error?.message).toBe('更新申請の受付期間外です。');
  });

  it('answers 400 to any other status', async () => {
    const { status, body } = await updateStatus({ status: 'renewed' });
    expect(status).toBe(400);
    expect(body.error?.validationErrors?.[0]?.members).toEqual(['status']);
  });

  it('has no renewal for a member without the qualification', async () => {
    const admin = await signIn('demo-admin');
    expect(await renewal(admin)).toBeNull();
    const { status, body } = await updateStatus({ status: 'applied' }, admin);
    expect(status).toBe(500);
    expect(body.error?.message).toBe('更新対象の資格がありません。');
  });

  it('answers 401 without a session', async () => {
    const { status } = await get(`${MEMBER_UPDATE}/GetMemberUpdatePersonal`);
    expect(status).toBe(401);
  });
});
