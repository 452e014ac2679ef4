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

export const resources: ResourceDefinition[] = Object.values(modules)
  .map((module) => module.default)
  .sort((a, b) => a.name.localeCompare(b.name));
