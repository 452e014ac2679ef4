import {
  normalizeAddress,
  normalizeEmail,
  normalizeKana,
  normalizePostalCode,
  normalizeTel,
  normalizeText,
} from '../validation/normalize';
import type { FieldDefinition, FieldType } from './defineResource';

type Normalizer = (text: string) => string;

/** What the member types, made as it will be sent (全角/半角), by field type. */
const BY_TYPE: Partial<Record<FieldType, Normalizer>> = {
  text: normalizeText,
  email: normalizeEmail,
  tel: normalizeTel,
  postalCode: normalizePostalCode,
  address: normalizeAddress,
};

/** The normaliser of a field type, for bespoke forms that type the same items (the goods order). */
export const normalizerOfType = (type: FieldType): Normalizer | undefined => BY_TYPE[type];

/** The normaliser of a typed field (フリガナ by its format), or none. */
export function normalizerOf(field: FieldDefinition): Normalizer | undefined {
  if (field.validate?.format === 'kana') return normalizeKana;
  return normalizerOfType(field.type);
}

export const normalizeInput = (field: FieldDefinition, value: unknown): unknown => {
  const normalize = normalizerOf(field);
  return normalize && typeof value === 'string' ? normalize(value) : value;
};

/**
 * A form's values as they are sent: typed text normalised, a cleared select (react-admin's
 * empty option, '') as null, a group of checkboxes always a list.
 */
export function normalizeRecord<R extends Record<string, unknown>>(
  fields: readonly FieldDefinition[],
  values: R,
): R {
  const result: Record<string, unknown> = { ...values };
  for (const field of fields) {
    const value = result[field.source];
    if (field.type === 'lookupMany') result[field.source] = Array.isArray(value) ? value : [];
    else if (field.type === 'lookup') result[field.source] = value === '' ? null : (value ?? null);
    else result[field.source] = normalizeInput(field, value);
  }
  return result as R;
}

const comparable = (value: unknown) =>
  JSON.stringify(Array.isArray(value) ? [...(value as unknown[])].sort() : (value ?? ''));

/** The sources of `fields` whose value differs between two records. */
export function changedSources(
  fields: readonly FieldDefinition[],
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Set<string> {
  return new Set(
    fields
      .map((field) => field.source)
      .filter((source) => comparable(before[source]) !== comparable(after[source])),
  );
}
