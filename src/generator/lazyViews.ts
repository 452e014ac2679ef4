import { lazyPage } from '../layout/lazyPage';
import type { ResourceDefinition } from './defineResource';

type ViewProps = { definition: ResourceDefinition };

// Each record view loads with the first page that shows one, not with the shell (the list's
// loader: lazyList.ts).
export const LazyShow = lazyPage<ViewProps>(() =>
  import('./ShowView').then((m) => ({ default: m.GeneratedShow })),
);
export const LazyEdit = lazyPage<ViewProps>(() =>
  import('./EditView').then((m) => ({ default: m.GeneratedEdit })),
);
