import { required, type Validator } from 'react-admin';
import { validateJapaneseCharacters } from '../../validation/japaneseCharacters';

/** Free text of an application: as long as the server takes it, in permitted characters. */
export const NOTE_MAX_LENGTH = 400;

export function noteRules(label: string, isRequired: boolean): Validator[] {
  const length: Validator = (value: unknown) =>
    typeof value === 'string' && [...value.trim()].length > NOTE_MAX_LENGTH
      ? `${label}は${NOTE_MAX_LENGTH}文字以内で入力してください`
      : undefined;
  const rules: Validator[] = [length, validateJapaneseCharacters];
  return isRequired ? [required(`${label}を入力してください`), ...rules] : rules;
}

/** A YYYY-MM-DD on or after `from` (also YYYY-MM-DD; strings of this form compare as dates). */
export const notBefore =
  (from: string, message: string): Validator =>
  (value: unknown) =>
    typeof value === 'string' && value !== '' && value < from ? message : undefined;
