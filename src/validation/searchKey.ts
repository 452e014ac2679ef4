import { hiraganaToKatakana } from './normalize';

/**
 * A name or keyword as a search compares it, so that it matches however it was typed: Unicode
 * NFKC (half-width ｻﾉ → サノ, ＡＢＣ → ABC), ひらがな read as カタカナ (さの = サノ), lower case and
 * no spaces (佐野 由美 = 佐野由美). For comparing only: what is stored and shown stays as typed.
 */
export const searchKey = (text: string): string =>
  hiraganaToKatakana(text.normalize('NFKC')).toLowerCase().replace(/\s+/g, '');

/** The words of a keyword, each as `searchKey` reads it (a space separates words). */
export const searchWords = (keyword: string): string[] =>
  keyword.split(/\s+/).map(searchKey).filter(Boolean);
