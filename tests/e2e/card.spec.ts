/**
 * The digital membership card (/DigitalMembershipCard) as demo-member: shown with its QR code and
 * saved as an image; the switch keeping it on the device, as Chromium's own media queries set it on
 * a phone and a desktop. Opening it without a network: tests/e2e/offline.spec.ts.
 */
import { readFile } from 'node:fs/promises';
import { MEMBER, PHONE, expect, openSignedIn, pageHeading, test } from './fixtures';

test.describe('digital membership card', () => {
  test.use({ account: MEMBER.login });

  test('shows the card with when it was fetched, and saves it as a PNG', async ({ page }) => {
    await openSignedIn(page, '/DigitalMembershipCard');
    await expect(pageHeading(page, 'デジタル会員証確認')).toBeVisible();
    const card = page.getByRole('region', { name: 'デジタル会員証' });
    await expect(card.getByText('内視鏡 花子', { exact: true })).toBeVisible();
    await expect(card.getByText('0012345', { exact: true })).toBeVisible();
    await expect(card.getByRole('img', { name: '会員証の確認用QRコード' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2} 取得$/);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '画像で保存' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('会員証_0012345.png');
    const png = await readFile((await file.path())!);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(1012);
  });
});

test.describe('the switch keeping the card on the device', () => {
  test.use({ account: MEMBER.login });
  const keepSwitch = 'この端末に会員証を保存する';

  test('starts off in a desktop browser', async ({ page }) => {
    await openSignedIn(page, '/DigitalMembershipCard');
    await expect(page.getByRole('switch', { name: keepSwitch })).not.toBeChecked();
  });

  test.describe('on a phone', () => {
    test.use(PHONE);

    test('starts on, a finger-sized target', async ({ page }) => {
      await openSignedIn(page, '/DigitalMembershipCard');
      const keep = page.getByRole('switch', { name: keepSwitch });
      await expect(keep).toBeChecked();
      // What a finger hits: the whole line, switch and label.
      const target = await keep.locator('xpath=ancestor::label').boundingBox();
      expect(target?.width).toBeGreaterThanOrEqual(44);
      expect(target?.height).toBeGreaterThanOrEqual(44);
    });
  });
});
