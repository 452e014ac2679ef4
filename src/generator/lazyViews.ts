import type { ComponentProps } from 'react';
import { lazyPage } from '../layout/lazyPage';
import type { ResourceDefinition } from './defineResource';
import type { GeneratedList } from './ListView';

type ViewProps = { definition: ResourceDefinition };

// Each kind of generated view loads with the first page that shows one, not with the shell.
export const LazyList = lazyPage<ComponentProps<typeof GeneratedList>>(() =>
  import('./ListView').then((m) => ({ default: m.GeneratedList })),
);
export const LazyShow = lazyPage<ViewProps>(() =>
  import('./ShowView').then((m) => ({ default: m.GeneratedShow })),
);
export const LazyEdit = lazyPage<ViewProps>(() =>
  import('./EditView').then((m) => ({ default: m.GeneratedEdit })),
);
