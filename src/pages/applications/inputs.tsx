import { DateInput, required, TextInput, type Validator } from 'react-admin';
import { todayInJapan } from '../../api/japanTime';
import { validateJapaneseCharacters } from '../../validation/japaneseCharacters';

/** Free text of an application: as long as the server takes it, in permitted characters. */
const NOTE_MAX_LENGTH = 400;

function noteRules(label: string, isRequired: boolean): Validator[] {
  const length: Validator = (value: unknown) =>
    typeof value === 'string' && [...value.trim()].length > NOTE_MAX_LENGTH
      ? `${label}は${NOTE_MAX_LENGTH}文字以内で入力してください`
      : undefined;
  const rules: Validator[] = [length, validateJapaneseCharacters];
  return isRequired ? [required(`${label}を入力してください`), ...rules] : rules;
}

/** A note of an application, its rules and messages named by its label. */
export function NoteInput({
  source,
  label,
  isRequired = false,
  helperText = `${NOTE_MAX_LENGTH}文字以内`,
  minRows = 3,
}: {
  source: string;
  label: string;
  isRequired?: boolean;
  helperText?: string;
  minRows?: number;
}) {
  return (
    <TextInput
      source={source}
      label={label}
      multiline
      minRows={minRows}
      validate={noteRules(label, isRequired)}
      helperText={helperText}
      fullWidth
    />
  );
}

/**
 * A required day, today (in Japan) or later, and any further rule of the page's. YYYY-MM-DD
 * strings compare as dates.
 */
export function DayFromToday({
  source,
  label,
  helperText = false,
  rules = [],
}: {
  source: string;
  label: string;
  helperText?: string | false;
  rules?: readonly Validator[];
}) {
  const today = todayInJapan();
  const notBefore: Validator = (value: unknown) =>
    typeof value === 'string' && value !== '' && value < today
      ? `${label}は本日以降の日付にしてください`
      : undefined;
  return (
    <DateInput
      source={source}
      label={label}
      validate={[required(`${label}を入力してください`), notBefore, ...rules]}
      helperText={helperText}
    />
  );
}
