/**
 * What a resource file's row-level data means for one row: conditions (`when`), texts with
 * `{name}` placeholders and call parameters with `:name` values. (Paths with `:name`
 * placeholders are LinkField's `linkPath`.)
 */
import type { RaRecord } from 'react-admin';
import { todayInJapan } from '../api/japanTime';
import type { ResourceDefinition, RowCondition } from './defineResource';

/** null, '' and an empty list hold no value. */
export const holdsValue = (value: unknown): boolean =>
  value !== null &&
  value !== undefined &&
  value !== '' &&
  !(Array.isArray(value) && value.length === 0);

/** Whether a row meets a condition; every row meets none. */
export function meets(record: RaRecord, condition: RowCondition | undefined): boolean {
  if (!condition) return true;
  if (typeof condition === 'function') return condition(record);
  const value: unknown = record[condition.field];
  if ('equals' in condition) return value === condition.equals;
  if ('not' in condition) return value !== condition.not;
  if ('beforeToday' in condition)
    return (holdsValue(value) && String(value) < todayInJapan()) === condition.beforeToday;
  return holdsValue(value) === condition.present;
}

/** A text with its `{name}` placeholders filled with the row's fields. */
export const fillText = (text: string, record: RaRecord): string =>
  text.replace(/\{([A-Za-z]\w*)\}/g, (_match, name: string) => String(record[name] ?? ''));

/** A confirmation's text for a row: by the row's value where `textBy` has one, else `text`. */
export function confirmText(
  confirm: { text: string; textBy?: { field: string; texts: Readonly<Record<string, string>> } },
  record: RaRecord,
): string {
  const byValue = confirm.textBy?.texts[String(record[confirm.textBy.field])];
  return fillText(byValue ?? confirm.text, record);
}

/** A row call's parameters: a value of exactly `:name` is the row's field as it is. */
export function rowParams(
  params: Readonly<Record<string, string | number | boolean>>,
  record: RaRecord,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => {
      const field = typeof value === 'string' ? /^:([A-Za-z]\w*)$/.exec(value)?.[1] : undefined;
      return [key, field === undefined ? value : record[field]];
    }),
  );
}

const readsToday = (condition: RowCondition | undefined): boolean =>
  typeof condition === 'object' && 'beforeToday' in condition;

/**
 * Whether a list's rows are judged by today's date (a `beforeToday` condition on a cell, a chip
 * or a row action): offline, such a list says that the device's date judges.
 */
export function judgesByToday(list: ResourceDefinition['list']): boolean {
  const cells = Object.values(list?.cells ?? {});
  return (
    cells.some(
      (cell) => readsToday(cell?.when) || (cell?.chips ?? []).some((chip) => readsToday(chip.when)),
    ) || (list?.rowActions ?? []).some((action) => readsToday(action.when))
  );
}

/** A card's labels beside their values: the stacked rows of a list and of a page's table. */
export const LABEL_VALUE_GRID = {
  display: 'grid',
  gridTemplateColumns: 'minmax(5em, auto) 1fr',
  columnGap: 2,
  rowGap: 0.5,
  m: 0,
  '& dd': { m: 0, minWidth: 0, overflowWrap: 'anywhere' },
} as const;
