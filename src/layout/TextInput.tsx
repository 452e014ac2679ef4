import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

export interface TextInputProps extends Pick<
  OutlinedInputProps,
  | 'name'
  | 'type'
  | 'value'
  | 'onChange'
  | 'autoComplete'
  | 'inputRef'
  | 'inputProps'
  | 'multiline'
  | 'minRows'
  | 'maxRows'
> {
  id: string;
  label: string;
  /** The first validation message, beneath the input and read with it (SPEC §5). */
  error?: string;
  required?: boolean;
}

/**
 * A labelled text input for the sign-in pages, built from MUI's parts rather than `TextField`,
 * which would pull the select menu and its modal into the smallest bundle of the portal.
 */
export function TextInput({ id, label, error, required, ...input }: TextInputProps) {
  const helperId = `${id}-helper`;
  return (
    <FormControl fullWidth required={required} error={Boolean(error)}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        aria-describedby={error ? helperId : undefined}
        aria-invalid={Boolean(error)}
        {...input}
      />
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}
