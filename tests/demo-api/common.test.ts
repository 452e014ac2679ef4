import { MAX_SORT_KEYS } from '../../demo-api/abp';
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

describe('long lists', () => {
  it('answer allItems=true with 400: the member list and the histories come page by page', async () => {
    const staff = await signIn('demo-admin');
    for (const url of [
      `${ORIGIN}/api/services/app/Common/GetListMember?allItems=true`,
      `${ORIGIN}/api/services/app/ParticipationHistory/GetListParticipationHistory?allMembers=true&allItems=true`,
    ]) {
      const { status, body } = await get(url, staff);
      expect([url, status]).toEqual([url, 400]);
      expect(body.error?.validationErrors?.[0]).toEqual({
        message: 'この一覧はページごとに取得してください（allItemsは選択肢の一覧のみ）',
        members: ['allItems'],
      });
    }
  });

  it(`sort by at most ${MAX_SORT_KEYS} keys`, async () => {
    const token = await signIn('demo-member');
    const sorting = (count: number) =>
      `${PREFECTURES}?Sorting=${encodeURIComponent(Array(count).fill('name ASC').join(', '))}`;
    expect((await get(sorting(MAX_SORT_KEYS), token)).status).toBe(200);
    const { status, body } = await get(sorting(900), token);
    expect(status).toBe(400);
    expect(body.error?.validationErrors?.[0]?.message).toBe(
      `並べ替えの指定は${MAX_SORT_KEYS}項目までです`,
    );
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
