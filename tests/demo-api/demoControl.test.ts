/**
 * The demo API's own reset (demo-api/calls/demoControl.ts): of the whole store, or of one
 * account's member records only (demo-api/store.ts `resetMemberRecords`), which e2e tests use to
 * restore their own member while tests of other members run against the same server.
 */
import { contract, pathOf, verbOf, type CallName } from '../../src/api/contract';
import {
  DEMO_CONTROL_HEADERS,
  DEMO_CONTROL_REFUSED,
  DEMO_FAULTS_PATH,
  DEMO_RESET_PATH,
  demoResetInit,
} from '../../demo-api/calls/demoControl';
import { FAULT_ERROR_MESSAGE, faultFor, setServerFaults } from '../../demo-api/faults';
import { LOCKED_OUT_DETAILS, MAX_FAILURES } from '../../demo-api/lockout';
import { demoStore, resetMemberRecords } from '../../demo-api/store';
import { authenticate, dataOf, ORIGIN, send, signIn } from './helpers';

const TODAY = new Date('2026-11-22T10:00:00+09:00');
const RESET_URL = `${ORIGIN}${DEMO_RESET_PATH}`;
const NEW_PASSWORD = 'Kensa-Room-2026';

/** A contract call by name (its verb and path), answering the envelope's data or failing. */
async function call<T>(token: string, name: CallName, input?: object) {
  const verb = verbOf(name, contract[name]);
  const query =
    verb === 'GET' && input ? `?${new URLSearchParams(input as Record<string, string>)}` : '';
  const { status, body } = await send<T>(
    verb,
    `${ORIGIN}${pathOf(name)}${query}`,
    token,
    verb === 'GET' ? undefined : (input ?? {}),
  );
  expect(status, `${name}: ${JSON.stringify(body.error)}`).toBe(200);
  return dataOf(body);
}

/** POSTs the reset: as `demoResetInit` builds it, or with a body of the test's own. */
const reset = (init: RequestInit) => fetch(RESET_URL, init);

const OSAKA = 123;
const osakaEntry = {
  eventId: OSAKA,
  parentSectionId: 12351,
  childrenIds: [12352, 12354, 12356],
  luncheonSeminarIds: [],
  agreeTerms: true,
};

const POLO = 131;
const poloOrder = (productModel: string, quantity: number, idempotencyKey: string) => ({
  productId: POLO,
  productModel,
  quantity,
  idempotencyKey,
  memberInfo: {
    name: '内視鏡 花子',
    postalCode: '113-0033',
    address1: '東京都文京区本郷3-14-8',
    address2: '',
  },
});

interface Row {
  id: number;
  status: string | number;
}

/** What a member sees of their participations, payment requests and orders. */
async function recordsOf(token: string) {
  const rows = async (name: CallName) =>
    (await call<Row[]>(token, name, { MaxResultCount: '1000' }))
      .map(({ id, status }) => ({ id, status }))
      .sort((a, b) => a.id - b.id);
  return {
    participations: await rows('GetListEventParticipant'),
    paymentRequests: await rows('GetListPaymentRequest'),
    orders: await rows('GetOrderHistories'),
  };
}

async function poloStock(token: string): Promise<Record<string, number>> {
  const detail = await call<{ models: { code: string; stock: number }[] }>(
    token,
    'GetDetailProduct',
    { id: String(POLO) },
  );
  return Object.fromEntries(detail.models.map((model) => [model.code, model.stock]));
}

const osakaSeatsLeft = async (token: string) =>
  (await call<{ seatsLeft: number }>(token, 'GetDetailEventSection', { id: String(OSAKA) }))
    .seatsLeft;

describe('POST /api/__demo/reset with a login', () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: TODAY });
  });
  afterAll(() => vi.useRealTimers());

  it("restores that member's participations, requests, orders and stock, keeping another member's", async () => {
    const hanako = await signIn('demo-member');
    const misaki = await signIn('demo-fee');
    const seededHanako = await recordsOf(hanako);
    const seededMisaki = await recordsOf(misaki);
    const seededStock = await poloStock(hanako);
    const seededSeats = await osakaSeatsLeft(hanako);

    // demo-member uses up its one-shots: an application, an order, a cancelled seeded order.
    const entry = await call<{ id: number; paymentRequestId: number }>(
      hanako,
      'InsertParticipant',
      osakaEntry,
    );
    const order = await call<{ id: number }>(
      hanako,
      'InsertProductOrder',
      poloOrder('WH-L', 1, 'reset-test-hanako'),
    );
    const cancelled = await call<{ status: string }>(hanako, 'CancelProductOrder', { id: 7002 });
    expect(cancelled.status).toBe('refunded');
    // demo-fee, meanwhile, applies for the same event and buys the same shirt.
    const misakiEntry = await call<{ id: number; paymentRequestId: number }>(
      misaki,
      'InsertParticipant',
      osakaEntry,
    );
    const misakiOrder = await call<{ id: number; paymentRequestId: number }>(
      misaki,
      'InsertProductOrder',
      poloOrder('WH-L', 2, 'reset-test-misaki'),
    );
    expect(await poloStock(hanako)).toEqual({
      ...seededStock,
      'WH-L': seededStock['WH-L']! - 3,
      'NV-M': seededStock['NV-M']! + 2,
    });
    expect(await osakaSeatsLeft(hanako)).toBe(seededSeats - 2);

    const answer = await reset(demoResetInit('demo-member'));
    expect(answer.status).toBe(204);

    const hanakoAfter = await recordsOf(hanako);
    expect(hanakoAfter).toEqual(seededHanako);
    expect(hanakoAfter.participations.map((row) => row.id)).not.toContain(entry.id);
    expect(hanakoAfter.paymentRequests.map((row) => row.id)).not.toContain(entry.paymentRequestId);
    expect(hanakoAfter.orders.map((row) => row.id)).not.toContain(order.id);
    const polo = await call<{ status: string }>(hanako, 'GetProductOrderDetail', { id: '7002' });
    expect(polo.status).toBe('paid');

    // Only demo-fee's units and seat stay taken.
    expect(await poloStock(hanako)).toEqual({
      ...seededStock,
      'WH-L': seededStock['WH-L']! - 2,
    });
    expect(await osakaSeatsLeft(hanako)).toBe(seededSeats - 1);

    const misakiAfter = await recordsOf(misaki);
    expect(misakiAfter).not.toEqual(seededMisaki);
    expect(misakiAfter.participations).toContainEqual({ id: misakiEntry.id, status: 1 });
    expect(misakiAfter.orders).toContainEqual({ id: misakiOrder.id, status: 'unpaid' });
    expect(misakiAfter.paymentRequests.map((row) => row.id)).toEqual(
      expect.arrayContaining([misakiEntry.paymentRequestId, misakiOrder.paymentRequestId]),
    );

    // The one-shots can be used again.
    await call(hanako, 'InsertParticipant', osakaEntry);
    await call(hanako, 'InsertProductOrder', poloOrder('WH-L', 1, 'reset-test-hanako'));
    expect(await osakaSeatsLeft(hanako)).toBe(seededSeats - 2);
  });

  it("restores that account's password, and only that account's", async () => {
    const change = async (login: string) => {
      const token = await signIn(login);
      await call(token, 'UpdateMemberPassword', {
        currentPassword: 'demo-pass-2026',
        newPassword: NEW_PASSWORD,
      });
      return token;
    };
    const signInStatus = async (login: string, password: string) =>
      (
        await send('POST', `${ORIGIN}${pathOf('Authenticate')}`, undefined, {
          userNameOrEmailAddress: login,
          password,
        })
      ).status;
    const seededPeriod = await call(await signIn('demo-password'), 'CheckPasswordValidPeriod');
    await change('demo-password');
    await change('demo-member');
    expect(await signInStatus('demo-password', 'demo-pass-2026')).toBe(500);

    // Logins are matched as sign-in matches them: case aside.
    expect((await reset(demoResetInit('Demo-Password'))).status).toBe(204);

    expect(await signInStatus('demo-password', 'demo-pass-2026')).toBe(200);
    expect(await signInStatus('demo-password', NEW_PASSWORD)).toBe(500);
    const token = await signIn('demo-password');
    expect(await call(token, 'CheckPasswordValidPeriod')).toEqual(seededPeriod);
    expect(await signInStatus('demo-member', 'demo-pass-2026')).toBe(500);
    expect(await signInStatus('demo-member', NEW_PASSWORD)).toBe(200);
  });

  it('answers 400 naming login for an unknown login or a body that is not one', async () => {
    const token = await signIn('demo-member');
    await call(token, 'InsertParticipant', osakaEntry);
    const before = structuredClone(demoStore.participants);
    for (const body of [
      JSON.stringify({ login: 'nobody' }),
      JSON.stringify({ login: 42 }),
      JSON.stringify(['demo-member']),
    ]) {
      const answer = await reset({
        method: 'POST',
        headers: { ...DEMO_CONTROL_HEADERS, 'Content-Type': 'application/json' },
        body,
      });
      expect(answer.status, body).toBe(400);
      expect(await answer.json()).toMatchObject({
        success: false,
        __abp: true,
        error: { validationErrors: [{ members: ['login'] }] },
      });
    }
    const malformed = await reset({
      method: 'POST',
      headers: DEMO_CONTROL_HEADERS,
      body: '{"login":',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({
      success: false,
      error: { details: expect.any(String) },
    });
    // Nothing was reset.
    expect(demoStore.participants).toEqual(before);
  });

  it('ends the account’s lockout, and only that account’s', async () => {
    for (const login of ['demo-member', 'demo-fee'])
      for (let attempt = 1; attempt <= MAX_FAILURES; attempt += 1) await authenticate(login, 'x');
    expect((await authenticate('demo-member', 'demo-pass-2026')).status).toBe(500);

    expect((await reset(demoResetInit('demo-member'))).status).toBe(204);

    expect((await authenticate('demo-member', 'demo-pass-2026')).status).toBe(200);
    const stillLocked = await authenticate('demo-fee', 'demo-pass-2026');
    expect(await stillLocked.json()).toMatchObject({ error: { details: LOCKED_OUT_DETAILS } });
    expect((await reset(demoResetInit())).status).toBe(204);
    expect((await authenticate('demo-fee', 'demo-pass-2026')).status).toBe(200);
  });

  it('leaves the server-wide faults on; only the full reset clears them', async () => {
    try {
      setServerFaults([{ kind: 'error' }]);
      expect((await reset(demoResetInit('demo-member'))).status).toBe(204);
      expect(await faultFor('/api/services/app/Event/InsertParticipant', undefined)).not.toBeNull();
      expect((await reset(demoResetInit())).status).toBe(204);
      expect(await faultFor('/api/services/app/Event/InsertParticipant', undefined)).toBeNull();
    } finally {
      setServerFaults([]);
    }
  });
});

describe('POST /api/__demo/reset without a login', () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: TODAY });
  });
  afterAll(() => vi.useRealTimers());

  it.each([
    ['no body', demoResetInit()],
    ['an empty object', { method: 'POST', headers: DEMO_CONTROL_HEADERS, body: '{}' }],
  ])('restores every member with %s', async (_, init) => {
    const hanako = await signIn('demo-member');
    const misaki = await signIn('demo-fee');
    const seeded = [await recordsOf(hanako), await recordsOf(misaki)];
    const seededStock = await poloStock(hanako);
    await call(hanako, 'InsertProductOrder', poloOrder('WH-L', 1, 'full-reset-hanako'));
    await call(misaki, 'InsertParticipant', osakaEntry);

    expect((await reset(init)).status).toBe(204);

    expect([await recordsOf(hanako), await recordsOf(misaki)]).toEqual(seeded);
    expect(await poloStock(hanako)).toEqual(seededStock);
  });
});

describe('the demo controls refuse a request without X-Demo-Control: 1', () => {
  afterEach(() => setServerFaults([]));

  const refused = {
    result: null,
    targetUrl: null,
    success: false,
    unAuthorizedRequest: false,
    __abp: true,
    error: { code: 0, message: DEMO_CONTROL_REFUSED, details: null, validationErrors: null },
  };

  // What another site's page can send without a preflight, and near misses of the header.
  it.each([
    ['no header', {}],
    ['the header set to 0', { 'X-Demo-Control': '0' }],
    ['the header set to true', { 'X-Demo-Control': 'true' }],
  ])('answers 403 to a reset or a fault switch with %s, doing nothing', async (_, headers) => {
    const token = await signIn('demo-member');
    await call(token, 'InsertParticipant', osakaEntry);
    const participants = structuredClone(demoStore.participants);
    setServerFaults([{ kind: 'error', call: 'GetListNotice' }]);
    const attempts = [
      fetch(RESET_URL, { method: 'POST', headers }),
      fetch(RESET_URL, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'text/plain' },
        body: JSON.stringify({ login: 'demo-member' }),
      }),
      fetch(`${ORIGIN}${DEMO_FAULTS_PATH}`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'text/plain' },
        body: JSON.stringify({ faults: [{ kind: 'unauthorized' }] }),
      }),
      fetch(`${ORIGIN}${DEMO_FAULTS_PATH}`, { method: 'DELETE', headers }),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.status).toBe(403);
      expect(await answer.json()).toEqual(refused);
    }
    expect(demoStore.participants).toEqual(participants);
    // The fault switched on before is still the only one: neither replaced nor switched off.
    expect(await faultFor('/api/services/app/Notice/GetListNotice', undefined)).toEqual({
      status: 500,
      message: FAULT_ERROR_MESSAGE,
    });
  });

  it('sends the header in every reset it builds, and answers that', async () => {
    for (const init of [demoResetInit(), demoResetInit('demo-member')]) {
      expect(new Headers(init.headers).get('X-Demo-Control')).toBe('1');
      expect((await fetch(RESET_URL, init)).status).toBe(204);
    }
  });
});

describe('resetMemberRecords', () => {
  it('changes nothing in a store as seeded', () => {
    const seeded = structuredClone(demoStore);
    resetMemberRecords(1, 'demo-member');
    expect(demoStore).toEqual(seeded);
  });

  it('keeps order: seed records first, then what others created, and keeps theirs as they are', () => {
    const misakiLink = { memberId: 7, affiliationId: 9999, joinedDate: '2026-11-22' };
    const hanakoLink = { memberId: 1, affiliationId: 9999, joinedDate: '2026-11-22' };
    demoStore.memberAffiliations.unshift(hanakoLink, misakiLink);
    const hanako = demoStore.members.find((member) => member.id === 1)!;
    const misaki = demoStore.members.find((member) => member.id === 7)!;
    hanako.email = 'changed@example.jp';
    misaki.email = 'misaki.changed@example.jp';
    const membersBefore = [...demoStore.members];

    resetMemberRecords(1, 'demo-member');

    expect(demoStore.memberAffiliations).toContain(misakiLink);
    expect(demoStore.memberAffiliations).not.toContain(hanakoLink);
    expect(demoStore.memberAffiliations.at(-1)).toBe(misakiLink);
    const misakiNow = demoStore.members.find((member) => member.id === 7);
    expect(misakiNow).toBe(misaki);
    expect(misakiNow?.email).toBe('misaki.changed@example.jp');
    const hanakoNow = demoStore.members.find((member) => member.id === 1);
    expect(hanakoNow).not.toBe(hanako);
    expect(hanakoNow?.email).not.toBe('changed@example.jp');
    expect(demoStore.members.map((member) => member.id)).toEqual(
      membersBefore.map((member) => member.id),
    );
  });

  it("removes the attachments of the member's new applications, not another member's", () => {
    const application = (id: number, memberId: number) => ({
      id,
      memberId,
      withdrawalDate: '2026-12-31',
      reason: '',
      status: 'applied' as const,
      appliedAt: '2026-11-22T10:00:00+09:00',
      decidedAt: null,
      decisionComment: null,
      unread: false,
    });
    const file = (id: number, applicationId: number) => ({
      id,
      kind: 'withdrawal' as const,
      applicationId,
      fileName: `${id}.pdf`,
      contentType: 'application/pdf',
      base64: 'JVBERi0=',
    });
    demoStore.withdrawalApplications.push(application(901, 1), application(902, 7));
    demoStore.applicationAttachments.push(file(1, 901), file(2, 902));

    resetMemberRecords(1, 'demo-member');

    expect(demoStore.withdrawalApplications.map((item) => item.id)).toEqual([902]);
    expect(demoStore.applicationAttachments.map((item) => item.id)).toEqual([2]);
  });
});
