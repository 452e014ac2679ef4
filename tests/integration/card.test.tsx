import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { WorkerMessage } from '../../src/worker/messages';
import { decideApplication } from '../../demo-api/applications';
import { demoStore } from '../../demo-api/store';
import { stubMatchMedia } from '../matchMedia';
import { server } from '../msw';
import { PRELOAD_TIMEOUT, preloadSignedInApp } from '../preload';
import { renderApp, signInAs } from '../renderApp';
import { recordCalls } from '../requests';
import { answerSlowly } from '../resilience';

const CARD = '*/api/services/app/Application/GetDigitalMembershipCard';
const KEEP_SWITCH = 'この端末に会員証を保存する';

/** What a device's screen answers to a media query: the features the portal asks about. */
interface Device {
  pointer: 'fine' | 'coarse';
  width: number;
  height: number;
  installed?: boolean;
}
const PHONE: Device = { pointer: 'coarse', width: 360, height: 740 };
const PHONE_TURNED: Device = { pointer: 'coarse', width: 740, height: 360 };
const TABLET: Device = { pointer: 'coarse', width: 800, height: 1280 };
const DESKTOP: Device = { pointer: 'fine', width: 1280, height: 800 };
const INSTALLED_DESKTOP: Device = { ...DESKTOP, installed: true };

function matchesDevice(query: string, device: Device): boolean {
  return query.split(',').some((alternative) =>
    alternative.split(' and ').every((feature) => {
      const [name = '', value = ''] = feature
        .trim()
        .replace(/^\(|\)$/g, '')
        .split(':')
        .map((part) => part.trim());
      if (name === 'pointer') return value === device.pointer;
      if (name === 'display-mode') return value === (device.installed ? 'standalone' : 'browser');
      if (name === 'max-width') return device.width <= parseFloat(value);
      if (name === 'min-width') return device.width >= parseFloat(value);
      if (name === 'max-height') return device.height <= parseFloat(value);
      return false;
    }),
  );
}

/** The browser's matchMedia answering as `device` would (jsdom has none). */
function useDevice(device: Device): void {
  stubMatchMedia((query) => matchesDevice(query, device));
}

/**
 * A live service worker as a build has one (src/worker/serviceWorker.ts posts in builds only): returns
 * the messages posted to it, in order.
 */
function liveWorker(): WorkerMessage[] {
  const posted: WorkerMessage[] = [];
  const registration = Object.assign(new EventTarget(), {
    active: { postMessage: (message: WorkerMessage) => posted.push(message) },
    waiting: null,
  });
  const container = Object.assign(new EventTarget(), {
    ready: Promise.resolve(registration),
    controller: null,
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  vi.stubEnv('PROD', true);
  return posted;
}

afterEach(() => {
  vi.unstubAllEnvs();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

/** When the stored session's token expires (ms since the epoch), as the session keeps it. */
const storedExpiry = () => Number(localStorage.getItem('auth._token_expiration.local'));

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

  it.each([
    ['on', 'a phone', PHONE],
    ['on', 'a phone held sideways', PHONE_TURNED],
    ['on', 'the installed portal', INSTALLED_DESKTOP],
    ['off', 'a desktop browser', DESKTOP],
    ['off', 'a tablet, often shared', TABLET],
  ] as const)(
    'offers to keep the card on the device: %s by default on %s',
    async (state, _, device) => {
      useDevice(device);
      await signInAs('demo-member');
      renderApp('/DigitalMembershipCard');
      const keep = await screen.findByRole('switch', { name: KEEP_SWITCH });
      expect(keep).toHaveAccessibleDescription(
        'オンにすると、ログアウトするまでこの端末に保存され、ログインの期限が切れた後も電波の届かない場所で表示できます。病院や職場などの共用の端末ではオフにしてください。',
      );
      if (state === 'on') expect(keep).toBeChecked();
      else expect(keep).not.toBeChecked();
    },
  );

  it('tells the worker how long to keep the card at sign-in and whenever the switch changes; the choice stays on the device', async () => {
    const user = userEvent.setup();
    useDevice(PHONE);
    const posted = liveWorker();
    await signInAs('demo-member');
    // Signed in: a card of another member goes, and this one stays, on a phone, beyond the session.
    await waitFor(() =>
      expect(posted).toEqual([
        { type: 'signed-in', memberId: '1' },
        { type: 'card-keeping', keep: true, sessionExpiresAt: storedExpiry() },
      ]),
    );
    expect(storedExpiry()).toBeGreaterThan(Date.now());

    const view = renderApp('/DigitalMembershipCard');
    await user.click(await screen.findByRole('switch', { name: KEEP_SWITCH }));
    expect(screen.getByRole('switch', { name: KEEP_SWITCH })).not.toBeChecked();
    await waitFor(() =>
      expect(posted.at(-1)).toEqual({
        type: 'card-keeping',
        keep: false,
        sessionExpiresAt: storedExpiry(),
      }),
    );
    expect(posted).toHaveLength(3);

    // Opened again on the same phone, the member's choice wins over the phone's default.
    view.unmount();
    renderApp('/DigitalMembershipCard');
    expect(await screen.findByRole('switch', { name: KEEP_SWITCH })).not.toBeChecked();
  });

  it('is refused to a provisional member, whose admission fee is outstanding', async () => {
    await signInAs('demo-temp');
    renderApp('/DigitalMembershipCard');
    expect(await screen.findByText('閲覧権限がありません')).toBeVisible();
    expect(screen.getByText('入会費の支払いをお願いします')).toBeVisible();
  });
});
