import { useRef, useState } from 'react';
import { TextInput, type Validator } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { CallName } from '../api/contract';
import { postalDigits } from '../validation/normalize';
import type { FieldDefinition } from './defineResource';
import { useLookupChoices } from './lookup';
import { lookupPostalCode, nextAddressLine, type PostalAddress } from './postalLookup';

interface Props {
  field: FieldDefinition & { fills: NonNullable<FieldDefinition['fills']> };
  validate: Validator[];
  required: boolean;
  /** The call answering the prefectures the filled prefecture field chooses from. */
  prefectures: CallName;
  onBlur: (event: React.FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

/**
 * A postal code that fills its prefecture and address line from offline data once seven digits
 * are typed, and says what it found.
 */
export function PostalCodeInput({ field, validate, required, prefectures, onBlur }: Props) {
  const { getValues, setValue } = useFormContext();
  const choices = useLookupChoices(prefectures);
  const [found, setFound] = useState<string>();
  // The code last looked up (at first, the record's own).
  const lastCode = useRef<string | null>(postalDigits(String(getValues(field.source) ?? '')));
  const { prefecture: prefectureSource, address: addressSource } = field.fills;

  const fill = async (digits: string) => {
    const previousCode = lastCode.current;
    lastCode.current = digits;
    let address: PostalAddress | null;
    let previous: PostalAddress | null = null;
    try {
      [address, previous] = await Promise.all([
        lookupPostalCode(digits),
        previousCode ? lookupPostalCode(previousCode) : null,
      ]);
    } catch {
      setFound('住所を自動入力できませんでした。住所を入力してください。');
      return;
    }
    if (lastCode.current !== digits) return; // the member typed on meanwhile
    if (!address) {
      setFound('該当する住所が見つかりません。住所を入力してください。');
      return;
    }
    const prefecture = choices.find((choice) => choice.name === address.prefecture);
    if (prefecture) setValue(prefectureSource, prefecture.id, { shouldDirty: true });
    const current = String(getValues(addressSource) ?? '');
    const next = nextAddressLine(current, address, previous);
    if (next !== null) setValue(addressSource, next, { shouldDirty: true, shouldValidate: true });
    const kept = next === null && !current.startsWith(address.locality);
    setFound(
      `${address.prefecture}${address.locality}${kept ? '（入力済みの住所はそのままです）' : ''}`,
    );
  };

  return (
    <TextInput
      source={field.source}
      label={field.label}
      validate={validate}
      autoComplete={field.autoComplete ?? 'off'}
      helperText={found ? `郵便番号の住所: ${found}` : false}
      slotProps={{ htmlInput: { 'aria-required': required || undefined, inputMode: 'numeric' } }}
      onBlur={onBlur}
      onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
        const digits = postalDigits(String(event.target.value));
        // The same code again fills only an address line the member emptied.
        const emptyLine = String(getValues(addressSource) ?? '').trim() === '';
        if (digits && (digits !== lastCode.current || emptyLine)) void fill(digits);
      }}
      fullWidth
    />
  );
}
