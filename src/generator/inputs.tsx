import {
  BooleanInput,
  DateInput,
  DateTimeInput,
  NumberInput,
  required as requiredRule,
  SelectInput,
  TextInput,
  type Validator,
} from 'react-admin';
import { type FocusEvent, type ReactElement } from 'react';
import { useFormContext } from 'react-hook-form';
import type { CallName } from '../api/contract';
import { formatError, formulaError } from '../validation/formats';
import { validateJapaneseCharacters } from '../validation/japaneseCharacters';
import type { FieldDefinition, FieldType, ResourceDefinition } from './defineResource';
import { fromDateTimeInputValue, toDateInputValue, toDateTimeInputValue } from '../i18n/format';
import { LookupCheckboxGroupInput, LookupSelectInput } from './lookupInputs';
import { normalizeInput } from './normalize';
import { PostalCodeInput } from './PostalCodeInput';
import { StandardFormButtons } from './StandardFormButtons';

const REQUIRED = '必須項目です';

/** Typed text: checked against SPEC §5's character set unless a field opts out. */
const TYPED: ReadonlySet<FieldType> = new Set([
  'text',
  'longText',
  'email',
  'tel',
  'postalCode',
  'address',
]);

/**
 * A field's rules (data) → react-admin validators with Japanese messages, checking the value as
 * it will be sent: what is typed in ひらがな or 全角 digits passes, since blur and submit
 * normalise it.
 */
function validatorsFor(field: FieldDefinition, required: boolean): Validator[] {
  const rules = field.validate ?? {};
  // SPEC §5's Japanese character check, on every free text.
  const checkCharacters = TYPED.has(field.type);
  const check: Validator = (raw: unknown) => {
    const value = normalizeInput(field, raw);
    if (typeof value !== 'string' || value === '') return undefined;
    if (checkCharacters) {
      const problem = validateJapaneseCharacters(value);
      if (problem) return problem;
    }
    if (rules.maxLength && [...value].length > rules.maxLength) {
      return `${rules.maxLength}文字以内で入力してください`;
    }
    return rules.format ? formatError(rules.format, value) : formulaError(value);
  };
  // A value that normalises to nothing (spaces) is missing too.
  const present: Validator = (raw: unknown) =>
    normalizeInput(field, raw) === '' ? REQUIRED : undefined;
  // react-admin's required() also marks the label with the asterisk.
  return required ? [requiredRule(REQUIRED), present, check] : [check];
}

/** What an input needs of its form: whether it is required, and the resource's other fields. */
export interface InputContext {
  definition: ResourceDefinition;
  required: boolean;
}

/** A text input normalised (全角/半角) when the member leaves it. */
function TypedTextInput({
  field,
  validate,
  required,
  inputType,
  multiline,
  prefectures,
}: {
  field: FieldDefinition;
  validate: Validator[];
  required: boolean;
  inputType?: string;
  multiline?: boolean;
  /** A postal code's: the lookup call of the prefecture field it fills. */
  prefectures?: CallName;
}) {
  const { setValue } = useFormContext();
  const onBlur = (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const normalized = normalizeInput(field, event.target.value);
    if (normalized !== event.target.value)
      setValue(field.source, normalized, { shouldDirty: true });
  };
  if (field.fills && prefectures) {
    return (
      <PostalCodeInput
        field={{ ...field, fills: field.fills }}
        validate={validate}
        required={required}
        prefectures={prefectures}
        onBlur={onBlur}
      />
    );
  }
  return (
    <>
      <TextInput
        source={field.source}
        label={field.label}
        validate={validate}
        type={inputType}
        autoComplete={field.autoComplete ?? 'off'}
        helperText={false}
        slotProps={{ htmlInput: { 'aria-required': required || undefined } }}
        onBlur={onBlur}
        multiline={multiline}
        minRows={multiline ? 3 : undefined}
        fullWidth
      />
      <StandardFormButtons field={field} />
    </>
  );
}

type InputRenderer = (field: FieldDefinition, context: InputContext) => ReactElement | null;

const common = (field: FieldDefinition, { required }: InputContext) => ({
  source: field.source,
  label: field.label,
  validate: validatorsFor(field, required),
});

const typed =
  (inputType?: string, multiline?: boolean): InputRenderer =>
  (field, context) => (
    <TypedTextInput
      field={field}
      validate={validatorsFor(field, context.required)}
      required={context.required}
      inputType={inputType}
      multiline={multiline}
      prefectures={
        context.definition.fields.find((item) => item.source === field.fills?.prefecture)?.lookup
      }
    />
  );

/** One input component per field type (DESIGN §3). */
const INPUT_TABLE: Record<FieldType, InputRenderer> = {
  text: typed(),
  longText: typed(undefined, true),
  address: typed(),
  email: typed('email'),
  tel: typed('tel'),
  postalCode: typed(),
  number: (field, context) => <NumberInput {...common(field, context)} />,
  yen: (field, context) => <NumberInput {...common(field, context)} min={0} step={1} />,
  // In Japan time whatever the device's zone (react-admin's own conversions use the device's).
  date: (field, context) => <DateInput {...common(field, context)} format={toDateInputValue} />,
  datetime: (field, context) => (
    <DateTimeInput
      {...common(field, context)}
      format={toDateTimeInputValue}
      parse={fromDateTimeInputValue}
    />
  ),
  boolean: (field, context) => <BooleanInput {...common(field, context)} />,
  status: (field, context) => (
    <SelectInput
      {...common(field, context)}
      choices={[...(field.choices ?? [])]}
      helperText={false}
      fullWidth
    />
  ),
  html: (field, context) => (
    <TextInput {...common(field, context)} multiline minRows={6} fullWidth />
  ),
  lookup: (field, context) =>
    field.lookup ? (
      <LookupSelectInput
        {...common(field, context)}
        lookup={field.lookup}
        lookupParams={field.lookupParams}
        emptyText="選択してください"
        helperText={false}
        fullWidth
      />
    ) : (
      <NumberInput {...common(field, context)} />
    ),
  lookupMany: (field, context) =>
    field.lookup ? (
      <LookupCheckboxGroupInput
        {...common(field, context)}
        lookup={field.lookup}
        lookupParams={field.lookupParams}
      />
    ) : null,
  // A document or a link is fetched or followed, never typed.
  download: () => null,
  files: () => null,
  link: () => null,
};

export const renderInput = (field: FieldDefinition, context: InputContext): ReactElement | null =>
  INPUT_TABLE[field.type](field, context);
