import { useRef, useState, type FocusEvent } from 'react';
import {
  CheckboxGroupInput,
  required as requiredRule,
  SelectInput,
  TextInput,
  type Validator,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { typedValueError } from '../../validation/formats';
import { postalDigits } from '../../validation/normalize';
import {
  isTextKind,
  normalizeValue,
  type Choice,
  type Lookups,
  type MemberField,
  type TextKind,
} from './memberFields';
import { lookupPostalCode, nextAddressLine, type PostalAddress } from './postalLookup';

const REQUIRED_MESSAGE = '必須項目です';

/**
 * The checks of a typed item, on the value as it will be sent (normalised): what the member
 * types in ひらがな or 全角 digits is accepted, since blur and submit convert it.
 */
function textValidators(field: MemberField, kind: TextKind, required: boolean): Validator[] {
  const check: Validator = (value: unknown) => {
    const normalized = normalizeValue(kind, value);
    if (normalized === '') return required ? REQUIRED_MESSAGE : undefined;
    const maxLength = field.maxLength ?? Infinity;
    if ([...normalized].length > maxLength) return `${maxLength}文字以内で入力してください`;
    return typedValueError(kind === 'text' || kind === 'address' ? null : kind, normalized);
  };
  // react-admin's required() also marks the label with the asterisk.
  return required ? [requiredRule(REQUIRED_MESSAGE), check] : [check];
}

interface InputProps {
  field: MemberField;
  required: boolean;
  lookups: Lookups;
}

/** A typed item, normalised (全角/半角) when the member leaves it. */
function NormalizedTextInput({
  field,
  kind,
  required,
  helperText,
  onChange,
}: {
  field: MemberField;
  kind: TextKind;
  required: boolean;
  helperText?: string;
  onChange?: (value: string) => void;
}) {
  const { setValue } = useFormContext();
  const normalize = (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const normalized = normalizeValue(kind, event.target.value);
    if (normalized !== event.target.value)
      setValue(field.source, normalized, { shouldDirty: true });
  };
  return (
    <TextInput
      source={field.source}
      label={field.label}
      validate={textValidators(field, kind, required)}
      autoComplete={field.autoComplete ?? 'off'}
      type={kind === 'email' ? 'email' : kind === 'tel' ? 'tel' : 'text'}
      helperText={helperText ?? false}
      slotProps={{ htmlInput: { 'aria-required': required || undefined } }}
      onBlur={normalize}
      onChange={onChange && ((event) => onChange(String(event.target.value)))}
      fullWidth
    />
  );
}

/**
 * A postal code that fills 都道府県 and 市区町村・町域 from offline data once seven digits are
 * typed, and says what it found.
 */
function PostalCodeInput({ field, required, lookups }: InputProps) {
  const { getValues, setValue } = useFormContext();
  const [found, setFound] = useState<string>();
  // The code last looked up (at first, the member's own).
  const lastCode = useRef<string | null>(postalDigits(String(getValues(field.source) ?? '')));
  const fills = field.fills;

  const fill = async (digits: string) => {
    if (!fills) return;
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
    const prefecture = lookups.prefecture.find((choice) => choice.name === address.prefecture);
    if (prefecture) setValue(fills.prefecture, prefecture.id, { shouldDirty: true });
    const current = String(getValues(fills.address) ?? '');
    const next = nextAddressLine(current, address, previous);
    if (next !== null) setValue(fills.address, next, { shouldDirty: true, shouldValidate: true });
    const kept = next === null && !current.startsWith(address.locality);
    setFound(
      `${address.prefecture}${address.locality}${kept ? '（入力済みの住所はそのままです）' : ''}`,
    );
  };

  return (
    <NormalizedTextInput
      field={field}
      kind="postalCode"
      required={required}
      helperText={found && `郵便番号の住所: ${found}`}
      onChange={(value) => {
        const digits = postalDigits(value);
        // The same code again fills only an address line the member emptied.
        const emptyLine = fills && String(getValues(fills.address) ?? '').trim() === '';
        if (digits && (digits !== lastCode.current || emptyLine)) void fill(digits);
      }}
    />
  );
}

const choiceValidators = (required: boolean): Validator[] =>
  required ? [requiredRule(REQUIRED_MESSAGE)] : [];

function ChoiceInput({
  field,
  required,
  choices,
}: Omit<InputProps, 'lookups'> & { choices: Choice[] }) {
  return (
    <SelectInput
      source={field.source}
      label={field.label}
      choices={choices}
      optionText="name"
      optionValue="id"
      emptyText="選択してください"
      validate={choiceValidators(required)}
      helperText={false}
      fullWidth
    />
  );
}

/** The input of one item of the member record. */
export function MemberInput({ field, required, lookups }: InputProps) {
  if (field.kind === 'postalCode') {
    return <PostalCodeInput field={field} required={required} lookups={lookups} />;
  }
  if (isTextKind(field.kind)) {
    return <NormalizedTextInput field={field} kind={field.kind} required={required} />;
  }
  switch (field.kind) {
    case 'prefecture':
    case 'jobCategory':
    case 'description':
    case 'branch':
      return <ChoiceInput field={field} required={required} choices={lookups[field.kind]} />;
    case 'societies':
      return (
        <CheckboxGroupInput
          source={field.source}
          label={field.label}
          choices={lookups.society}
          optionText="name"
          optionValue="id"
          validate={choiceValidators(required)}
          helperText={false}
          row={false}
        />
      );
    default:
      return null;
  }
}
