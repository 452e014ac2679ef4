import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useState, type ChangeEvent, type Ref } from 'react';

export interface PasswordInputProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  /** The first validation message, beneath the input and read with it (SPEC §5). */
  error?: string;
  /** Further descriptions of the input (e.g. the rule list), by element id. */
  describedBy?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A labelled password input with a show/hide button named after the field, so each toggle of a
 * form says which password it reveals. Built from MUI's parts, like the sign-in TextInput, to
 * keep the sign-in pages light.
 */
export function PasswordInput({
  id,
  label,
  error,
  describedBy,
  onChange,
  ...input
}: PasswordInputProps) {
  const [shown, setShown] = useState(false);
  const helperId = `${id}-helper`;
  const description = [error ? helperId : null, describedBy].filter(Boolean).join(' ');
  return (
    <FormControl fullWidth required error={Boolean(error)}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        type={shown ? 'text' : 'password'}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        aria-describedby={description || undefined}
        aria-invalid={Boolean(error)}
        // Passwords are typed as they are: no capitalising or correcting on phones.
        inputProps={{ autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false }}
        endAdornment={
          <InputAdornment position="end">
            <IconButton
              aria-label={`${label}を${shown ? '隠す' : '表示する'}`}
              aria-controls={id}
              onClick={() => setShown((value) => !value)}
              edge="end"
            >
              {shown ? <VisibilityOff /> : <Visibility />}
            </IconButton>
          </InputAdornment>
        }
        {...input}
      />
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}
