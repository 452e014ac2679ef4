import type { ResourceDefinition } from '../src/generator/defineResource';

/**
 * Every resource file in this folder, found by name: adding a resource is adding a file.
 * (menu.ts and this index are not resources.)
 */
const modules = import.meta.glob<{ default: ResourceDefinition }>(
  ['./*.ts', '!./index.ts', '!./menu.ts'],
  {
    eager: true,
  },
);

/**
 * In name order, by code unit: the names are unique identifiers, and a locale's collation would
 * start ICU's collator on every signed-in start (hundreds of milliseconds on a slow phone).
 */
export const resources: ResourceDefinition[] = Object.values(modules)
  .map((module) => module.default)
  .sort((a, b) => (a.name < b.name ? -1 : 1));
