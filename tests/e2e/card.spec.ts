/**
 * The digital membership card (/DigitalMembershipCard) as demo-member: shown with its QR code,
 * saved as an image, and opened again with the network down from what the service worker kept.
 */
import { readFile } from 'node:fs/promises';
import { MEMBER, expect, memberPath, openSignedIn, pageHeading, test } from './fixtures';

test.describe('digital membership card', () => {
  test.use({ account: MEMBER.login });

  test('shows the card, saves it as a PNG, and opens offline with the time it was fetched', async ({
    page,
    context,
  }) => {
    await openSignedIn(page, '/DigitalMembershipCard');
    await expect(pageHeading(page, 'デジタル会員証確認')).toBeVisible();
    const card = page.getByRole('region', { name: 'デジタル会員証' });
    await expect(card.getByText('内視鏡 花子', { exact: true })).toBeVisible();
    await expect(card.getByText('0012345', { exact: true })).toBeVisible();
    await expect(card.getByRole('img', { name: '会員証の確認用QRコード' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2} 取得$/);
    const fetched = (await page.getByRole('status').textContent())!.replace(' 取得', '');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '画像で保存' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('会員証_0012345.png');
    const png = await readFile((await file.path())!);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(1012);

    // The worker took control after this first visit loaded: it keeps the card once it has it.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const names = await caches.keys();
          const cache = names.length ? await caches.open(names[0]!) : null;
          const keys = cache ? await cache.keys() : [];
          return keys.some((key) => key.url.endsWith('digital-membership-card'));
        }),
      )
      .toBe(true);

    await context.setOffline(true);
    try {
      await page.reload();
      await expect(pageHeading(page, 'デジタル会員証確認')).toBeVisible();
      await expect(card.getByText('内視鏡 花子', { exact: true })).toBeVisible();
      await expect(card.getByRole('img', { name: '会員証の確認用QRコード' })).toBeVisible();
      const notice = page.getByRole('status').filter({ hasText: 'オフライン表示' });
      await expect(notice).toHaveText(/^オフライン表示（\d{4}\/\d{2}\/\d{2} \d{2}:\d{2} 取得）$/);
      // Kept from the visit above (the same minute, or the one after if it turned meanwhile).
      const kept = (await notice.textContent())!.match(/（(.+) 取得）/)![1]!;
      expect(
        Date.parse(kept.replace(/\//g, '-')) - Date.parse(fetched.replace(/\//g, '-')),
      ).toBeLessThanOrEqual(60_000);
    } finally {
      await context.setOffline(false);
    }
  });

  test('other pages are not served offline, nor any other API answer kept', async ({
    page,
    context,
  }) => {
    await openSignedIn(page, '/DigitalMembershipCard');
    await expect(page.getByRole('region', { name: 'デジタル会員証' })).toBeVisible();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const key of await (await caches.open(name)).keys())
          urls.push(new URL(key.url).pathname);
      }
      return urls;
    });
    expect(kept.filter((path) => path.startsWith('/api/'))).toEqual([]);

    await context.setOffline(true);
    try {
      await expect(page.goto(memberPath('/members/MemberInfo'))).rejects.toThrow();
    } finally {
      await context.setOffline(false);
    }
  });
});
