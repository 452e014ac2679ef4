/**
 * The offline page's content (src/components/OfflineCard.tsx): the card kept on the device, when it
 * was fetched and whether its own validity has passed, what waits for a connection, and the way
 * back once the network returns. The worker's answer is played by msw.
 */
import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import OfflineCard from '../../src/components/OfflineCard';
import { server } from '../msw';

const KEPT = '*/member/__offline__/digital-membership-card';
const CARD = {
  memberNo: '0012345',
  name: '内視鏡 花子',
  nameKana: 'ナイシキョウ ハナコ',
  membershipClass: '正会員',
  validUntil: '2027-03-31',
  admissionDate: '2015-04-01',
  qualification: null,
  issuedOn: '2026-11-20',
  verificationPayload: 'JGETS1.payload.signature',
};

function keep(card: typeof CARD | null) {
  server.use(
    http.get(KEPT, () =>
      card
        ? HttpResponse.json({ fetchedAt: '2026-11-20T01:15:00.000Z', card })
        : new HttpResponse(null, { status: 404 }),
    ),
  );
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('the offline page’s card', () => {
  it('shows the kept card with when it was fetched, and what waits for a connection', async () => {
    setOnline(false);
    keep(CARD);
    render(<OfflineCard target="/member/notices" />);
    expect(screen.getByRole('heading', { level: 1, name: 'オフライン' })).toBeVisible();
    expect(screen.getByText(/ほかのページは通信が戻ってからご利用ください/)).toBeVisible();
    const card = await screen.findByRole('region', { name: 'デジタル会員証' });
    expect(within(card).getByText('内視鏡 花子')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      /^オフライン表示（2026\/11\/20 10:15 取得）$/,
    );
    expect(screen.getByRole('button', { name: 'もう一度読み込む' })).toBeVisible();
  });

  it('says so when the card’s own validity has passed', async () => {
    setOnline(false);
    keep({ ...CARD, validUntil: '2020-03-31' });
    render(<OfflineCard target="/member/notices" />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'オフライン表示（2026/11/20 10:15 取得）。有効期限（2020/03/31）を過ぎた会員証です。通信できる場所で開き直してください。',
    );
  });

  it('says how to keep one when none is kept on this device', async () => {
    setOnline(false);
    keep(null);
    render(<OfflineCard target="/member/notices" />);
    expect(
      await screen.findByText(
        'この端末には会員証が保存されていません。通信できる場所で「デジタル会員証確認」を開き、「この端末に会員証を保存する」をオンにしておくと、ログインの期限が切れた後も、電波の届かない場所で表示できます。',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'デジタル会員証' })).toBeNull();
  });

  it('offers the page it stood in for once the network is back', async () => {
    setOnline(true);
    keep(CARD);
    render(<OfflineCard target="/member/notices" />);
    expect(screen.getByText('通信が戻りました。開こうとしたページを開けます。')).toBeVisible();
    expect(screen.getByRole('button', { name: 'ページを開く' })).toBeVisible();
    await screen.findByRole('region', { name: 'デジタル会員証' });
  });
});
