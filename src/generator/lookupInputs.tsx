import { CheckboxGroupInput, SelectInput, type Validator } from 'react-admin';
import { useLookup, type LookupProps } from './lookup';

// Inputs over a lookup's items, apart from its field (lookup.tsx): a record's page shows the
// names and loads no form machinery for them.

interface InputProps extends LookupProps {
  validate?: Validator[];
}

/** A form's select whose choices a lookup call answers. */
export function LookupSelectInput({
  lookup,
  lookupParams,
  ...props
}: InputProps & {
  emptyText?: string;
  helperText?: false;
  fullWidth?: boolean;
}) {
  // Pending, the select shows it is loading rather than a value it has no name for yet.
  const { choices, isPending } = useLookup(lookup, lookupParams);
  return <SelectInput {...props} choices={choices} isPending={isPending} />;
}

/** Ids picked with checkboxes from a lookup call's items. */
export function LookupCheckboxGroupInput({ lookup, lookupParams, ...props }: InputProps) {
  const { choices, isPending } = useLookup(lookup, lookupParams);
  return (
    <CheckboxGroupInput
      {...props}
      choices={choices}
      isPending={isPending}
      helperText={false}
      row={false}
    />
  );
}
