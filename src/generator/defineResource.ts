import type { FieldDefinition, ResourceDefinition, View } from './schema';

export type {
  CellComponent,
  CellDefinition,
  Choice,
  DownloadAction,
  FieldDefinition,
  FieldType,
  FilterDefinition,
  LinkTarget,
  ListAction,
  ResourceDefinition,
  RowAction,
  RowCondition,
  SectionDefinition,
  SlotRef,
  ValidationRules,
  View,
} from './schema';

/** Japan's calendar, for what a resource file reckons by the day (the fiscal years offered). */
export { todayInJapan } from '../api/japanTime';

/** SPEC §2's list defaults, which no resource file repeats. */
export const LIST_DEFAULTS = { perPage: 10, rememberPagination: true } as const;

/**
 * Types a resource file against the format (./schema.ts, which also checks what types cannot:
 * in development at start and in the test suite).
 */
export function defineResource<const T extends ResourceDefinition>(definition: T): T {
  return definition;
}

/**
 * A shared field set with more views on some fields: `{ list: ['memberNo'] }` adds the list
 * view to memberNo. Options merge into those fields (e.g. `sortable`).
 */
export function withViews<F extends FieldDefinition>(
  fields: readonly F[],
  added: Partial<Record<View, readonly string[]>>,
  options: Readonly<Record<string, Partial<FieldDefinition>>> = {},
): F[] {
  return fields.map((field) => {
    const views = (Object.keys(added) as View[]).filter((view) =>
      added[view]?.includes(field.source),
    );
    return { ...field, ...options[field.source], views: [...field.views, ...views] };
  });
}
