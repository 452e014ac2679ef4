import type { ComponentProps } from 'react';
import { lazyPage } from '../layout/lazyPage';
import type { ListFilters } from './ListFilters';

// A list's filters load with the first list that has any (the dashboard's lists have none); a
// list route with filters fetches them beside its view (resourceRoutes.tsx).
export const LazyListFilters = lazyPage<ComponentProps<typeof ListFilters>>(() =>
  import('./ListFilters').then((m) => ({ default: m.ListFilters })),
);
