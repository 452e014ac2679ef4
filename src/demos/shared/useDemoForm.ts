import { useState, type ChangeEvent, type FormEvent } from 'react';
import { validate, type Rules } from './validation';

/**
 * State of a demo form: values as strings (checkboxes as 'true'/'false'), the first message per
 * field, checked on submit and then live as the member corrects them. Nothing typed is lost.
 */
export function useDemoForm<K extends string>(initial: Record<K, string>, rules: Rules<K>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const [checked, setChecked] = useState<readonly K[]>([]);

  // Re-checks the fields already checked, so a corrected field loses its message at once.
  const recheck = (names: readonly K[], next: Record<K, string>) => {
    const found = validate(next, rules, names);
    return Object.fromEntries(names.map((name) => [name, found[name]])) as Partial<
      Record<K, string>
    >;
  };

  const set = (name: K, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (checked.includes(name)) setErrors({ ...errors, ...recheck(checked, next) });
  };

  /** Checks `names` (every field by default); true when they all pass. */
  const check = (names: readonly K[] = Object.keys(initial) as K[]): boolean => {
    setChecked([...new Set([...checked, ...names])]);
    const found = recheck(names, values);
    setErrors({ ...errors, ...found });
    const invalid = names.find((name) => found[name]);
    if (invalid) document.getElementsByName(invalid)[0]?.focus();
    return !invalid;
  };

  /** Props of a MUI TextField bound to `name`, its first message beneath it. */
  const field = (name: K) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(name, event.target.value),
    error: Boolean(errors[name]),
    helperText: errors[name],
  });

  /** Props of an AgreementCheckbox bound to `name` ('true'/'false'). */
  const checkbox = (name: K) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => set(name, value),
  });

  const handleSubmit = (onValid: (values: Record<K, string>) => void) => (event: FormEvent) => {
    event.preventDefault();
    if (check()) onValid(values);
  };

  const reset = () => {
    setValues(initial);
    setErrors({});
    setChecked([]);
  };

  return { values, errors, set, field, checkbox, check, handleSubmit, reset };
}
