/**
 * SPEC §5 Japanese character check. A text may hold ASCII from space to tilde and the characters
 * of JIS X 0213:2004 (levels 1–4 kanji, kana, Greek, Cyrillic, full-width symbols and digits);
 * anything else (emoji, half-width katakana, 髙, 𠮷, control characters, ...) is an error; a
 * refused 異体字 with a standard form (髙 → 高, ./kanjiVariants.ts) is named with it.
 *
 * Characters are Unicode code points: a surrogate pair such as 𠮟 is one character, and positions
 * are 1-based as a person counts them ("3文字目"). Line breaks are outside the permitted set, so
 * checkJapaneseCharacters reports them unless `{ lineBreaks: true }` is passed; the form
 * validator passes it, because a line break in a multi-line field is layout, not a character
 * (single-line inputs cannot contain one). Each offending character is shown in `display` as
 * 【X】, X being the character itself or, when it would be invisible, its name (タブ, 改行) or
 * its code (U+200B). The few JIS X 0213 characters written as two code points (か゚ = か + U+309A)
 * are flagged at the combining mark, which the table holds only as part of the pair.
 */
import {
  JIS_TABLE_ALPHABET,
  JIS_TABLE_DATA,
  JIS_TABLE_DIGIT_BASE,
  JIS_TABLE_PAIR_SIDE,
} from './jisX0213Table';
import { standardFormsIn } from './kanjiVariants';

export interface JapaneseCharacterCheck {
  source: string;
  length: number;
  display: string;
  errorCount: number;
  /** 1-based code point positions of the offending characters. */
  errorPositions: number[];
}

export interface JapaneseCharacterOptions {
  /** Permit "\n" and "\r\n" (multi-line text). */
  lineBreaks?: boolean;
}

interface Ranges {
  starts: Uint32Array;
  ends: Uint32Array;
}

let ranges: Ranges | undefined;

/** Decodes the generated table (format described in scripts/generate-jis-table.py). */
function decodeTable(): Ranges {
  const alphabetIndex = new Map([...JIS_TABLE_ALPHABET].map((char, index) => [char, index]));
  const pairCount = JIS_TABLE_PAIR_SIDE ** 2;
  const base = JIS_TABLE_DIGIT_BASE;
  let position = 0;
  const peek = (): number => {
    const index = alphabetIndex.get(JIS_TABLE_DATA.charAt(position));
    if (index === undefined) throw new Error(`JIS table: bad character at ${position}`);
    return index;
  };
  const readNumber = (): number => {
    for (let value = 0; ; position++) {
      const digit = peek() - pairCount;
      if (digit < 0) throw new Error(`JIS table: digit expected at ${position}`);
      if (digit < base) {
        position++;
        return value * base + digit;
      }
      value = value * base + digit - base;
    }
  };
  const starts: number[] = [];
  const ends: number[] = [];
  let end = -1;
  while (position < JIS_TABLE_DATA.length) {
    const pair = peek();
    let gap: number;
    let length: number;
    if (pair < pairCount) {
      position++;
      gap = Math.floor(pair / JIS_TABLE_PAIR_SIDE) + 1;
      length = (pair % JIS_TABLE_PAIR_SIDE) + 1;
    } else {
      gap = readNumber();
      length = readNumber();
    }
    starts.push(end + 1 + gap);
    end += gap + length;
    ends.push(end);
  }
  return { starts: Uint32Array.from(starts), ends: Uint32Array.from(ends) };
}

/** Whether one code point is in the permitted set (line breaks are not). */
export function isPermittedCodePoint(codePoint: number): boolean {
  if (codePoint >= 0x20 && codePoint <= 0x7e) return true;
  ranges ??= decodeTable();
  const { starts, ends } = ranges;
  let low = 0;
  let high = starts.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    if ((starts[middle] ?? 0) > codePoint) high = middle - 1;
    else if ((ends[middle] ?? 0) < codePoint) low = middle + 1;
    else return true;
  }
  return false;
}

const CHARACTER_NAMES: Record<string, string> = { '\t': 'タブ', '\n': '改行', '\r': '改行' };
const INVISIBLE = /^[\p{C}\p{Z}\p{M}]$/u;

/** The character as it can be shown to a person: itself, or its name or code if invisible. */
function describeCharacter(char: string): string {
  const name = CHARACTER_NAMES[char];
  if (name) return name;
  if (!INVISIBLE.test(char)) return char;
  const code = (char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');
  return `U+${code}`;
}

/** A line break: "\n", or "\r" starting "\r\n". */
function isLineBreakAt(text: string, index: number): boolean {
  return text[index] === '\n' || (text[index] === '\r' && text[index + 1] === '\n');
}

export function checkJapaneseCharacters(
  text: string,
  options: JapaneseCharacterOptions = {},
): JapaneseCharacterCheck {
  const parts: string[] = [];
  const errorPositions: number[] = [];
  let length = 0;
  for (let index = 0; index < text.length;) {
    const codePoint = text.codePointAt(index) ?? 0;
    const char = String.fromCodePoint(codePoint);
    length++;
    if (isPermittedCodePoint(codePoint) || (options.lineBreaks && isLineBreakAt(text, index))) {
      parts.push(char);
    } else {
      errorPositions.push(length);
      parts.push(`【${describeCharacter(char)}】`);
    }
    index += char.length;
  }
  const display = parts.join('');
  return { source: text, length, display, errorCount: errorPositions.length, errorPositions };
}

/** How many offending characters a message names before summing up the rest. */
const MESSAGE_LIMIT = 5;

/**
 * The Japanese error message for a check, or undefined if it found nothing, e.g.
 * 使用できない文字が含まれています（3文字目「①」、5文字目「😀」ほか2文字）. In text with line
 * breaks a place is given as line and column (2行目3文字目). A refused character with a standard
 * form is followed by it: …（1文字目「髙」）。「髙」は「高」に置き換えてください. Reusable for a CSV row.
 */
export function japaneseCharacterMessage(check: JapaneseCharacterCheck): string | undefined {
  if (check.errorCount === 0) return undefined;
  const named = new Set(check.errorPositions.slice(0, MESSAGE_LIMIT));
  const multiLine = check.source.includes('\n');
  const items: string[] = [];
  let position = 0;
  let line = 1;
  let column = 0;
  for (const char of check.source) {
    position++;
    column++;
    if (named.has(position)) {
      const place = multiLine ? `${line}行目${column}文字目` : `${position}文字目`;
      items.push(`${place}「${describeCharacter(char)}」`);
      if (items.length === named.size) break;
    }
    if (char === '\n') {
      line++;
      column = 0;
    }
  }
  const rest = check.errorCount - items.length;
  const more = rest > 0 ? `ほか${rest}文字` : '';
  const forms = standardFormsIn(check.source).map(
    ({ variant, standard }) => `「${variant}」は「${standard}」`,
  );
  const offer = forms.length > 0 ? `。${forms.join('、')}に置き換えてください` : '';
  return `使用できない文字が含まれています（${items.join('、')}${more}）${offer}`;
}

/** react-admin validator: undefined for empty, non-string or valid values (line breaks allowed). */
export function validateJapaneseCharacters(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  return japaneseCharacterMessage(checkJapaneseCharacters(value, { lineBreaks: true }));
}
