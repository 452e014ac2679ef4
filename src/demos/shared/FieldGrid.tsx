import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import type { ChangeEvent } from 'react';
import type { CellSize } from './CardGrid';

/** How a demo text field looks: its label and the kind of input (the form owns its value). */
export interface FieldLook {
  label: string;
  required?: boolean;
  type?: 'email' | 'password' | 'url' | 'tel';
  autoComplete?: string;
  numeric?: boolean;
  multiline?: boolean;
}

/** The fields several demo forms ask for. */
export const NAME: FieldLook = { label: '氏名', required: true, autoComplete: 'name' };
export const EMAIL: FieldLook = {
  label: 'メールアドレス',
  required: true,
  type: 'email',
  autoComplete: 'email',
};
export const NEW_PASSWORD: FieldLook = {
  label: 'パスワード（8文字以上）',
  required: true,
  type: 'password',
  autoComplete: 'new-password',
};
export const PASSWORD_CONFIRMATION: FieldLook = { ...NEW_PASSWORD, label: 'パスワード（確認）' };

/** What useDemoForm's `field(name)` gives a TextField. */
export interface BoundField {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error: boolean;
  helperText: string | undefined;
}

/** A text field of a demo form, its first message beneath it. */
export function DemoTextField({
  look: { numeric, multiline, ...look },
  bound,
  fullWidth,
}: {
  look: FieldLook;
  bound: BoundField;
  fullWidth?: boolean;
}) {
  return (
    <TextField
      {...look}
      fullWidth={fullWidth}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      slotProps={numeric ? { htmlInput: { inputMode: 'numeric' } } : undefined}
      {...bound}
    />
  );
}

/** A grid of full-width text fields, each as wide as its `size`. */
export function FieldGrid<K extends string>({
  fields,
  field,
}: {
  fields: readonly (readonly [K, FieldLook, CellSize])[];
  field: (name: K) => BoundField;
}) {
  return fields.map(([name, look, size]) => (
    <Grid key={name} size={size}>
      <DemoTextField look={look} bound={field(name)} fullWidth />
    </Grid>
  ));
}
