import { toQueryString } from '../../src/api/query';

describe('toQueryString', () => {
  it('gives an empty string for no parameters', () => {
    expect(toQueryString()).toBe('');
    expect(toQueryString({})).toBe('');
  });

  it('encodes scalars in order', () => {
    expect(toQueryString({ SkipCount: 0, MaxResultCount: 10, Sorting: 'title desc' })).toBe(
      '?SkipCount=0&MaxResultCount=10&Sorting=title+desc',
    );
  });

  it('encodes booleans', () => {
    expect(toQueryString({ allItems: true, active: false })).toBe('?allItems=true&active=false');
  });

  it('repeats the key for arrays', () => {
    expect(toQueryString({ ids: [1, 2, 3] })).toBe('?ids=1&ids=2&ids=3');
  });

  it('uses dotted names for nested objects', () => {
    expect(toQueryString({ filter: { category: 'news', range: { from: 1, to: 2 } } })).toBe(
      '?filter.category=news&filter.range.from=1&filter.range.to=2',
    );
  });

  it('encodes arrays inside nested objects as repeated dotted keys', () => {
    expect(toQueryString({ filter: { ids: [4, 5] } })).toBe('?filter.ids=4&filter.ids=5');
  });

  it('sends dates in Japan time, as the API writes them, whatever the device’s zone', () => {
    const date = new Date(Date.UTC(2026, 10, 21, 20, 40, 0));
    expect(toQueryString({ date })).toBe('?date=2026-11-22T05%3A40%3A00%2B09%3A00');
  });

  it('leaves out empty, null and undefined values', () => {
    expect(
      toQueryString({ a: '', b: null, c: undefined, d: [], e: [null, '', undefined], f: 'x' }),
    ).toBe('?f=x');
  });

  it('keeps zero', () => {
    expect(toQueryString({ SkipCount: 0 })).toBe('?SkipCount=0');
  });

  it('lets a keyword with reserved characters and Japanese round-trip intact', () => {
    const keyword = 'A&B#C+D=E 内視鏡';
    const query = toQueryString({ keyword, page: 1 });
    expect(query.startsWith('?')).toBe(true);
    expect(query).not.toContain('#');
    const parsed = new URLSearchParams(query.slice(1));
    expect(parsed.get('keyword')).toBe(keyword);
    expect(parsed.get('page')).toBe('1');
    expect([...parsed.keys()]).toEqual(['keyword', 'page']);
    expect(new URL(`http://localhost/x${query}`).searchParams.get('keyword')).toBe(keyword);
  });
});
