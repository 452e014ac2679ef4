import { filteredListPath, linkedFilter } from '../../src/generator/paths';

describe('a link opening a generated list with filters', () => {
  it('carries the filter as JSON and reads back what the list filters by', () => {
    const path = filteredListPath('/members/MembersList', { status: 'active' });
    expect(path).toBe('/members/MembersList?filter=%7B%22status%22%3A%22active%22%7D');
    const search = path.slice(path.indexOf('?'));
    expect(linkedFilter(search, ['status', 'prefectureId'])).toEqual({ status: 'active' });
  });

  it('keeps only the list’s own filters with plain values, and ignores junk', () => {
    const search = (filter: string) => `?${new URLSearchParams({ filter })}`;
    expect(
      linkedFilter(search('{"status":"leave","prefectureId":13,"id":1,"x":{"a":1}}'), [
        'status',
        'prefectureId',
        'x',
      ]),
    ).toEqual({ status: 'leave', prefectureId: 13 });
    expect(linkedFilter(search('{"id":1}'), ['status'])).toBeNull();
    expect(linkedFilter(search('not json'), ['status'])).toBeNull();
    expect(linkedFilter(search('["status"]'), ['status'])).toBeNull();
    expect(linkedFilter('?page=2', ['status'])).toBeNull();
  });
});
