import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useFormContext, useWatch } from 'react-hook-form';
import { replaceVariant, standardFormsIn } from '../validation/kanjiVariants';
import type { FieldDefinition } from './defineResource';

/**
 * Under a text input holding a refused 異体字 with a standard form (髙橋): one button per such
 * character, 「高」に置き換える, replacing it in this field and changing nothing else typed.
 */
export function StandardFormButtons({ field }: { field: FieldDefinition }) {
  const { setValue, setFocus } = useFormContext();
  const value: unknown = useWatch({ name: field.source });
  const forms = typeof value === 'string' ? standardFormsIn(value) : [];
  if (forms.length === 0) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
      {forms.map((form) => (
        <Button
          key={form.variant}
          size="small"
          variant="outlined"
          // The field is named too: 髙 may stand in several inputs of the form.
          aria-label={`${field.label}の「${form.variant}」を「${form.standard}」に置き換える`}
          sx={{ minHeight: 44 }}
          onClick={() => {
            const options = { shouldDirty: true, shouldTouch: true, shouldValidate: true };
            setValue(field.source, replaceVariant(String(value), form), options);
            // The button goes with the character: focus returns to the field.
            setFocus(field.source);
          }}
        >
          「{form.standard}」に置き換える
        </Button>
      ))}
    </Stack>
  );
}
