import { SelectInput } from 'react-admin';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { CallName } from '../api/contract';
import type { FilterDefinition } from './defineResource';
import { LookupSelectInput } from './lookupInputs';

interface DependentLookupProps {
  source: string;
  label: string;
  lookup: CallName;
  lookupParams?: Readonly<Record<string, string>>;
  dependsOn: NonNullable<FilterDefinition['dependsOn']>;
  alwaysOn?: boolean;
}

const EMPTY_CHOICES: never[] = [];

/**
 * A lookup filter narrowed by an earlier one (テーマ by 分類): disabled until that filter has a
 * value, its choices asked for under that value, and emptied whenever the member changes it.
 */
export function DependentLookupInput({
  dependsOn,
  lookup,
  lookupParams,
  ...props
}: DependentLookupProps) {
  const { watch, setValue } = useFormContext();
  const parent: unknown = useWatch({ name: dependsOn.filter });
  useEffect(() => {
    // A member's change names the field; the filter form's reset to the remembered filters
    // names none, and keeps the pair as it was. Emptied once the change has reached every
    // watcher: the filter form applies the last values it is told of.
    const { unsubscribe } = watch((_values, { name }) => {
      if (name === dependsOn.filter) queueMicrotask(() => setValue(props.source, ''));
    });
    return unsubscribe;
  }, [watch, setValue, dependsOn.filter, props.source]);
  if (parent === '' || parent === null || parent === undefined) {
    return <SelectInput {...props} choices={EMPTY_CHOICES} emptyText="すべて" disabled />;
  }
  return (
    <LookupSelectInput
      {...props}
      lookup={lookup}
      lookupParams={{ ...lookupParams, [dependsOn.param]: String(parent) }}
      emptyText="すべて"
    />
  );
}
