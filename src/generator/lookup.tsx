import { FunctionField, SelectInput, type Validator } from 'react-admin';
import type { CallName } from '../api/contract';
import { useCallQuery } from '../providers/useCall';
import type { Choice } from './defineResource';

// Masters change rarely: one request per lookup per session is enough.
const LOOKUP_STALE_MS = 5 * 60 * 1000;

/** The `{ id, name }` items a lookup call answers with `allItems=true`. */
export function useLookupChoices(
  call: CallName,
  params: Readonly<Record<string, string>> = {},
): Choice[] {
  const { data } = useCallQuery<Choice[]>(
    call,
    { allItems: true, ...params },
    { lookup: true, staleTime: LOOKUP_STALE_MS },
  );
  return (data?.data ?? []).map(({ id, name }) => ({ id, name }));
}

interface LookupProps {
  source: string;
  label: string;
  lookup: CallName;
  lookupParams?: Readonly<Record<string, string>>;
}

/** A select whose choices a lookup call answers (a list filter, or a form input). */
export function LookupSelectInput({
  lookup,
  lookupParams,
  ...props
}: LookupProps & { alwaysOn?: boolean; validate?: Validator[]; emptyText?: string }) {
  const choices = useLookupChoices(lookup, lookupParams);
  return <SelectInput {...props} choices={choices} />;
}

/** An id shown by its name in the lookup's items. */
export function LookupField({ lookup, lookupParams, ...props }: LookupProps) {
  const choices = useLookupChoices(lookup, lookupParams);
  return (
    <FunctionField
      {...props}
      sortable={false}
      render={(record) =>
        choices.find((choice) => choice.id === record?.[props.source])?.name ?? ''
      }
    />
  );
}
