/**
 * 会場受付: staff check members in at today's venue seminars (events 124 and 125, 2026-11-22 on the
 * demo calendar) by their signed 受講票, online and offline, and the member's points follow the
 * same day, once paid. The browser's clock is set to the demo API's, as a door's device keeps
 * its clock right (one test sets it wrong). demo-venue's check-ins are one-shot: each test starts
 * from her seed, one test at a time.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Page, Request } from '@playwright/test';
import { CAMERA_FILM } from '../../scripts/browser.mjs';
import { QRCodeSVG } from 'qrcode.react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { readPointsWorkbook } from '../pointsWorkbook';
import { toJapanDateTime } from '../../src/api/japanTime';
import type { DigitalMembershipCard } from '../../src/api/applications';
import type { CheckInEvent } from '../../src/api/checkIn';
import type { ParticipantDetail } from '../../src/api/events';
import {
  STAFF,
  VENUE_MEMBER,
  callAs,
  expect,
  openSignedIn,
  pageHeading,
  PHONE,
  resetMemberRecords,
  setFaults,
  sidebar,
  test,
} from './fixtures';
import { DESKTOP_RULES, PHONE_RULES, auditLayout, layoutProblems } from './layoutAudit';

/** The paid seminar of the same day, with the door's longest name; demo-venue has not paid. */
const PAID_SEMINAR =
  '下部消化管内視鏡介助 実技セミナー 〜大腸内視鏡検査・治療における介助と安全管理の実際〜（東京・日本橋会場）';

/**
 * The demo API's clock (its pinned day, the time of day running), read off an answer's Date
 * header: the time a door's device would show.
 */
async function serverNow(): Promise<Date> {
  const response = await fetch(
    new URL('/api/services/app/Term/GetDetailTermByType?type=1', 'http://localhost:4173'),
  );
  return new Date(response.headers.get('date') ?? Date.now());
}

/** A scan's time as the demo API's clock reads it now. */
const scannedNow = async (): Promise<string> => toJapanDateTime(await serverNow());

/** demo-venue's 受講票 code for a participation: today's (5021), next week's (5022), past (5023). */
async function slipCode(participantId: number): Promise<string> {
  const detail = await callAs<ParticipantDetail>(
    VENUE_MEMBER.login,
    `/api/services/app/Event/GetDetailParticipant?id=${participantId}`,
  );
  if (!detail.admissionCode) throw new Error(`no slip for ${participantId}`);
  return detail.admissionCode;
}

async function cardCode(): Promise<string> {
  const card = await callAs<DigitalMembershipCard>(
    VENUE_MEMBER.login,
    '/api/services/app/Application/GetDigitalMembershipCard',
  );
  return card.verificationPayload;
}

/** The door, opened from the sidebar as staff do, with the device's clock right. */
async function openDoor(page: Page): Promise<void> {
  await page.clock.setSystemTime(await serverNow());
  await openSignedIn(page, '/dashboard');
  await sidebar(page).getByRole('menuitem', { name: '会場受付' }).click();
  await expect(pageHeading(page, '会場受付')).toBeVisible();
  await expect(page.getByRole('combobox', { name: '学会・セミナー' })).toContainText(
    '関東支部 ハンズオン研修会「内視鏡の洗浄・消毒」',
  );
}

async function scan(page: Page, code: string): Promise<void> {
  const field = page.getByRole('textbox', { name: 'QRコードの内容' });
  await field.fill(code);
  await field.press('Enter');
}

const answer = (page: Page) => page.getByLabel('読み取り結果');
const status = (page: Page) => page.getByRole('group', { name: '受付の状況' });
const isCheckIn = (request: Request) => request.url().endsWith('/Event/CheckInParticipant');

// Every test changes demo-venue's check-ins, and starts from her seed.
test.describe.configure({ mode: 'serial' });
test.beforeEach(() => resetMemberRecords(VENUE_MEMBER.login));

test.describe('at the door', () => {
  test.use({ account: STAFF.update.login });

  test('a 受講票 checks in at once, once: the request, the answer, the replay', async ({
    page,
  }) => {
    const code = await slipCode(5021);
    await openDoor(page);
    const sent: Request[] = [];
    page.on('request', (request) => void (isCheckIn(request) && sent.push(request)));

    await scan(page, code);
    await expect(answer(page)).toContainText('受付しました');
    await expect(answer(page)).toContainText('佐野 由美 様');
    await expect(answer(page)).toContainText('会員番号 0078901・受講・2026/11/22');
    await expect(answer(page)).toContainText('送信済み：3ポイントを付与しました');
    expect(sent.map((request) => request.postDataJSON())).toEqual([
      {
        code,
        eventId: 124,
        day: '2026-11-22',
        scannedAt: expect.stringMatching(/^2026-11-22T\d\d:\d\d:\d\d\+09:00$/),
      },
    ]);
    await expect(status(page)).toContainText('受付済み 1名／申込 52名');
    await expect(page.getByRole('textbox', { name: 'QRコードの内容' })).toHaveValue('');

    // The same slip again: answered from the device, nothing sent.
    await scan(page, code);
    await expect(answer(page)).toContainText('受付済みです');
    await expect(answer(page)).toContainText(/2026\/11\/22 \d\d:\d\d:\d\d に受付しています。/);
    expect(sent).toHaveLength(1);
  });

  test('offline, scans queue on the device and send themselves when the network returns', async ({
    page,
    context,
  }) => {
    const code = await slipCode(5021);
    await openDoor(page);
    await context.setOffline(true);
    await expect(status(page)).toContainText('オフライン');
    await expect(
      page.getByText('オフラインです。読み取った受講票はこの端末に保存し'),
    ).toBeVisible();

    await scan(page, code);
    await expect(answer(page)).toContainText('受付しました');
    await expect(answer(page)).toContainText('未送信：接続が戻ると送信します。');
    await expect(status(page)).toContainText('未送信 1件');

    const sent = page.waitForRequest(isCheckIn);
    await context.setOffline(false);
    expect((await sent).postDataJSON()).toMatchObject({ code, eventId: 124, day: '2026-11-22' });
    await expect(status(page)).toContainText('未送信 0件');
    await expect(answer(page)).toContainText('送信済み：3ポイントを付与しました');
    const events = await callAs<CheckInEvent[]>(
      STAFF.update.login,
      '/api/services/app/Event/GetListCheckInEvent',
    );
    expect(events[0]?.attendances.map((item) => item.participantId)).toEqual([5021]);
  });

  test('a check-in made elsewhere while this device was offline is shown, not lost', async ({
    page,
    context,
  }) => {
    const code = await slipCode(5021);
    await openDoor(page);
    await context.setOffline(true);
    await scan(page, code);
    await expect(status(page)).toContainText('未送信 1件');
    // Another desk, online, checks her in first.
    await callAs(STAFF.admin.login, '/api/services/app/Event/CheckInParticipant', {
      code,
      eventId: 124,
      day: '2026-11-22',
      scannedAt: await scannedNow(),
    });
    await context.setOffline(false);
    await expect(status(page)).toContainText('未送信 0件');
    await expect(answer(page)).toContainText('受付済みです');
    await expect(answer(page)).toContainText('他の端末で');
    await expect(page.getByRole('listitem').filter({ hasText: '佐野 由美' })).toContainText(
      '他の端末で受付済み',
    );
  });

  test('refused at once without a network: altered, another event’s, expired, old; a card verified', async ({
    page,
    context,
  }) => {
    const [today, nextWeek, past, card] = await Promise.all([
      slipCode(5021),
      slipCode(5022),
      slipCode(5023),
      cardCode(),
    ]);
    await openDoor(page);
    await context.setOffline(true);
    const refusedWith = async (code: string, message: string) => {
      await scan(page, code);
      await expect(answer(page)).toContainText('受付できません');
      await expect(answer(page)).toContainText(message);
      // Kept, to be read again or corrected.
      await expect(page.getByRole('textbox', { name: 'QRコードの内容' })).toHaveValue(code);
    };
    const [prefix, claims, signature] = today.split('.');
    const altered = JSON.parse(Buffer.from(claims!, 'base64url').toString()) as { nm: string };
    altered.nm = '別人 太郎';
    await refusedWith(
      `${prefix}.${Buffer.from(JSON.stringify(altered)).toString('base64url')}.${signature}`,
      '署名が一致しません。偽造または改ざんされたQRコードの可能性があります。',
    );
    await refusedWith(nextWeek, '別の学会・セミナーの受講票です。');
    await refusedWith(
      past,
      '有効期限切れの受講票です（2026/11/14に終了した学会・セミナーのものです）。',
    );
    await refusedWith(
      'JGETS-EVENT:participant=5021;event=124;member=0078901',
      '旧形式のQRコードです',
    );
    await refusedWith('JGETS2.A.A', '読み取れないコードです。');

    await scan(page, card);
    await expect(answer(page)).toContainText('会員証：有効');
    await expect(answer(page)).toContainText('会員番号 0078901・正会員・有効期限 2027/03/31');
    await expect(answer(page)).toContainText('署名と有効期限を確認しました（オフライン）。');
    await expect(status(page)).toContainText('未送信 0件');
  });
});

test.describe('unpaid, at the door', () => {
  test.use({ account: STAFF.update.login });

  test('says 未払い with the amount, offline too, and admits only as staff choose', async ({
    page,
    context,
  }) => {
    const code = await slipCode(5024);
    await openDoor(page);
    await page.getByRole('combobox', { name: '学会・セミナー' }).click();
    await page.getByRole('option', { name: PAID_SEMINAR }).click();
    // At 1280 px too, the longest name is shown whole.
    expect(layoutProblems(await auditLayout(page, DESKTOP_RULES))).toEqual([]);
    await context.setOffline(true);
    const sent: Request[] = [];
    page.on('request', (request) => void (isCheckIn(request) && sent.push(request)));

    await scan(page, code);
    await expect(answer(page)).toContainText('未払い ￥4,000');
    await expect(answer(page)).toContainText('佐野 由美 様');
    await page.getByRole('button', { name: '受付しない' }).click();
    await expect(answer(page)).toContainText('受付しませんでした');
    await expect(status(page)).toContainText('未送信 0件');

    await scan(page, code);
    await page.getByRole('button', { name: '当日払いで受付' }).click();
    await expect(answer(page)).toContainText('受付しました（未払い ￥4,000）');
    await expect(status(page)).toContainText('未送信 1件');
    const sending = page.waitForRequest(isCheckIn);
    await context.setOffline(false);
    expect((await sending).postDataJSON()).toMatchObject({ eventId: 125, payAtDoor: true });
    await expect(answer(page)).toContainText('送信済み：5ポイントはお支払い後に加算されます。');
    const recent = page.getByRole('region', { name: 'この端末の読み取り（新しい順）' });
    await expect(recent.getByRole('listitem')).toContainText('未払い ￥4,000');
    expect(sent).toHaveLength(1);
  });
});

test.describe('the door’s clock and its queue', () => {
  test.use({ account: STAFF.update.login });

  test('a device clock days off: online the member API’s date, offline the device’s, both said', async ({
    page,
    context,
  }) => {
    const code = await slipCode(5021);
    const now = await serverNow();
    await page.clock.setSystemTime(new Date(now.getTime() + 3 * 86_400_000));
    await openSignedIn(page, '/venue/CheckIn');
    await expect(
      page.getByText(
        'この端末の時計はサーバーの時刻と3日ずれています。端末の時計を合わせてください。',
      ),
    ).toBeVisible();
    await expect(status(page)).toContainText('受付日 2026/11/22');

    // Offline the door can only trust the device: it says which date it judges by.
    await context.setOffline(true);
    await expect(
      page.getByText(
        /オフラインのため、この端末の時計（2026\/11\/25 \d\d:\d\d）で判定しています。/,
      ),
    ).toBeVisible();
    await expect(status(page)).toContainText('受付日 2026/11/25');
    await scan(page, code);
    await expect(answer(page)).toContainText('有効期限切れの受講票です');

    // Back online, the same slip is admitted by the member API's date.
    await context.setOffline(false);
    await expect(status(page)).toContainText('受付日 2026/11/22');
    await scan(page, code);
    await expect(answer(page)).toContainText('送信済み：3ポイントを付与しました');
  });

  test('a scan the server fails goes again by itself, later', async ({ page, context }) => {
    const code = await slipCode(5021);
    await setFaults(context, [{ kind: 'error', call: 'CheckInParticipant', times: 1 }]);
    await openDoor(page);
    const sent: Request[] = [];
    page.on('request', (request) => void (isCheckIn(request) && sent.push(request)));
    await scan(page, code);
    await expect(status(page)).toContainText('未送信 1件');
    await expect(answer(page)).toContainText('未送信：接続が戻ると送信します。');
    // The first wait is about five seconds.
    await expect(status(page)).toContainText('未送信 0件', { timeout: 15_000 });
    await expect(answer(page)).toContainText('送信済み：3ポイントを付与しました');
    expect(sent).toHaveLength(2);
    expect(sent[1]?.postDataJSON()).toEqual(sent[0]?.postDataJSON());
  });
});

test.describe('on a phone', () => {
  test.use({ account: STAFF.update.login, ...PHONE });

  test('the door fits 360 px with the longest event name, answering unpaid and unreadable codes', async ({
    page,
  }, testInfo) => {
    const code = await slipCode(5024);
    await page.clock.setSystemTime(await serverNow());
    await openSignedIn(page, '/venue/CheckIn');
    await page.getByRole('combobox', { name: '学会・セミナー' }).click();
    await page.getByRole('option', { name: PAID_SEMINAR }).click();
    const chosen = page.getByRole('combobox', { name: '学会・セミナー' });
    await expect(chosen).toContainText('（東京・日本橋会場）');
    // Read whole, wrapped in the select, not cut off with an ellipsis.
    expect(await chosen.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    await scan(page, code);
    await expect(answer(page)).toContainText('未払い ￥4,000');
    expect(layoutProblems(await auditLayout(page, PHONE_RULES))).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('door-unpaid-360.png'), fullPage: true });

    await scan(page, 'JGETS2.A.A');
    await expect(answer(page)).toContainText('読み取れないコードです');
    await expect(answer(page)).not.toContainText('佐野');
    expect(layoutProblems(await auditLayout(page, PHONE_RULES))).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('door-unreadable-360.png'), fullPage: true });
  });
});

test.describe('the member, the same day', () => {
  test.use({ account: VENUE_MEMBER.login });

  test('sees お支払い後に加算 for an unpaid seminar attended, until the fee is paid at the desk', async ({
    page,
  }) => {
    await callAs(STAFF.update.login, '/api/services/app/Event/CheckInParticipant', {
      code: await slipCode(5024),
      eventId: 125,
      day: '2026-11-22',
      scannedAt: await scannedNow(),
      payAtDoor: true,
    });
    await openSignedIn(page, '/PointHistories');
    const row = page
      .getByRole('region', { name: '受講履歴' })
      .locator('tbody tr')
      .filter({ hasText: '下部消化管内視鏡介助' });
    await expect(row).toContainText('お支払い後に加算');
    const totals = page.getByRole('region', { name: '取得ポイント（現在の更新期間）' });
    await expect(totals.getByText(/合計 54ポイント/)).toBeVisible();

    await callAs(STAFF.update.login, '/api/services/app/Event/RecordDoorPayment', {
      participantId: 5024,
    });
    await page.reload();
    await expect(row).not.toContainText('お支払い後に加算');
    await expect(totals.getByText(/合計 59ポイント/)).toBeVisible();
  });

  test('sees the points in the history with the check-in time, the total, the renewal check and the export', async ({
    page,
  }) => {
    const checkedIn = await callAs<{ checkedInAt: string }>(
      STAFF.update.login,
      '/api/services/app/Event/CheckInParticipant',
      {
        code: await slipCode(5021),
        eventId: 124,
        day: '2026-11-22',
        scannedAt: await scannedNow(),
      },
    );
    const shownTime = `${checkedIn.checkedInAt.slice(0, 10).replaceAll('-', '/')} ${checkedIn.checkedInAt.slice(11, 19)}`;
    await openSignedIn(page, '/PointHistories');
    const totals = page.getByRole('region', { name: '取得ポイント（現在の更新期間）' });
    await expect(totals.getByText(/合計 57ポイント/)).toBeVisible();
    const row = page
      .getByRole('region', { name: '受講履歴' })
      .locator('tbody tr')
      .filter({ hasText: '関東支部 ハンズオン研修会「内視鏡の洗浄・消毒」' });
    await expect(row).toContainText('2026/11/22');
    await expect(row).toContainText('支部セミナー');
    await expect(row).toContainText(shownTime);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Excelで出力' }).click();
    const workbook = await readPointsWorkbook(await readFile(await (await downloading).path()));
    expect(workbook.rows[0]).toEqual([
      '2026/11/22',
      '関東支部 ハンズオン研修会「内視鏡の洗浄・消毒」',
      '支部セミナー',
      '受講',
      '3',
      '2024/04/01〜2029/03/31',
      shownTime,
      '',
    ]);

    await sidebar(page).getByRole('menuitem', { name: '資格更新確認' }).click();
    const requirements = page.getByRole('region', { name: '更新要件と取得ポイント' });
    // 57 of the 50 points renewal asks for, the day's 3 among them.
    await expect(requirements.getByRole('progressbar', { name: '合計' })).toHaveAttribute(
      'aria-valuetext',
      '57 / 50 ポイント（達成）',
    );
  });
});

const FRAME = { width: 640, height: 480 };

/** What the camera films: each code held up for `seconds`, one after another, then again. */
interface Scene {
  code: string;
  seconds: number;
}

/**
 * A camera's view of codes: Y4M frames (grey levels, no colour, one a second) of each QR code as
 * the app's QR component draws it (qrcode.react, rendered here as on the 受講票 page), for
 * Chromium's fake video capture, which plays the file over and over.
 */
async function filmOf(page: Page, scenes: Scene[], file: string): Promise<void> {
  const frames: Buffer[] = [];
  const chroma = Buffer.alloc((FRAME.width / 2) * (FRAME.height / 2), 128);
  for (const { code, seconds } of scenes) {
    // As a file: with its namespace, which HTML leaves implicit.
    const svg = renderToStaticMarkup(createElement(QRCodeSVG, { value: code, size: 400 })).replace(
      '<svg ',
      '<svg xmlns="http://www.w3.org/2000/svg" ',
    );
    const luma = await page.evaluate(
      async ({ markup, width, height }) => {
        const image = new Image();
        image.src = `data:image/svg+xml;base64,${btoa(unescape(encodeURIComponent(markup)))}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        Object.assign(canvas, { width, height });
        const context = canvas.getContext('2d')!;
        context.fillStyle = '#fff';
        context.fillRect(0, 0, width, height);
        context.imageSmoothingEnabled = false;
        const side = height - 40;
        context.drawImage(image, (width - side) / 2, 20, side, side);
        const { data } = context.getImageData(0, 0, width, height);
        // One grey level a pixel (the red of a black-and-white image), as base64: a string
        // crosses to the test at once, where Playwright serializes an array's 300,000 numbers
        // one by one.
        let grey = '';
        for (let index = 0; index < width * height; index += 1)
          grey += String.fromCharCode(data[index * 4]!);
        return btoa(grey);
      },
      { markup: svg, ...FRAME },
    );
    for (let second = 0; second < seconds; second += 1) {
      frames.push(Buffer.from('FRAME\n'), Buffer.from(luma, 'base64'), chroma, chroma);
    }
  }
  await mkdir(dirname(file), { recursive: true });
  await writeFile(
    file,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${FRAME.width} H${FRAME.height} F1:1 Ip A1:1 C420jpeg\n`),
      ...frames,
    ]),
  );
}

test.describe('the camera', () => {
  test.use({ account: STAFF.update.login, permissions: ['camera'] });

  test('reads a bad code, says so, and goes on reading: the next 受講票 checks in', async ({
    page,
  }) => {
    // The fake camera (playwright.config.ts) films from when it starts: a code that is none (a
    // length base64url cannot decode), then the slip.
    await filmOf(
      page,
      [
        { code: 'JGETS2.A.A', seconds: 3 },
        { code: await slipCode(5021), seconds: 12 },
      ],
      CAMERA_FILM,
    );
    await page.clock.setSystemTime(await serverNow());
    await openSignedIn(page, '/venue/CheckIn');
    await page.getByRole('button', { name: 'カメラで読み取る' }).click();
    await expect(page.getByLabel(/カメラの映像/)).toBeVisible();
    await expect(answer(page)).toContainText('読み取れないコードです');
    await expect(answer(page)).toContainText('受付しました', { timeout: 15_000 });
    await expect(answer(page)).toContainText('佐野 由美 様');
    await page.getByRole('button', { name: 'カメラを止める' }).click();
    await expect(page.getByLabel(/カメラの映像/)).toHaveCount(0);
  });
});
