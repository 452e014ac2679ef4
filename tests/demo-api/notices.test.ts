import { dataOf, get, ORIGIN, signIn } from './helpers';

const NOTICE = `${ORIGIN}/api/services/app/Notice`;

interface NoticeItem {
  id: number;
  title: string;
  publishedAt: string;
  category: string;
  body: string;
  attachments: unknown[];
}

let token: string;
beforeEach(async () => {
  token = await signIn('demo-member');
});

const list = (params: string) => get<NoticeItem[]>(`${NOTICE}/GetListNotice?${params}`, token);
const times = (items: NoticeItem[]) => items.map((item) => Date.parse(item.publishedAt));

describe('GetListNotice', () => {
  it('pages with SkipCount and MaxResultCount', async () => {
    const { status, body } = await list('SkipCount=20&MaxResultCount=10');
    expect(status).toBe(200);
    expect(body.result?.data).toHaveLength(10);
    expect(body.result?.pagination).toEqual({
      totalCount: expect.any(Number),
      pageIndex: 3,
      pageSize: 10,
    });
    expect(body.result?.pagination?.totalCount).toBeGreaterThanOrEqual(65);
  });

  it('answers the last, partial page', async () => {
    const first = await list('SkipCount=0&MaxResultCount=10');
    const total = first.body.result?.pagination?.totalCount ?? 0;
    const last = await list(`SkipCount=${total - 3}&MaxResultCount=10`);
    expect(dataOf(last.body)).toHaveLength(3);
  });

  it('sorts newest first by default', async () => {
    const items = dataOf((await list('SkipCount=0&MaxResultCount=1000')).body);
    expect(times(items)).toEqual([...times(items)].sort((a, b) => b - a));
  });

  it('sorts as Sorting asks, by several fields too', async () => {
    const ascending = dataOf(
      (await list('SkipCount=0&MaxResultCount=5&Sorting=publishedAt%20ASC')).body,
    );
    expect(ascending[0]?.publishedAt.startsWith('2025-01')).toBe(true);
    expect(times(ascending)).toEqual([...times(ascending)].sort((a, b) => a - b));

    const sorting = encodeURIComponent('category ASC, publishedAt DESC');
    const items = dataOf((await list(`SkipCount=0&MaxResultCount=1000&Sorting=${sorting}`)).body);
    const categories = items.map((item) => item.category);
    expect(categories).toEqual([...categories].sort(new Intl.Collator('ja').compare));
    const important = items.filter((item) => item.category === '重要');
    expect(times(important)).toEqual([...times(important)].sort((a, b) => b - a));
  });

  it('answers 400 to a sort field that does not exist and to a page size out of range', async () => {
    const badField = await list('SkipCount=0&MaxResultCount=10&Sorting=nope%20DESC');
    expect(badField.status).toBe(400);
    expect(badField.body.error?.validationErrors?.[0]?.members).toEqual(['Sorting']);
    expect((await list('SkipCount=0&MaxResultCount=0')).status).toBe(400);
    expect((await list('SkipCount=-1&MaxResultCount=10')).status).toBe(400);
  });

  it('filters by keyword in the title and by category', async () => {
    const byKeyword = dataOf(
      (await list(`SkipCount=0&MaxResultCount=100&keyword=${encodeURIComponent('年会費')}`)).body,
    );
    expect(byKeyword.length).toBeGreaterThan(0);
    expect(byKeyword.every((item) => item.title.includes('年会費'))).toBe(true);

    const { body } = await list(
      `SkipCount=0&MaxResultCount=100&category=${encodeURIComponent('セミナー')}`,
    );
    expect(dataOf(body).every((item) => item.category === 'セミナー')).toBe(true);
    expect(body.result?.pagination?.totalCount).toBe(dataOf(body).length);
  });
});

describe('GetNotice', () => {
  it('answers one notice', async () => {
    const { status, body } = await get<NoticeItem>(`${NOTICE}/GetNotice?id=1`, token);
    expect(status).toBe(200);
    expect(dataOf(body)).toMatchObject({ id: 1, title: '年始の業務開始について', attachments: [] });
  });

  it('serves the notice with hostile HTML for the sanitizer tests', async () => {
    const { body } = await get<NoticeItem>(`${NOTICE}/GetNotice?id=900`, token);
    const notice = dataOf(body);
    expect(notice.title).toBe('HTML表示確認用のお知らせ');
    expect(notice.body).toContain('<script>window.__xss=1</script>');
    expect(notice.body).toContain('onerror=');
  });

  it('answers 404 for an unknown id', async () => {
    const { status, body } = await get(`${NOTICE}/GetNotice?id=99999`, token);
    expect(status).toBe(404);
    expect(body).toMatchObject({
      success: false,
      result: null,
      unAuthorizedRequest: false,
      error: { message: 'お知らせが見つかりません' },
    });
  });

  it('answers 400 without an id', async () => {
    const { status, body } = await get(`${NOTICE}/GetNotice`, token);
    expect(status).toBe(400);
    expect(body.error?.validationErrors?.[0]?.members).toEqual(['id']);
  });
});
