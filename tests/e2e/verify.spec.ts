/**
 * QRコードの確認 (/member/verify) in Chromium with the service worker live: opened once online
 * (from the login page's link), then without a network, reloaded and in a new tab, it verifies a
 * genuine 受講証明書, an altered one, one signed by another key and demo-venue's membership card,
 * asking the member API nothing; on a 360 px phone, the answers are accessible and fit the screen.
 */
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { loadEnv } from 'vite';
import { signingKeyOf } from '../../demo-api/codeSigner';
import type { DigitalMembershipCard } from '../../src/api/applications';
import { CERTIFICATE, keyPair, signerOf } from '../venueCodes';
import { axeViolations } from './axe';
import { PHONE, VENUE_MEMBER, callAs, expect, memberPath, pageHeading, test } from './fixtures';
import { PHONE_RULES, auditLayout, layoutProblems } from './layoutAudit';

test.use({ serviceWorkers: 'allow' });

/** The demo API's signing key (.env.demo): what the member API would sign a certificate with. */
const demoKey = signingKeyOf(
  loadEnv('demo', process.cwd(), ['DEMO_CODE_']).DEMO_CODE_SIGNING_KEY ?? '',
);
const genuine = signerOf(demoKey.key)({ ...CERTIFICATE, k: demoKey.id });

/** The genuine certificate with 30 points where it says 3, its signature kept. */
function altered(code: string): string {
  const [prefix, claims, signature] = code.split('.');
  const changed = JSON.parse(Buffer.from(claims ?? '', 'base64url').toString()) as {
    pts: { c: string; p: number }[];
  };
  changed.pts = [{ c: '支部セミナー', p: 30 }];
  return `${prefix}.${Buffer.from(JSON.stringify(changed)).toString('base64url')}.${signature}`;
}

/** A certificate signed by a key the portal does not publish. */
const strangers = signerOf(keyPair('other-2026').privateKey)({ ...CERTIFICATE, k: 'other-2026' });

const field = (page: Page) => page.getByRole('textbox', { name: 'QRコードの内容' });
const answer = (page: Page): Locator => page.getByRole('region', { name: '確認結果' });

async function verify(page: Page, code: string): Promise<void> {
  await field(page).fill(code);
  await page.getByRole('button', { name: '確認する' }).click();
}

/** Opens the page online, from the login page, and waits until the worker controls it. */
async function visitOnce(page: Page): Promise<void> {
  await page.goto(memberPath('/login'));
  await page.getByRole('link', { name: '受講証明書・会員証のQRコードの確認' }).click();
  await expect(pageHeading(page, 'QRコードの確認')).toBeVisible();
  await expect(page).toHaveURL(memberPath('/verify'));
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
}

/**
 * Runs `check` with the network gone, after one visit online, and then says that no page asked
 * the member API anything meanwhile: the check is the device's.
 */
async function offlineAfterOneVisit(
  page: Page,
  context: BrowserContext,
  check: () => Promise<void>,
): Promise<void> {
  await visitOnce(page);
  const calls: string[] = [];
  context.on('request', (request) => {
    if (request.url().includes('/api/')) calls.push(request.url());
  });
  await context.setOffline(true);
  try {
    await check();
  } finally {
    await context.setOffline(false);
  }
  expect(calls).toEqual([]);
}

test('reloaded offline: a genuine certificate is valid, with what it states; an altered one is not', async ({
  page,
  context,
}) => {
  await offlineAfterOneVisit(page, context, async () => {
    await page.reload();
    await expect(pageHeading(page, 'QRコードの確認')).toBeVisible();

    await verify(page, genuine);
    await expect(answer(page).getByRole('status')).toContainText('有効な受講証明書です');
    for (const fact of [
      '氏名佐野 由美',
      '会員番号0078901',
      '学会・セミナー関東支部 ハンズオン研修会「内視鏡の洗浄・消毒」',
      '受講日2026/11/22',
      '参加区分受講',
      '取得ポイント支部セミナー 3ポイント',
      '証明書番号C-2026-005021',
      '発行日2026/11/22',
    ]) {
      await expect(answer(page)).toContainText(fact);
    }

    const forged = altered(genuine);
    await verify(page, forged);
    await expect(answer(page).getByRole('alert')).toContainText(
      '無効なQRコードです（改ざんまたは偽造の可能性）',
    );
    await expect(answer(page)).toContainText('記載の内容は証明されません。');
    await expect(answer(page)).not.toContainText('佐野 由美');
    // Kept, to be checked again or corrected.
    await expect(field(page)).toHaveValue(forged);
  });
});

test("in a new tab offline: another key's certificate is refused; demo-venue's card is valid", async ({
  page,
  context,
}) => {
  const card = (
    await callAs<DigitalMembershipCard>(
      VENUE_MEMBER.login,
      '/api/services/app/Application/GetDigitalMembershipCard',
    )
  ).verificationPayload;
  await offlineAfterOneVisit(page, context, async () => {
    // Opened without a network: the page itself, not the offline page.
    const tab = await context.newPage();
    await tab.goto(memberPath('/verify'));
    await expect(pageHeading(tab, 'QRコードの確認')).toBeVisible();
    await expect(tab).toHaveURL(memberPath('/verify'));

    await verify(tab, strangers);
    await expect(answer(tab).getByRole('alert')).toContainText('確認できない署名鍵のQRコードです');
    await expect(field(tab)).toHaveValue(strangers);

    await verify(tab, card);
    await expect(answer(tab).getByRole('status')).toContainText('有効な会員証です');
    await expect(answer(tab)).toContainText('氏名佐野 由美');
    await expect(answer(tab)).toContainText('会員種別正会員');
    await expect(answer(tab)).toContainText(/有効期限\d{4}\/03\/31/);
  });
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the answers are accessible and fit a 360 px screen', async ({ page, context }) => {
    await offlineAfterOneVisit(page, context, async () => {
      await page.reload();
      for (const [code, title] of [
        [genuine, '有効な受講証明書です'],
        [altered(genuine), '無効なQRコードです（改ざんまたは偽造の可能性）'],
      ] as const) {
        await verify(page, code);
        await expect(answer(page)).toContainText(title);
        const serious = (
          await axeViolations(page, ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        ).filter(({ impact }) => impact === 'serious' || impact === 'critical');
        expect(serious.map(({ id }) => id)).toEqual([]);
        expect(layoutProblems(await auditLayout(page, PHONE_RULES))).toEqual([]);
      }
    });
  });
});
