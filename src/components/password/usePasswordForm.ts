import { useState } from 'react';
import { ApiError } from '../../api/errors';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * The state of a password form: values, the first message per field, and focus on the first
 * field to correct. `generation` changes on reset, for a key that remounts the inputs (hiding any
 * password shown).
 */
export function usePasswordForm<F extends string>(idPrefix: string, fields: readonly F[]) {
  const empty = () => Object.fromEntries(fields.map((field) => [field, ''])) as Record<F, string>;
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [generation, setGeneration] = useState(0);
  const inputId = (field: F) => `${idPrefix}-${field}`;

  const change = (field: F) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  /** Shows `next` and focuses the first field it names; false when it names none. */
  const showErrors = (next: FieldErrors<F>): boolean => {
    setErrors(next);
    const first = fields.find((field) => next[field]);
    if (first) document.getElementById(inputId(first))?.focus();
    return first !== undefined;
  };

  const reset = () => {
    setValues(empty());
    setErrors({});
    setGeneration((value) => value + 1);
  };

  return { values, errors, change, showErrors, reset, inputId, generation };
}

/** The server's validation messages (ABP `members`) for the fields of this form. */
export function serverFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
): FieldErrors<F> {
  if (!(error instanceof ApiError)) return {};
  const byMember = error.fieldErrors();
  return Object.fromEntries(
    fields.filter((field) => byMember[field]).map((field) => [field, byMember[field]]),
  ) as FieldErrors<F>;
}
