import { FunctionField } from 'react-admin';
import type { CallName } from '../api/contract';
import { useCallQuery } from '../providers/useCall';
import type { Choice } from './defineResource';

// Masters change a few times a year: one request per lookup serves every page for ten minutes.
const LOOKUP_STALE_MS = 10 * 60 * 1000;

/** The `{ id, name }` items a lookup call answers with `allItems=true` (SPEC §7). */
export function useLookupChoices(
  call: CallName,
  params: Readonly<Record<string, string>> = {},
): Choice[] {
  return useLookup(call, params).choices;
}

/** The same, with whether they are still on their way. */
export function useLookup(call: CallName, params: Readonly<Record<string, string>> = {}) {
  const { data, isPending } = useCallQuery(
    call,
    { allItems: true, ...params },
    { lookup: true, staleTime: LOOKUP_STALE_MS },
  );
  return { choices: choicesOf(data?.data), isPending };
}

/**
 * The `{ id, name }` of each item: a lookup's call is named by a resource file at run time, so its
 * items are read as the wire has them.
 */
function choicesOf(items: unknown): Choice[] {
  if (!Array.isArray(items)) return [];
  return items.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { id, name } = item as { id?: unknown; name?: unknown };
    return (typeof id === 'string' || typeof id === 'number') && typeof name === 'string'
      ? [{ id, name }]
      : [];
  });
}

export interface LookupProps {
  source: string;
  label: string;
  lookup: CallName;
  lookupParams?: Readonly<Record<string, string>>;
}

/** The names of ids (one, or a list joined with 、) in a lookup's items. */
export function lookupNames(choices: readonly Choice[], value: unknown): string {
  const ids: unknown[] = Array.isArray(value) ? value : [value];
  return ids
    .map((id) => choices.find((choice) => choice.id === id)?.name)
    .filter(Boolean)
    .join('、');
}

/** An id, or a list of ids, shown by name. */
export function LookupField({ lookup, lookupParams, ...props }: LookupProps) {
  const choices = useLookupChoices(lookup, lookupParams);
  return (
    <FunctionField {...props} render={(record) => lookupNames(choices, record?.[props.source])} />
  );
}
