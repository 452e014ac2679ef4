import type { Identifier } from 'ra-core';

/** Fills `:id` of a resource route with a record id. */
export const recordPath = (route: string, id: Identifier): string =>
  route.replace(':id', encodeURIComponent(String(id)));
