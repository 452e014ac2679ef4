import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  checkJapaneseCharacters,
  isPermittedCodePoint,
  japaneseCharacterMessage,
  validateJapaneseCharacters,
} from '../../src/validation/japaneseCharacters';

const errorsOf = (text: string) => {
  const { errorCount, errorPositions } = checkJapaneseCharacters(text);
  return { errorCount, errorPositions };
};
const NONE = { errorCount: 0, errorPositions: [] };

describe('checkJapaneseCharacters', () => {
  it('gives the empty result for empty input', () => {
    expect(checkJapaneseCharacters('')).toEqual({
      source: '',
      length: 0,
      display: '',
      errorCount: 0,
      errorPositions: [],
    });
  });

  it('permits all printable ASCII and nothing around it', () => {
    const ascii = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i));
    expect(checkJapaneseCharacters(ascii.join(''))).toMatchObject({ length: 95, ...NONE });
    expect(errorsOf('a\u001fb\u007fc')).toEqual({ errorCount: 2, errorPositions: [2, 4] });
  });

  it('permits JIS X 0213 kanji of levels 1 to 4', () => {
    // Level 1: 亜 腕 (first and last), level 2: 弌 熙, level 3: 俱 㐂 﨑 and 𠮟 (outside the BMP),
    // level 4 (plane 2): 丂 𠂉 𪚲 (first two and last code). Each checked with python3.
    expect(errorsOf('亜腕弌熙俱㐂﨑𠮟丂𠂉𪚲')).toEqual(NONE);
  });

  it('permits kana, Greek, Cyrillic and full-width digits and symbols', () => {
    expect(errorsOf('あいうえおかゟアイウヴㇰ')).toEqual(NONE);
    expect(errorsOf('αβΩЯжё')).toEqual(NONE);
    expect(errorsOf('０１２９ＡＺ＃〜～￥　①⑳Ⅰ㍉♪€')).toEqual(NONE);
  });

  it('refuses 髙, 𠮷, emoji, half-width katakana and control characters', () => {
    expect(errorsOf('髙橋')).toEqual({ errorCount: 1, errorPositions: [1] });
    expect(errorsOf('𠮷野家')).toEqual({ errorCount: 1, errorPositions: [1] });
    expect(errorsOf('ｱｲｳ')).toEqual({ errorCount: 3, errorPositions: [1, 2, 3] });
    expect(errorsOf('a\tb')).toEqual({ errorCount: 1, errorPositions: [2] });
  });

  it('counts a surrogate pair as one character', () => {
    const result = checkJapaneseCharacters('𠮟る😀とｱ');
    expect(result.length).toBe(5);
    expect(result.errorPositions).toEqual([3, 5]);
    expect(result.display).toBe('𠮟る【😀】と【ｱ】');
    expect(result.source).toBe('𠮟る😀とｱ');
  });

  it('marks invisible offending characters by name or code', () => {
    expect(checkJapaneseCharacters('a\tb\u200bc').display).toBe('a【タブ】b【U+200B】c');
    // A lone surrogate is one offending character, not a crash.
    expect(checkJapaneseCharacters('x\ud800y')).toMatchObject({
      length: 3,
      display: 'x【U+D800】y',
      errorPositions: [2],
    });
  });

  it('reports line breaks unless they are permitted', () => {
    expect(checkJapaneseCharacters('あ\nい\r\nう')).toMatchObject({
      length: 6,
      display: 'あ【改行】い【改行】【改行】う',
      errorPositions: [2, 4, 5],
    });
    expect(checkJapaneseCharacters('あ\nい\r\nう', { lineBreaks: true })).toMatchObject({
      length: 6,
      display: 'あ\nい\r\nう',
      errorCount: 0,
    });
    // A carriage return that does not start "\r\n" is still an error.
    expect(checkJapaneseCharacters('あ\rい', { lineBreaks: true }).errorPositions).toEqual([2]);
  });

  it('handles long text', () => {
    const text = '会員番号１２３４５😀'.repeat(20000);
    const result = checkJapaneseCharacters(text);
    expect(result.length).toBe(200000);
    expect(result.errorCount).toBe(20000);
    expect(result.errorPositions.at(-1)).toBe(200000);
  });
});

describe('validateJapaneseCharacters', () => {
  it('accepts empty, non-string and valid values', () => {
    expect(validateJapaneseCharacters('')).toBeUndefined();
    expect(validateJapaneseCharacters(undefined)).toBeUndefined();
    expect(validateJapaneseCharacters(null)).toBeUndefined();
    expect(validateJapaneseCharacters(42)).toBeUndefined();
    expect(validateJapaneseCharacters('内視鏡 花子 (Hanako)')).toBeUndefined();
    expect(validateJapaneseCharacters('一行目\n二行目\r\n三行目')).toBeUndefined();
  });

  it('says where the offending characters are and which', () => {
    expect(validateJapaneseCharacters('東京①😀ｱ')).toBe(
      '使用できない文字が含まれています（4文字目「😀」、5文字目「ｱ」）',
    );
    expect(validateJapaneseCharacters('髙橋')).toBe(
      '使用できない文字が含まれています（1文字目「髙」）。「髙」は「高」に置き換えてください',
    );
  });

  it('offers the standard form of each refused 異体字 that has one, once', () => {
    expect(validateJapaneseCharacters('𠮷田😀髙橋髙')).toBe(
      '使用できない文字が含まれています（1文字目「𠮷」、3文字目「😀」、4文字目「髙」、6文字目「髙」）。' +
        '「𠮷」は「吉」、「髙」は「高」に置き換えてください',
    );
  });

  it('names the first five and counts the rest', () => {
    expect(validateJapaneseCharacters('😀a😀b😀c😀d😀e😀f😀')).toBe(
      '使用できない文字が含まれています（1文字目「😀」、3文字目「😀」、5文字目「😀」、' +
        '7文字目「😀」、9文字目「😀」ほか2文字）',
    );
  });

  it('gives line and column in multi-line text', () => {
    expect(validateJapaneseCharacters('住所\n東京都ｱ\tX')).toBe(
      '使用できない文字が含まれています（2行目4文字目「ｱ」、2行目5文字目「タブ」）',
    );
  });
});

describe('japaneseCharacterMessage', () => {
  it('is undefined without errors and reports line breaks of a strict check', () => {
    expect(japaneseCharacterMessage(checkJapaneseCharacters('正常'))).toBeUndefined();
    expect(japaneseCharacterMessage(checkJapaneseCharacters('ab\ncd'))).toBe(
      '使用できない文字が含まれています（1行目3文字目「改行」）',
    );
  });
});

// import.meta.url is not a file URL under jsdom; vitest runs from the project root.
const script = resolve('scripts/generate-jis-table.py');
const table = resolve('src/validation/jisX0213Table.ts');
const hasPython = spawnSync('python3', ['--version']).status === 0;

const tableSuite = hasPython
  ? 'generated JIS X 0213 table'
  : 'generated JIS X 0213 table: SKIPPED because python3 was not found';

describe.skipIf(!hasPython)(tableSuite, () => {
  const generated = (): { typescript: string; ranges: [number, number][] } =>
    JSON.parse(execFileSync('python3', [script, '--json'], { encoding: 'utf-8' }));

  it('equals what the script generates and decodes to the same code points', () => {
    const { typescript, ranges } = generated();
    expect(readFileSync(table, 'utf-8')).toBe(typescript);
    const mismatches: number[] = [];
    let next = 0;
    for (let codePoint = 0; codePoint <= 0x10ffff; codePoint++) {
      const range = ranges[next];
      const expected = range !== undefined && codePoint >= range[0];
      if (range !== undefined && codePoint === range[1]) next++;
      if (isPermittedCodePoint(codePoint) !== expected) mismatches.push(codePoint);
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
    expect(ranges.reduce((sum, [start, end]) => sum + end - start + 1, 0)).toBe(14461);
  });
});
