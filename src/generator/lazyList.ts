import type { ComponentProps } from 'react';
import { lazyPage } from '../layout/lazyPage';
import type { GeneratedList } from './ListView';

// The list loads with the first page that shows one, not with the shell. Apart from the record
// views' loaders: a record page embeds lists, and must not import the loader of its own view.
export const LazyList = lazyPage<ComponentProps<typeof GeneratedList>>(() =>
  import('./ListView').then((m) => ({ default: m.GeneratedList })),
);
