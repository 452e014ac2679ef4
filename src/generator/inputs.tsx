import {
  BooleanInput,
  DateInput,
  DateTimeInput,
  maxLength,
  NumberInput,
  regex,
  required,
  SelectInput,
  TextInput,
  type Validator,
} from 'react-admin';
import { cloneElement, type ReactElement } from 'react';
import { formatError } from '../validation/formats';
import { validateJapaneseCharacters } from '../validation/japaneseCharacters';
import type { FieldDefinition, FieldType, ValidationRules } from './defineResource';
import { LookupSelectInput } from './lookup';

/** Free text, checked against SPEC §5's character set unless a field opts out. */
const FREE_TEXT: ReadonlySet<FieldType> = new Set(['text', 'longText']);

/** Validation rules (data) → react-admin validators, with Japanese messages. */
function validatorsFor(type: FieldType, rules: ValidationRules = {}): Validator[] {
  const validators: Validator[] = [];
  if (rules.required) validators.push(required('必須項目です'));
  if (rules.maxLength) {
    validators.push(maxLength(rules.maxLength, `${rules.maxLength}文字以内で入力してください`));
  }
  if (rules.pattern) validators.push(regex(new RegExp(rules.pattern.regex), rules.pattern.message));
  const format = rules.format;
  if (format) validators.push((value: unknown) => formatError(format, String(value ?? '')));
  if (rules.japaneseCharacters ?? FREE_TEXT.has(type)) validators.push(validateJapaneseCharacters);
  return validators;
}

type InputRenderer = (field: FieldDefinition) => ReactElement;

const common = (field: FieldDefinition) => ({
  source: field.source,
  label: field.label,
  validate: validatorsFor(field.type, field.validate),
});

const text =
  (type?: string): InputRenderer =>
  (field) => <TextInput {...common(field)} type={type} fullWidth />;

/** One input component per field type (DESIGN §3). */
const INPUT_TABLE: Record<FieldType, InputRenderer> = {
  text: text(),
  longText: (field) => <TextInput {...common(field)} multiline minRows={3} fullWidth />,
  number: (field) => <NumberInput {...common(field)} />,
  yen: (field) => <NumberInput {...common(field)} min={0} step={1} />,
  date: (field) => <DateInput {...common(field)} />,
  datetime: (field) => <DateTimeInput {...common(field)} />,
  boolean: (field) => <BooleanInput {...common(field)} />,
  status: (field) => <SelectInput {...common(field)} choices={[...(field.choices ?? [])]} />,
  html: (field) => <TextInput {...common(field)} multiline minRows={6} fullWidth />,
  email: text('email'),
  tel: text('tel'),
  postalCode: text(),
  // A document is fetched, never typed.
  download: () => <></>,
  files: () => <></>,
  link: () => <></>,
  lookup: (field) =>
    field.lookup ? (
      <LookupSelectInput {...common(field)} lookup={field.lookup} />
    ) : (
      <NumberInput {...common(field)} />
    ),
};

export const renderInput = (field: FieldDefinition): ReactElement =>
  cloneElement(INPUT_TABLE[field.type](field), { key: field.source });
