// @vitest-environment node
/**
 * 受講証明書 through the demo API as a member downloads it: the PDF's text, its QR code (decoded
 * from the PDF, verified with the published key), the number and 発行日 kept on a reissue, and
 * the refusals (not attended, unpaid until paid, another member's, not signed in).
 */
import { demoStore } from '../../demo-api/store';
import type { DocumentFile } from '../../src/api/download';
import type { EventDetail, ParticipantDetail, Participation } from '../../src/api/events';
import type { PointHistoryRow } from '../../src/api/points';
import { codeKeys } from '../../src/venue/codeKeys';
import { codeBody, readCode } from '../../src/venue/signedCode';
import { readCertificatePdf } from '../certificatePdf';
import { runClockFrom } from '../demoCalendar';
import { documentBytes } from '../pointsWorkbook';
import { dataOf, get, ORIGIN, send, signIn } from './helpers';

const EVENT = `${ORIGIN}/api/services/app/Event`;
const TITLE = '関東支部セミナー「感染対策アップデート2026」';

const detailOf = async (token: string, id: number) =>
  dataOf((await get<ParticipantDetail>(`${EVENT}/GetDetailParticipant?id=${id}`, token)).body);

const certificateOf = (token: string | undefined, participantId: number) =>
  get<DocumentFile>(`${EVENT}/GetAttendanceCertificate?participantId=${participantId}`, token);

async function downloaded(token: string, participantId: number) {
  const { status, body } = await certificateOf(token, participantId);
  expect(status).toBe(200);
  const file = dataOf(body);
  return { file, pdf: await readCertificatePdf(documentBytes(file.base64)) };
}

afterEach(() => vi.unstubAllEnvs());

describe('GetAttendanceCertificate', () => {
  it("is demo-member's certificate of the seminar she attended: every field, and a QR code of the signed code her participation carries", async () => {
    const hanako = await signIn('demo-member');
    const detail = await detailOf(hanako, 5016);
    expect(detail.certificateAvailable).toBe(true);
    expect(detail.certificateCode).toMatch(/^JGETS2\./);

    const { file, pdf } = await downloaded(hanako, 5016);
    expect(file).toMatchObject({
      content_type: 'application/pdf',
      file_name: `受講証明書_${TITLE}_0012345.pdf`,
    });
    expect(pdf.pageCount).toBe(1);
    expect(pdf.title).toBe('受講証明書 C2026-005016');
    expect(pdf.runs).toEqual([
      '証明書番号 C2026-005016',
      '発行日 2026年11月22日',
      '受講証明書',
      '内視鏡 花子',
      '様',
      '会員番号 0012345',
      '下記の学会・セミナーを受講したことを証明します。',
      '学会・セミナー',
      TITLE,
      '開催日',
      '2026年09月12日',
      '会場',
      '東京・御茶ノ水ソラシティ カンファレンスセンター',
      '主催',
      '関東支部',
      '出席日',
      '2026年09月12日',
      '参加区分',
      '演者',
      '取得ポイント',
      '支部セミナー 4ポイント',
      'この証明書の内容はQRコードから確認できます',
      'http://localhost:3000/member/verify',
      '一般社団法人 日本消化器内視鏡技師会',
      '〒101-0062',
      '東京都千代田区神田駿河台2-1-45 駿河台ニュービル 6階',
      'TEL 03-5283-4650',
    ]);

    // The QR code holds exactly the participation's code, genuine under the published key.
    expect(pdf.qrTexts).toEqual([detail.certificateCode]);
    const reading = await readCode(pdf.qrTexts[0] ?? '', codeKeys, '2026-11-22');
    expect(reading).toEqual({
      ok: true,
      claims: {
        t: 'cert',
        k: 'demo-2026',
        cn: 'C2026-005016',
        no: '0012345',
        nm: '内視鏡 花子',
        pid: 5016,
        ev: 126,
        evn: TITLE,
        days: ['2026-09-12'],
        pt: '演者',
        pts: [{ c: '支部セミナー', p: 4 }],
        iss: '2026-11-22',
        iat: expect.stringMatching(/^2026-11-22T\d{2}:\d{2}:\d{2}\+09:00$/),
      },
    });
    // Points raised under the same signature: the code is no longer genuine.
    if (!reading.ok || reading.claims.t !== 'cert') throw new Error('not a certificate');
    const signature = pdf.qrTexts[0]?.split('.')[2] ?? '';
    const raised = { ...reading.claims, pts: [{ c: '支部セミナー', p: 40 }] };
    expect(await readCode(`${codeBody(raised)}.${signature}`, codeKeys, '2026-11-22')).toEqual(
      expect.objectContaining({ ok: false, problem: 'forged' }),
    );
  });

  it('prints 再発行 with the day on a later download, under the same number, 発行日 and code', async () => {
    const hanako = await signIn('demo-member');
    const first = await downloaded(hanako, 5016);
    expect(first.pdf.runs.some((run) => run.startsWith('再発行'))).toBe(false);

    vi.stubEnv('DEMO_TODAY', '2026-12-03');
    const again = await downloaded(hanako, 5016);
    expect(again.pdf.runs.slice(0, 4)).toEqual([
      '証明書番号 C2026-005016',
      '発行日 2026年11月22日',
      '再発行 2026年12月03日',
      '受講証明書',
    ]);
    expect(again.pdf.qrTexts).toEqual(first.pdf.qrTexts);
    expect((await detailOf(hanako, 5016)).certificateCode).toBe(first.pdf.qrTexts[0]);
    expect(demoStore.certificates).toHaveLength(1);
  });

  it("is offered on the member's participation list, her points history row and the event's detail", async () => {
    const hanako = await signIn('demo-member');
    const rows = dataOf(
      (await get<Participation[]>(`${EVENT}/GetListEventParticipant?MaxResultCount=100`, hanako))
        .body,
    );
    expect(rows.filter((row) => row.certificateAvailable).map((row) => row.id)).toEqual([5016]);
    const history = dataOf(
      (
        await get<PointHistoryRow[]>(
          `${ORIGIN}/api/services/app/ParticipationHistory/GetListParticipationHistory?MaxResultCount=100`,
          hanako,
        )
      ).body,
    );
    expect(history.filter((row) => row.certificateAvailable)).toEqual([
      expect.objectContaining({ eventName: TITLE, participantId: 5016 }),
    ]);
    const event = (id: number) =>
      get<EventDetail>(`${EVENT}/GetDetailEventSection?id=${id}`, hanako).then(({ body }) =>
        dataOf(body),
      );
    expect((await event(126)).certificateParticipantId).toBe(5016);
    expect((await event(104)).certificateParticipantId).toBeNull();
  });

  it('refuses a participation not attended, with the reason', async () => {
    const hanako = await signIn('demo-member');
    expect((await detailOf(hanako, 5004)).certificateCode).toBeNull();
    const { status, body } = await certificateOf(hanako, 5004);
    expect(status).toBe(500);
    expect(body.error?.message).toBe('受講の記録がない参加申込の受講証明書は発行できません');
  });

  it('waits for the fee of a participation attended unpaid, then issues it', async () => {
    runClockFrom(new Date('2026-11-22T10:30:00+09:00'));
    const [staff, yumi] = await Promise.all([signIn('demo-update'), signIn('demo-venue')]);
    const checkedIn = await send('POST', `${EVENT}/CheckInParticipant`, staff, {
      code: (await detailOf(yumi, 5024)).admissionCode,
      eventId: 125,
      day: '2026-11-22',
      scannedAt: '2026-11-22T09:58:00+09:00',
      payAtDoor: true,
    });
    expect(checkedIn.status).toBe(200);

    expect((await detailOf(yumi, 5024)).certificateCode).toBeNull();
    const unpaid = await certificateOf(yumi, 5024);
    expect(unpaid.status).toBe(500);
    expect(unpaid.body.error?.message).toBe('参加費のお支払い後に受講証明書を発行します');

    await send('POST', `${EVENT}/RecordDoorPayment`, staff, { participantId: 5024 });
    const { pdf } = await downloaded(yumi, 5024);
    expect(pdf.runs).toEqual(
      expect.arrayContaining([
        '佐野 由美',
        '受講',
        '出席日',
        '2026年11月22日',
        '支部セミナー 5ポイント',
      ]),
    );
    expect(pdf.qrTexts).toEqual([(await detailOf(yumi, 5024)).certificateCode]);
  });

  it("answers 404 for another member's participation, 401 signed out, 403 before the admission fee", async () => {
    expect((await certificateOf(await signIn('demo-venue'), 5016)).status).toBe(404);
    expect((await certificateOf(undefined, 5016)).status).toBe(401);
    expect((await certificateOf(await signIn('demo-temp'), 5016)).status).toBe(403);
  });
});
