import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { decideApplication } from '../../demo-api/applications';
import { demoStore } from '../../demo-api/store';
import { server } from '../msw';
import { PRELOAD_TIMEOUT, preloadSignedInApp } from '../preload';
import { renderApp, signInAs } from '../renderApp';
import { recordCalls } from '../requests';
import { answerSlowly } from '../resilience';

const CARD = '*/api/services/app/Application/GetDigitalMembershipCard';

/** The card's lines (its description list) as label → value. */
function cardLines(card: HTMLElement): Record<string, string | null> {
  const values = within(card).getAllByRole('definition');
  return Object.fromEntries(
    within(card)
      .getAllByRole('term')
      .map((term, index) => [term.textContent, values[index]!.textContent]),
  );
}

beforeAll(
  () => preloadSignedInApp(() => import('../../src/pages/card/DigitalMembershipCardPage')),
  PRELOAD_TIMEOUT,
);

describe('digital membership card (/DigitalMembershipCard)', () => {
  it('shows the member, the qualification, the QR code and when it was fetched', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await signInAs('demo-member');
    renderApp('/DigitalMembershipCard');
    const card = await screen.findByRole('region', { name: 'デジタル会員証' });
    expect(within(card).getByText('内視鏡 花子')).toBeVisible();
    expect(within(card).getByText('ナイシキョウ ハナコ')).toBeVisible();
    // Her seeded extension was rejected: the qualification keeps its expiry.
    expect(cardLines(card)).toMatchObject({
      会員番号: '0012345',
      会員種別: '正会員',
      有効期限: '2027/03/31',
      資格: '消化器内視鏡技師（第08214号）',
      資格有効期限: '2027/03/31',
    });
    expect(within(card).getByRole('img', { name: '会員証の確認用QRコード' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2} 取得$/);
    expect(screen.queryByText(/オフライン表示/)).toBeNull();

    await user.click(screen.getByRole('button', { name: '印刷する' }));
    expect(print).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: '画像で保存' })).toBeEnabled();
  });

  it('shows the qualification one year later once an extension of it is approved', async () => {
    const rejected = demoStore.extensionApplications[0]!;
    demoStore.extensionApplications.push({ ...rejected, id: 2, status: 'applied', unread: false });
    decideApplication('extension', 2, 'approved', '更新延長を承認しました。');
    await signInAs('demo-member');
    renderApp('/DigitalMembershipCard');
    const card = await screen.findByRole('region', { name: 'デジタル会員証' });
    expect(cardLines(card)).toMatchObject({ 有効期限: '2027/03/31', 資格有効期限: '2028/03/31' });
  });

  it('asks again once its request is in when the service worker takes over meanwhile', async () => {
    // A first visit: the worker claims the page while the card is on its way, past the worker.
    const worker = new EventTarget();
    Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
    try {
      const calls = recordCalls('GetDigitalMembershipCard');
      answerSlowly('GetDigitalMembershipCard', 300);
      await signInAs('demo-member');
      renderApp('/DigitalMembershipCard');
      await waitFor(() => expect(calls).toHaveLength(1));
      worker.dispatchEvent(new Event('controllerchange'));
      await screen.findByRole('region', { name: 'デジタル会員証' });
      // Asked again through the worker, which keeps it (src/worker/keptCard.ts).
      await waitFor(() => expect(calls).toHaveLength(2));
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it('says so when the card is the copy the service worker kept', async () => {
    // What public/sw.js answers offline: the kept answer, marked with when it was fetched.
    server.use(
      http.get(CARD, () =>
        HttpResponse.json({
          result: {
            statusCode: 200,
            message: null,
            pagination: null,
            data: {
              memberNo: '0012345',
              name: '内視鏡 花子',
              nameKana: 'ナイシキョウ ハナコ',
              membershipClass: '正会員',
              validUntil: '2027-03-31',
              admissionDate: '2012-04-01',
              qualification: null,
              issuedOn: '2026-11-20',
              verificationPayload: 'JGETS1.e30.c2ln',
              offlineFetchedAt: '2026-11-20T00:15:00.000Z',
            },
          },
          success: true,
          error: null,
          unAuthorizedRequest: false,
          targetUrl: null,
          __abp: true,
        }),
      ),
    );
    await signInAs('demo-member');
    renderApp('/DigitalMembershipCard');
    const notice = await screen.findByRole('status');
    // 00:15 in London is 09:15 in Japan.
    expect(notice).toHaveTextContent(/^オフライン表示（2026\/11\/20 09:15 取得）$/);
    expect(screen.getByRole('region', { name: 'デジタル会員証' })).toHaveTextContent('2026/11/20');
  });

  it('is refused to a provisional member, whose admission fee is outstanding', async () => {
    await signInAs('demo-temp');
    renderApp('/DigitalMembershipCard');
    expect(await screen.findByText('閲覧権限がありません')).toBeVisible();
    expect(screen.getByText('入会費の支払いをお願いします')).toBeVisible();
  });
});
