import { readFileSync } from 'node:fs';
import { screen, within } from '@testing-library/react';
import { stubMatchMedia } from '../matchMedia';
import { PRELOAD_TIMEOUT, preloadSignedInApp } from '../preload';
import { renderApp, signInAs } from '../renderApp';

/** jsdom has no matchMedia: a 360 px phone answers "below sm" (MUI's `max-width` queries). */
function onPhone(): void {
  stubMatchMedia((query) => /max-width/.test(query));
}

beforeAll(() => preloadSignedInApp(), PRELOAD_TIMEOUT);

describe('a phone', () => {
  beforeEach(() => signInAs('demo-member'));
  afterEach(() => vi.unstubAllGlobals());

  it('shows no label over an empty value on a list’s cards (受付日時 of a seminar not checked in at)', async () => {
    onPhone();
    renderApp('/PointHistories');
    const list = await screen.findByRole('list', { name: '受講履歴' }, { timeout: 10_000 });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.length).toBeGreaterThan(0);
    const FIELDS = ['区分', '単位区分', '取得ポイント', '対象期間'];
    const withTime = cards.filter((card) => {
      const labels = [...card.querySelectorAll('dt')].map((label) => label.textContent);
      expect(labels.slice(0, 4)).toEqual(FIELDS);
      if (labels.length === 4) return false;
      // Only a seminar checked in at the door names 受付日時, and then with its time.
      expect(labels).toEqual([...FIELDS, '受付日時']);
      const time = [...card.querySelectorAll('dt')].at(-1)?.nextElementSibling;
      expect(time?.textContent).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}/);
      return true;
    });
    expect(withTime).toHaveLength(1);
    expect(cards.length - withTime.length).toBeGreaterThan(0);
  });

  it('names the portal in the top bar by its short name, the full name still read out', async () => {
    renderApp('/dashboard');
    const bar = await screen.findByRole('banner');
    const short = within(bar).getByText('技師会ポータル');
    expect(short).toHaveAttribute('aria-hidden', 'true');
    const full = within(bar).getByText('日本消化器内視鏡技師会 会員ポータル');
    expect(full).not.toHaveAttribute('aria-hidden');
    expect(full.parentElement).toHaveAttribute('title', '日本消化器内視鏡技師会 会員ポータル');
  });
});

describe('the sign-in pages', () => {
  it('show the society’s logo in Japanese only (its texts, its name), its link named too', async () => {
    const logo = new DOMParser().parseFromString(
      readFileSync(`${process.cwd()}/public/logo.svg`, 'utf8'),
      'image/svg+xml',
    );
    const texts = [...logo.querySelectorAll('text')].map((text) => text.textContent);
    expect(texts).toEqual(['日本消化器内視鏡技師会']);
    expect(logo.documentElement.getAttribute('aria-label')).toBe('日本消化器内視鏡技師会');
    renderApp('/login');
    expect(
      await screen.findByRole('img', { name: '日本消化器内視鏡技師会（外部サイトを開きます）' }),
    ).toBeVisible();
  });
});
