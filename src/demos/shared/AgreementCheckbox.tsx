import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useId } from 'react';

/** A consent checkbox bound to a demo form field ('true'/'false'), its message beneath it. */
export function AgreementCheckbox({
  name,
  label,
  value,
  error,
  onChange,
}: {
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const helperId = useId();
  return (
    <FormControl error={Boolean(error)}>
      <FormControlLabel
        control={
          <Checkbox
            name={name}
            checked={value === 'true'}
            onChange={(event) => onChange(String(event.target.checked))}
            slotProps={{ input: { 'aria-describedby': error ? helperId : undefined } }}
          />
        }
        label={label}
      />
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}
