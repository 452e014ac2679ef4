/**
 * Standard forms (標準の字体) of characters outside the permitted set: 髙 → 高, 𠮷 → 吉, a CJK
 * radical → its ideograph. The table is generated from the Unicode Character Database
 * (scripts/generate-variant-table.py), so a person told that 髙 is refused is also told what to use.
 */
import { KANJI_VARIANT_PAIRS } from './kanjiVariantTable';

let standardForms: Map<string, string> | undefined;

function decodeTable(): Map<string, string> {
  const chars = [...KANJI_VARIANT_PAIRS];
  const map = new Map<string, string>();
  for (let index = 0; index + 1 < chars.length; index += 2) {
    map.set(chars[index]!, chars[index + 1]!);
  }
  return map;
}

/** The permitted character a refused one stands for, or undefined if it has none. */
export function standardFormOf(char: string): string | undefined {
  standardForms ??= decodeTable();
  return standardForms.get(char);
}

export interface StandardForm {
  variant: string;
  standard: string;
}

/** Each distinct character of the text that has a standard form, in order of appearance. */
export function standardFormsIn(text: string): StandardForm[] {
  const found = new Map<string, string>();
  for (const char of text) {
    const standard = found.has(char) ? undefined : standardFormOf(char);
    if (standard) found.set(char, standard);
  }
  return [...found].map(([variant, standard]) => ({ variant, standard }));
}

/** The text with every occurrence of one variant replaced by its standard form; nothing else. */
export function replaceVariant(text: string, { variant, standard }: StandardForm): string {
  return text.replaceAll(variant, standard);
}
