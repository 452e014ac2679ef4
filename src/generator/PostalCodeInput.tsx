import { TextInput, type Validator } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { CallName } from '../api/contract';
import type { FieldDefinition } from './defineResource';
import { useLookupChoices } from './lookup';
import { usePostalFill } from './usePostalFill';

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
 * are typed, empties the building line, and says what it found.
 */
export function PostalCodeInput({ field, validate, required, prefectures, onBlur }: Props) {
  const { getValues, setValue, setFocus } = useFormContext();
  const choices = useLookupChoices(prefectures);
  const { prefecture: prefectureSource, address: addressSource, building } = field.fills;
  const postal = usePostalFill(String(getValues(field.source) ?? ''));

  return (
    <TextInput
      source={field.source}
      label={field.label}
      validate={validate}
      autoComplete={field.autoComplete ?? 'off'}
      helperText={postal.message ?? false}
      slotProps={{ htmlInput: { 'aria-required': required || undefined, inputMode: 'numeric' } }}
      onBlur={onBlur}
      onChange={(event: React.ChangeEvent<HTMLInputElement>) =>
        void postal.onCodeChange({
          text: String(event.target.value),
          addressLine: String(getValues(addressSource) ?? ''),
          fill: (address) => {
            const prefecture = choices.find((choice) => choice.name === address.prefecture);
            if (prefecture) setValue(prefectureSource, prefecture.id, { shouldDirty: true });
            const changed = { shouldDirty: true, shouldValidate: true };
            setValue(addressSource, address.locality, changed);
            setValue(building, '', changed);
          },
          focusStreet: () => setFocus(addressSource),
        })
      }
      fullWidth
    />
  );
}
