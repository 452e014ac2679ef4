import { http, HttpResponse } from 'msw';
import { createApiClient } from '../../src/api/client';
import { ApiError } from '../../src/api/errors';
import type { RequestIdentity } from '../../src/api/headers';
import { server } from '../msw';

const ORIGIN = 'http://localhost:3000';
const NOTICE_LIST = '*/api/services/app/Notice/GetListNotice';

const IDENTITY: RequestIdentity = {
  authorization: 'Bearer token-abc',
  appKey: 'member-portal',
  authApi: 'local',
  memberId: 'M000123',
  name: '内視鏡 花子',
};

const envelope = (result: unknown) => ({
  result,
  targetUrl: null,
  success: true,
  error: null,
  unAuthorizedRequest: false,
  __abp: true,
});

const failure = (
  error: {
    code?: number;
    message: string;
    details?: string | null;
    validationErrors?: { message: string; members: string[] }[] | null;
  },
  unAuthorizedRequest = false,
) => ({
  result: null,
  targetUrl: null,
  success: false,
  error: { code: 0, details: null, validationErrors: null, ...error },
  unAuthorizedRequest,
  __abp: true,
});

function setup(identity: () => RequestIdentity = () => IDENTITY) {
  const onUnauthorized = vi.fn<() => void>();
  const onWarning = vi.fn<(message: string) => void>();
  const onActivity = vi.fn<(delta: 1 | -1) => void>();
  const client = createApiClient({
    baseUrl: ORIGIN,
    identity,
    onUnauthorized,
    onWarning,
    onActivity,
  });
  return { client, onUnauthorized, onWarning, onActivity };
}

/** The rejection of a call, which must be an ApiError. */
async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('createApiClient: anonymous calls', () => {
  it('sends sign-in without the stale member credentials', async () => {
    let seen: Request | undefined;
    server.use(
      http.post('*/api/TokenAuth/Authenticate', ({ request }) => {
        seen = request.clone();
        return HttpResponse.json(envelope({ accessToken: 't', expireInSeconds: 60, userId: 1 }));
      }),
    );
    const { client } = setup();
    await client.call('Authenticate', { userNameOrEmailAddress: 'a', password: 'b' });
    expect(seen?.headers.get('authorization')).toBeNull();
    expect(seen?.headers.get('x-member-id')).toBeNull();
    expect(seen?.headers.get('x-name')).toBeNull();
    expect(seen?.headers.get('x-app-key')).toBe('member-portal');
  });

  it('does not ask to sign in again when a sign-in call answers 401', async () => {
    server.use(
      http.post('*/api/TokenAuth/Authenticate', () =>
        HttpResponse.json(failure({ message: 'ログイン失敗!' }, true), { status: 401 }),
      ),
    );
    const { client, onUnauthorized } = setup();
    const error = await failureOf(client.callByName('Authenticate', {}, { quiet: true }));
    expect(error.status).toBe(401);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('createApiClient: requests', () => {
  it('sends a Get* call as GET with the parameters in the query string', async () => {
    let seen: Request | undefined;
    server.use(
      http.get(NOTICE_LIST, ({ request }) => {
        seen = request.clone();
        return HttpResponse.json(envelope({ statusCode: 200, data: [], message: null }));
      }),
    );
    const { client } = setup();
    await client.call('GetListNotice', { SkipCount: 0, MaxResultCount: 10 });
    expect(seen).toBeDefined();
    const request = seen as Request;
    const url = new URL(request.url);
    expect(request.method).toBe('GET');
    expect(url.origin).toBe(ORIGIN);
    expect(url.pathname).toBe('/api/services/app/Notice/GetListNotice');
    expect(url.search).toBe('?SkipCount=0&MaxResultCount=10');
    expect(await request.text()).toBe('');
    expect(request.headers.get('Content-Type')).toBeNull();
    expect(request.headers.get('Accept')).toBe('application/json');
  });

  it('sends the identity headers on every call', async () => {
    let headers: Headers | undefined;
    server.use(
      http.get(NOTICE_LIST, ({ request }) => {
        headers = request.headers;
        return HttpResponse.json(envelope({ statusCode: 200, data: [], message: null }));
      }),
    );
    const { client } = setup();
    await client.call('GetListNotice', {});
    expect(headers?.get('Authorization')).toBe('Bearer token-abc');
    expect(headers?.get('X-APP-KEY')).toBe('member-portal');
    expect(headers?.get('X-AUTH-API')).toBe('local');
    expect(headers?.get('X-MEMBER-ID')).toBe('M000123');
    expect(headers?.get('X-NAME')).toBe(encodeURIComponent('内視鏡 花子'));
  });

  it('reads the identity afresh for each call', async () => {
    const names: (string | null | undefined)[] = [];
    server.use(
      http.get(NOTICE_LIST, ({ request }) => {
        names.push(request.headers.get('Authorization'));
        return HttpResponse.json(envelope({ statusCode: 200, data: [], message: null }));
      }),
    );
    let authorization: string | null = null;
    const { client } = setup(() => ({ ...IDENTITY, authorization, memberId: null, name: null }));
    await client.call('GetListNotice');
    authorization = 'Bearer later';
    await client.call('GetListNotice');
    expect(names).toEqual([null, 'Bearer later']);
  });

  it('sends other calls as POST with a JSON body', async () => {
    let seen: Request | undefined;
    server.use(
      http.post('*/api/services/app/Application/ApplyWithdrawal', ({ request }) => {
        seen = request.clone();
        return HttpResponse.json(envelope({ statusCode: 200, data: true, message: null }));
      }),
    );
    const { client } = setup();
    const params = { reason: '転居のため', withdrawalDate: '2026-03-31', items: [1, 2] };
    await client.callByName('ApplyWithdrawal', params);
    const request = seen as Request;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).search).toBe('');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(await request.json()).toEqual(params);
    expect(request.headers.get('Authorization')).toBe('Bearer token-abc');
  });

  it('sends Update* calls as PUT with a JSON body', async () => {
    let seen: Request | undefined;
    server.use(
      http.put('*/api/services/app/Common/UpdateMember', ({ request }) => {
        seen = request.clone();
        return HttpResponse.json(
          envelope({ statusCode: 200, data: null, message: '更新しました' }),
        );
      }),
    );
    const { client } = setup();
    await client.callByName('UpdateMember', { id: 5, name: '内視鏡 花子' });
    const request = seen as Request;
    expect(request.method).toBe('PUT');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(await request.json()).toEqual({ id: 5, name: '内視鏡 花子' });
  });

  it('sends a download as GET with the parameters in the query string', async () => {
    let seen: Request | undefined;
    server.use(
      http.get('*/api/services/app/Receipt/DownloadReceiptEvent', ({ request }) => {
        seen = request;
        return HttpResponse.json(
          envelope({
            statusCode: 200,
            data: { base64: 'AA==', content_type: 'application/pdf', file_name: 'r.pdf' },
            message: null,
          }),
        );
      }),
    );
    const { client } = setup();
    await client.callByName('DownloadReceiptEvent', { participantId: 9 });
    expect(seen?.method).toBe('GET');
    expect(new URL(seen?.url ?? '').search).toBe('?participantId=9');
  });
});

describe('createApiClient: results', () => {
  it('unwraps a successful envelope', async () => {
    server.use(
      http.get(NOTICE_LIST, () =>
        HttpResponse.json(
          envelope({
            statusCode: 200,
            data: [{ id: 1, title: 'お知らせ' }],
            message: null,
            pagination: { totalCount: 1, pageIndex: 1, pageSize: 10 },
          }),
        ),
      ),
    );
    const { client, onWarning, onUnauthorized } = setup();
    await expect(
      client.call('GetListNotice', { SkipCount: 0, MaxResultCount: 10 }),
    ).resolves.toEqual({
      data: [{ id: 1, title: 'お知らせ' }],
      statusCode: 200,
      message: null,
      pagination: { totalCount: 1, pageIndex: 1, pageSize: 10 },
    });
    expect(onWarning).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('createApiClient: failures', () => {
  it('reports a 401 to onUnauthorized once and shows no warning', async () => {
    server.use(
      http.get(NOTICE_LIST, () =>
        HttpResponse.json(
          failure({ message: 'Current user did not login to the application!' }, true),
          { status: 401 },
        ),
      ),
    );
    const { client, onUnauthorized, onWarning } = setup();
    const error = await failureOf(client.call('GetListNotice'));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onWarning).not.toHaveBeenCalled();
    expect(error.isUnauthorized).toBe(true);
    expect(error.status).toBe(401);
    expect(error.kind).toBe('http');
    expect(error.message).toBe('Current user did not login to the application!');
  });

  it('reports a 401 without a body too', async () => {
    server.use(http.get(NOTICE_LIST, () => new HttpResponse(null, { status: 401 })));
    const { client, onUnauthorized, onWarning } = setup();
    const error = await failureOf(client.call('GetListNotice'));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onWarning).not.toHaveBeenCalled();
    expect(error.isUnauthorized).toBe(true);
    expect(error.message).toBe('ログインしなおしてください');
  });

  it('warns with the message and details of a 500 business error', async () => {
    server.use(
      http.get(NOTICE_LIST, () =>
        HttpResponse.json(
          failure({ message: 'ログイン失敗!', details: 'ユーザー名またはパスワードが違います' }),
          { status: 500 },
        ),
      ),
    );
    const { client, onWarning, onUnauthorized } = setup();
    const error = await failureOf(client.call('GetListNotice'));
    expect(onWarning).toHaveBeenCalledTimes(1);
    expect(onWarning).toHaveBeenCalledWith('ログイン失敗!\nユーザー名またはパスワードが違います');
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(error.kind).toBe('http');
    expect(error.status).toBe(500);
    expect(error.message).toBe('ログイン失敗!');
    expect(error.details).toBe('ユーザー名またはパスワードが違います');
  });

  it('warns with the message alone when there are no details', async () => {
    server.use(
      http.get(NOTICE_LIST, () =>
        HttpResponse.json(failure({ message: 'ログイン失敗!' }), { status: 500 }),
      ),
    );
    const { client, onWarning } = setup();
    await failureOf(client.call('GetListNotice'));
    expect(onWarning).toHaveBeenCalledWith('ログイン失敗!');
  });

  it('treats success: false in a 200 as a failure', async () => {
    server.use(
      http.get(NOTICE_LIST, () => HttpResponse.json(failure({ message: '処理できません' }))),
    );
    const { client, onWarning } = setup();
    const error = await failureOf(client.call('GetListNotice'));
    expect(error.kind).toBe('http');
    expect(error.message).toBe('処理できません');
    expect(onWarning).toHaveBeenCalledWith('処理できません');
  });

  it('treats a non-200 statusCode in a 200 envelope as a failure and warns', async () => {
    server.use(
      http.get(NOTICE_LIST, () =>
        HttpResponse.json(
          envelope({ statusCode: 400, data: null, message: '対象のお知らせが存在しません' }),
        ),
      ),
    );
    const { client, onWarning, onUnauthorized } = setup();
    const error = await failureOf(client.call('GetListNotice'));
    expect(error.kind).toBe('status');
    expect(error.status).toBe(400);
    expect(error.message).toBe('対象のお知らせが存在しません');
    expect(onWarning).toHaveBeenCalledTimes(1);
    expect(onWarning).toHaveBeenCalledWith('対象のお知らせが存在しません');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('warns in Japanese with the error text of a network failure', async () => {
    server.use(http.get(NOTICE_LIST, () => HttpResponse.error()));
    const { client, onWarning, onUnauthorized } = setup();
    const error = await failureOf(client.call('GetListNotice'));
    expect(error.kind).toBe('network');
    expect(error.status).toBe(0);
    const message =
      'サーバーに接続できませんでした。通信環境を確認して、もう一度お試しください。（Failed to fetch）';
    expect(error.message).toBe(message);
    expect(onWarning).toHaveBeenCalledTimes(1);
    expect(onWarning).toHaveBeenCalledWith(message);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('maps validation errors to fields without a warning', async () => {
    server.use(
      http.get(NOTICE_LIST, () =>
        HttpResponse.json(
          failure({
            message: 'Your request is not valid!',
            details: 'The following errors were detected during validation.',
            validationErrors: [{ message: '必須です', members: ['UserName'] }],
          }),
          { status: 400 },
        ),
      ),
    );
    const { client, onWarning, onUnauthorized } = setup();
    const error = await failureOf(client.call('GetListNotice'));
    expect(onWarning).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(error.status).toBe(400);
    expect(error.fieldErrors()).toEqual({ userName: '必須です' });
  });

  it('warns with a fallback for an error status without a body', async () => {
    server.use(http.get(NOTICE_LIST, () => new HttpResponse(null, { status: 503 })));
    const { client, onWarning } = setup();
    const error = await failureOf(client.call('GetListNotice'));
    expect(error.status).toBe(503);
    expect(error.message).not.toBe('');
    expect(onWarning).toHaveBeenCalledWith(error.message);
  });

  it('treats a lookup without data as a failure and warns', async () => {
    server.use(
      http.get(NOTICE_LIST, () =>
        HttpResponse.json(envelope({ statusCode: 200, data: [], message: null })),
      ),
    );
    const { client, onWarning } = setup();
    const error = await failureOf(client.call('GetListNotice', {}, { lookup: true }));
    expect(error.kind).toBe('empty');
    expect(error.status).toBe(200);
    expect(onWarning).toHaveBeenCalledTimes(1);
    expect(onWarning).toHaveBeenCalledWith(error.message);
    expect(error.message).not.toBe('');
  });

  it('warns a lookup without data with the server message', async () => {
    server.use(
      http.get(NOTICE_LIST, () =>
        HttpResponse.json(envelope({ statusCode: 200, data: null, message: 'データがありません' })),
      ),
    );
    const { client, onWarning } = setup();
    await failureOf(client.call('GetListNotice', {}, { lookup: true }));
    expect(onWarning).toHaveBeenCalledWith('データがありません');
  });

  it('accepts an empty list when it is not a lookup', async () => {
    server.use(
      http.get(NOTICE_LIST, () =>
        HttpResponse.json(envelope({ statusCode: 200, data: [], message: null })),
      ),
    );
    const { client, onWarning } = setup();
    await expect(client.call('GetListNotice')).resolves.toMatchObject({ data: [] });
    expect(onWarning).not.toHaveBeenCalled();
  });

  it('suppresses warnings when quiet', async () => {
    const { client, onWarning } = setup();

    server.use(
      http.get(NOTICE_LIST, () =>
        HttpResponse.json(failure({ message: 'ログイン失敗!' }), { status: 500 }),
      ),
    );
    expect((await failureOf(client.call('GetListNotice', {}, { quiet: true }))).status).toBe(500);

    server.use(
      http.get(NOTICE_LIST, () =>
        HttpResponse.json(envelope({ statusCode: 400, data: null, message: 'x' })),
      ),
    );
    expect((await failureOf(client.call('GetListNotice', {}, { quiet: true }))).kind).toBe(
      'status',
    );

    server.use(http.get(NOTICE_LIST, () => HttpResponse.error()));
    expect((await failureOf(client.call('GetListNotice', {}, { quiet: true }))).kind).toBe(
      'network',
    );

    server.use(
      http.get(NOTICE_LIST, () =>
        HttpResponse.json(envelope({ statusCode: 200, data: [], message: null })),
      ),
    );
    expect(
      (await failureOf(client.call('GetListNotice', {}, { quiet: true, lookup: true }))).kind,
    ).toBe('empty');

    expect(onWarning).not.toHaveBeenCalled();
  });
});

describe('createApiClient: activity', () => {
  it('counts a successful call in and out', async () => {
    server.use(
      http.get(NOTICE_LIST, () =>
        HttpResponse.json(envelope({ statusCode: 200, data: [], message: null })),
      ),
    );
    const { client, onActivity } = setup();
    const pending = client.call('GetListNotice');
    expect(onActivity.mock.calls).toEqual([[1]]);
    await pending;
    expect(onActivity.mock.calls).toEqual([[1], [-1]]);
  });

  it('counts a failed call out too', async () => {
    server.use(
      http.get(NOTICE_LIST, () =>
        HttpResponse.json(failure({ message: 'ログイン失敗!' }), { status: 500 }),
      ),
    );
    const { client, onActivity } = setup();
    await failureOf(client.call('GetListNotice'));
    expect(onActivity.mock.calls).toEqual([[1], [-1]]);
  });

  it('counts a network failure out too', async () => {
    server.use(http.get(NOTICE_LIST, () => HttpResponse.error()));
    const { client, onActivity } = setup();
    await failureOf(client.call('GetListNotice'));
    expect(onActivity.mock.calls).toEqual([[1], [-1]]);
  });
});

describe('createApiClient: aborting', () => {
  it('passes an abort through without a warning', async () => {
    server.use(
      http.get(NOTICE_LIST, async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return HttpResponse.json(envelope({ statusCode: 200, data: [], message: null }));
      }),
    );
    const { client, onWarning, onActivity } = setup();
    const controller = new AbortController();
    const pending = client.call('GetListNotice', {}, { signal: controller.signal });
    controller.abort();
    const reason = await pending.then(
      () => null,
      (error: unknown) => error,
    );
    expect(reason).not.toBeInstanceOf(ApiError);
    expect((reason as Error).name).toBe('AbortError');
    expect(onWarning).not.toHaveBeenCalled();
    expect(onActivity.mock.calls).toEqual([[1], [-1]]);
  });
});
