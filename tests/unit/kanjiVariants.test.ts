import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { isPermittedCodePoint } from '../../src/validation/japaneseCharacters';
import { KANJI_VARIANT_PAIRS } from '../../src/validation/kanjiVariantTable';
import {
  replaceVariant,
  standardFormOf,
  standardFormsIn,
} from '../../src/validation/kanjiVariants';

const codePoint = (char: string) => char.codePointAt(0) ?? 0;

describe('standard forms of refused 異体字', () => {
  it('gives 高 for 髙, 吉 for 𠮷, the ideograph for a CJK radical, nothing for a permitted one', () => {
    expect(standardFormOf('髙')).toBe('高');
    expect(standardFormOf('𠮷')).toBe('吉');
    expect(standardFormOf('⾼')).toBe('高');
    expect(standardFormOf('高')).toBeUndefined();
    expect(standardFormOf('﨑')).toBeUndefined();
    expect(standardFormOf('😀')).toBeUndefined();
  });

  it('maps only refused characters, each to one permitted character', () => {
    const chars = [...KANJI_VARIANT_PAIRS];
    expect(chars.length % 2).toBe(0);
    const wrong: string[] = [];
    for (let index = 0; index < chars.length; index += 2) {
      const [variant = '', standard = ''] = chars.slice(index, index + 2);
      if (isPermittedCodePoint(codePoint(variant)) || !isPermittedCodePoint(codePoint(standard))) {
        wrong.push(variant + standard);
      }
    }
    expect(wrong).toEqual([]);
    expect(chars.length / 2).toBeGreaterThan(1000);
  });

  it('lists each variant of a text once, and replaces one without touching anything else', () => {
    const text = '髙橋 𠮷子（髙島屋）😀';
    expect(standardFormsIn(text)).toEqual([
      { variant: '髙', standard: '高' },
      { variant: '𠮷', standard: '吉' },
    ]);
    expect(replaceVariant(text, { variant: '髙', standard: '高' })).toBe('高橋 𠮷子（高島屋）😀');
    expect(standardFormsIn('高橋')).toEqual([]);
  });
});

const script = resolve('scripts/generate-variant-table.py');
const table = resolve('src/validation/kanjiVariantTable.ts');
// The source is Debian's unicode-data (apt-get install unicode-data); without it, skip.
const hasSource =
  spawnSync('python3', ['--version']).status === 0 &&
  existsSync('/usr/share/unicode/Unihan_Variants.txt.bz2');

describe.skipIf(!hasSource)(
  hasSource
    ? 'generated variant table'
    : 'generated variant table: SKIPPED because unicode-data is not installed',
  () => {
    it('equals what the script generates from the Unicode data', () => {
      const { typescript } = JSON.parse(
        execFileSync('python3', [script, '--json'], { encoding: 'utf-8' }),
      ) as { typescript: string };
      expect(readFileSync(table, 'utf-8')).toBe(typescript);
    });
  },
);
