import {
  checkJapaneseCharacters,
  japaneseCharacterMessage,
} from '../src/validation/japaneseCharacters';

// A module of its own: the leave's participations check their reasons with it, and the
// applications' rules reach the leave's participations (through the events' calls).
const NOTE_MAX_LENGTH = 400;

/** Free text: its length and SPEC §5's Japanese character check (line breaks allowed). */
export function textMessage(
  value: unknown,
  { required, label }: { required: boolean; label: string },
): string | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return required ? `${label}を入力してください` : undefined;
  if ([...text].length > NOTE_MAX_LENGTH)
    return `${label}は${NOTE_MAX_LENGTH}文字以内で入力してください`;
  return japaneseCharacterMessage(checkJapaneseCharacters(text, { lineBreaks: true }));
}
