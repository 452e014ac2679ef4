import { http, HttpResponse } from 'msw';
import { HttpError } from 'ra-core';
import notices from '../../resources/notices';
import { createApiClient } from '../../src/api/client';
import { defineResource } from '../../src/generator/defineResource';
import { createDataProvider, toListRequest } from '../../src/providers/dataProvider';
import { session } from '../../src/providers/session';
import { server } from '../msw';
import { signInAs } from '../renderApp';

// The same resource file pointed at another backend: staff's plain REST server.
const staffNotices = defineResource({
  ...notices,
  name: 'staffNotices',
  api: undefined,
  rest: { baseUrl: 'http://staff.test/api' },
});
const prefectures = defineResource({
  name: 'prefectures',
  label: '都道府県',
  routes: { list: '/masters/Prefectures', edit: '/masters/Prefectures/:id/edit' },
  api: { list: 'GetPrefectures', update: 'UpdateMember' },
  permission: null,
  fields: [{ source: 'name', label: '名称', type: 'text', views: ['list', 'edit'] }],
});

const warnings: string[] = [];
const client = createApiClient({
  baseUrl: 'http://localhost:3000',
  identity: session.identity,
  onUnauthorized: () => warnings.push('401'),
  onWarning: (message) => warnings.push(message),
});
const provider = createDataProvider(client, [notices, staffNotices, prefectures], () => ({
  Authorization: session.authorization() ?? '',
}));

describe('data provider', () => {
  beforeEach(async () => {
    warnings.length = 0;
    await signInAs('demo-member');
  });

  it('turns react-admin list parameters into ABP ones', () => {
    expect(
      toListRequest({
        pagination: { page: 3, perPage: 20 },
        sort: { field: 'publishedAt', order: 'ASC' },
        filter: { keyword: 'A&B#C+D=E 内視鏡' },
      }),
    ).toEqual({
      SkipCount: 40,
      MaxResultCount: 20,
      Sorting: 'publishedAt ASC',
      keyword: 'A&B#C+D=E 内視鏡',
    });
  });

  it('sends ABP list parameters with the keyword intact', async () => {
    let url: URL | undefined;
    server.events.on('request:start', ({ request }) => void (url = new URL(request.url)));
    const result = await provider.getList('notices', {
      pagination: { page: 2, perPage: 5 },
      sort: { field: 'publishedAt', order: 'DESC' },
      filter: { keyword: 'A&B#C+D=E 内視鏡' },
    });
    expect(url?.pathname).toBe('/api/services/app/Notice/GetListNotice');
    expect(url?.search).toBe(
      '?SkipCount=5&MaxResultCount=5&Sorting=publishedAt+DESC&keyword=A%26B%23C%2BD%3DE+%E5%86%85%E8%A6%96%E9%8F%A1',
    );
    expect(result.total).toBe(0);
  });

  it('pages the member API', async () => {
    const result = await provider.getList('notices', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'publishedAt', order: 'DESC' },
      filter: {},
    });
    expect(result.total).toBe(67);
    expect(result.data).toHaveLength(10);
    const one = await provider.getOne('notices', { id: 900 });
    expect(one.data.title).toBe('HTML表示確認用のお知らせ');
  });

  it('serves a resource naming a REST base through ra-data-simple-rest', async () => {
    let seen: Request | undefined;
    server.use(
      http.get('http://staff.test/api/staffNotices', ({ request }) => {
        seen = request;
        return HttpResponse.json([{ id: 7, title: '事務局からのお知らせ' }], {
          headers: { 'Content-Range': 'staffNotices 5-5/6' },
        });
      }),
    );
    const result = await provider.getList('staffNotices', {
      pagination: { page: 2, perPage: 5 },
      sort: { field: 'publishedAt', order: 'DESC' },
      filter: { keyword: '会費' },
    });
    const url = new URL(seen!.url);
    expect(url.searchParams.get('range')).toBe('[5,9]');
    expect(url.searchParams.get('sort')).toBe('["publishedAt","DESC"]');
    expect(url.searchParams.get('filter')).toBe('{"keyword":"会費"}');
    expect(seen!.headers.get('authorization')).toMatch(/^Bearer /);
    expect(result).toEqual({ data: [{ id: 7, title: '事務局からのお知らせ' }], total: 6 });
  });

  it('sends updates as PUT with the id, per ABP convention', async () => {
    let sent: { method: string; body: unknown } | undefined;
    server.use(
      http.put('*/api/services/app/Common/UpdateMember', async ({ request }) => {
        sent = { method: request.method, body: await request.json() };
        return HttpResponse.json({
          result: { statusCode: 200, data: { id: 13, name: '東京都' }, message: null },
          success: true,
          error: null,
          unAuthorizedRequest: false,
          __abp: true,
        });
      }),
    );
    const result = await provider.update('prefectures', {
      id: 13,
      data: { name: '東京都' },
      previousData: { id: 13, name: '東京' },
    });
    expect(sent).toEqual({ method: 'PUT', body: { name: '東京都', id: 13 } });
    expect(result.data).toEqual({ id: 13, name: '東京都' });
  });

  it('maps ABP validation errors to react-admin field errors, without a toast', async () => {
    server.use(
      http.put('*/api/services/app/Common/UpdateMember', () =>
        HttpResponse.json(
          {
            result: null,
            success: false,
            error: {
              code: 0,
              message: 'Your request is not valid!',
              validationErrors: [{ message: '名称を入力してください', members: ['Name'] }],
            },
            unAuthorizedRequest: false,
            __abp: true,
          },
          { status: 400 },
        ),
      ),
    );
    const error = await provider
      .update('prefectures', { id: 13, data: { name: '' }, previousData: { id: 13 } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    expect((error as HttpError).body).toEqual({ errors: { name: '名称を入力してください' } });
    expect(warnings).toEqual([]);
  });

  it('offers bespoke pages every contract call through `call`', async () => {
    const roles = await provider.call('GetMemberRoles');
    expect(roles.data).toEqual(['member']);
  });

  it('refuses a method the resource file does not name', async () => {
    await expect(provider.delete('notices', { id: 1, previousData: { id: 1 } })).rejects.toThrow(
      'notices には delete の呼び出しがありません',
    );
  });
});
