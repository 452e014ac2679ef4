import { searchKey, searchWords } from '../../src/validation/searchKey';

describe('searchKey: a name as people type it', () => {
  it('reads ひらがな, カタカナ and half-width ｶﾀｶﾅ alike', () => {
    expect(searchKey('さの')).toBe('サノ');
    expect(searchKey('サノ')).toBe('サノ');
    expect(searchKey('ｻﾉ')).toBe('サノ');
    // Voiced marks join whatever the width: ｶﾞ = ガ = が.
    expect(searchKey('ｶﾞﾄｳ')).toBe(searchKey('がとう'));
    expect(searchKey('ﾊﾟﾝ')).toBe(searchKey('ぱん'));
  });

  it('keeps kanji, and reads ASCII case- and width-insensitively', () => {
    expect(searchKey('佐野')).toBe('佐野');
    expect(searchKey('SANO')).toBe('sano');
    expect(searchKey('ｓａｎｏ')).toBe('sano');
    expect(searchKey('0078901')).toBe('0078901');
  });

  it('ignores spaces, half- and full-width', () => {
    expect(searchKey('佐野 由美')).toBe('佐野由美');
    expect(searchKey('さの　ゆみ')).toBe('サノユミ');
    expect(searchKey(' ｻﾉ ﾕﾐ ')).toBe('サノユミ');
  });

  it('splits a keyword into words on any space', () => {
    expect(searchWords('さの　ゆみ')).toEqual(['サノ', 'ユミ']);
    expect(searchWords('  sano  ')).toEqual(['sano']);
    expect(searchWords('　')).toEqual([]);
  });
});
