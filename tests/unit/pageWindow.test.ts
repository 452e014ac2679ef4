import { pageWindow } from '../../src/layout/pageWindow';

describe('pageWindow', () => {
  it.each([
    [1, 7, [1, 2, 3, 4, 5]],
    [2, 7, [1, 2, 3, 4, 5]],
    [3, 7, [1, 2, 3, 4, 5]],
    [4, 7, [2, 3, 4, 5, 6]],
    [5, 7, [3, 4, 5, 6, 7]],
    [6, 7, [3, 4, 5, 6, 7]],
    [7, 7, [3, 4, 5, 6, 7]],
    [1, 3, [1, 2, 3]],
    [3, 3, [1, 2, 3]],
    [1, 1, [1]],
    [1, 5, [1, 2, 3, 4, 5]],
    [50, 100, [48, 49, 50, 51, 52]],
  ])('page %i of %i shows %j', (page, pageCount, expected) => {
    expect(pageWindow(page, pageCount, 5)).toEqual(expected);
  });

  it('shows nothing without pages', () => {
    expect(pageWindow(1, 0, 5)).toEqual([]);
    expect(pageWindow(3, 0, 5)).toEqual([]);
    expect(pageWindow(1, -1, 5)).toEqual([]);
  });

  it('clamps a page outside the range', () => {
    expect(pageWindow(0, 7, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(99, 7, 5)).toEqual([3, 4, 5, 6, 7]);
  });

  it('always shows at most five consecutive pages in range, including the current one', () => {
    for (let pageCount = 1; pageCount <= 20; pageCount += 1) {
      for (let page = 1; page <= pageCount; page += 1) {
        const window = pageWindow(page, pageCount, 5);
        expect(window).toHaveLength(Math.min(5, pageCount));
        expect(window).toContain(page);
        expect(window[0]).toBeGreaterThanOrEqual(1);
        expect(window[window.length - 1]).toBeLessThanOrEqual(pageCount);
        window.forEach((value, index) => expect(value).toBe((window[0] ?? 0) + index));
      }
    }
  });
});
