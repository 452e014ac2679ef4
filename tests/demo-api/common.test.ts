import { demoStore, resetDemoStore } from '../../demo-api/store';
import { dataOf, get, ORIGIN, signIn } from './helpers';

interface PrefectureItem {
  id: number;
  name: string;
  nameKana: string;
}

const PREFECTURES = `${ORIGIN}/api/services/app/Common/GetPrefectures`;

describe('GetPrefectures', () => {
  it('pages the 47 prefectures in JIS order', async () => {
    const token = await signIn('demo-member');
    const { body } = await get<PrefectureItem[]>(
      `${PREFECTURES}?SkipCount=10&MaxResultCount=5`,
      token,
    );
    expect(body.result?.pagination).toEqual({ totalCount: 47, pageIndex: 3, pageSize: 5 });
    expect(dataOf(body).map((item) => item.id)).toEqual([11, 12, 13, 14, 15]);
    expect(dataOf(body)[2]).toMatchObject({ id: 13, name: '東京都', nameKana: 'トウキョウト' });
  });

  it('answers every item on one page with allItems=true', async () => {
    const token = await signIn('demo-member');
    const { body } = await get<PrefectureItem[]>(`${PREFECTURES}?allItems=true`, token);
    expect(dataOf(body)).toHaveLength(47);
    expect(body.result?.pagination).toEqual({ totalCount: 47, pageIndex: 1, pageSize: 47 });
    expect(dataOf(body)[46]?.name).toBe('沖縄県');
  });
});

describe('unknown calls', () => {
  it.each([
    ['GET', '/api/services/app/Nothing/GetNothing'],
    ['POST', '/api/services/app/Notice/GetListNotice'],
  ])('answer %s %s with a 404 ABP envelope', async (method, path) => {
    const response = await fetch(`${ORIGIN}${path}`, { method });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      result: null,
      targetUrl: null,
      success: false,
      unAuthorizedRequest: false,
      __abp: true,
      error: {
        code: 0,
        message: `APIが見つかりません: ${path}`,
        details: null,
        validationErrors: null,
      },
    });
  });
});

describe('resetDemoStore', () => {
  it('restores the seed after calls see a change', async () => {
    const token = await signIn('demo-member');
    const url = `${ORIGIN}/api/services/app/Notice/GetNotice?id=1`;
    const original = dataOf((await get<{ title: string }>(url, token)).body).title;

    const notice = demoStore.notices.find((item) => item.id === 1);
    if (notice) notice.title = '変更後のタイトル';
    demoStore.notices.splice(1, 1);
    expect(dataOf((await get<{ title: string }>(url, token)).body).title).toBe('変更後のタイトル');

    resetDemoStore();
    expect(dataOf((await get<{ title: string }>(url, token)).body).title).toBe(original);
    expect(demoStore.notices.some((item) => item.id === 2)).toBe(true);
  });

  it('never lets a change reach the seed', () => {
    const member = demoStore.members[0];
    if (member) member.name = '変更';
    resetDemoStore();
    expect(demoStore.members[0]?.name).toBe('内視鏡 花子');
  });
});
