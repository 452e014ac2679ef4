import type { ResourceDefinition } from './schema';

export type {
  Choice,
  DownloadAction,
  FieldDefinition,
  FieldType,
  FilterDefinition,
  LinkTarget,
  ListAction,
  ResourceDefinition,
  SlotRef,
  ValidationRules,
  View,
} from './schema';

/** SPEC §2's list defaults, which no resource file repeats. */
export const LIST_DEFAULTS = { perPage: 10, rememberPagination: true } as const;

/**
 * Types a resource file against the format (./schema.ts, which also checks what types cannot:
 * in development at start and in the test suite).
 */
export function defineResource<const T extends ResourceDefinition>(definition: T): T {
  return definition;
}
