import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useId } from 'react';
import { useController } from 'react-hook-form';

/** A checkbox the member must tick before the form can be sent; its message shows beneath. */
export function ConsentCheckbox({
  source,
  label,
  message,
}: {
  source: string;
  label: string;
  message: string;
}) {
  const errorId = useId();
  const { field, fieldState } = useController({
    name: source,
    defaultValue: false,
    rules: { validate: (value: unknown) => value === true || message },
  });
  return (
    <div>
      <FormControlLabel
        control={
          <Checkbox
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{
              input: {
                'aria-invalid': Boolean(fieldState.error),
                'aria-describedby': fieldState.error ? errorId : undefined,
              },
            }}
          />
        }
        label={label}
      />
      {fieldState.error && (
        <FormHelperText id={errorId} error>
          {fieldState.error.message}
        </FormHelperText>
      )}
    </div>
  );
}
