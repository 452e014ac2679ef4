import type { RouteMeta } from './guards';
import { createSignal } from '../providers/signal';

/** The meta of the page on screen, set by its guard, read by the breadcrumb and the title. */
export const currentPage = createSignal<Pick<RouteMeta, 'title' | 'parent'> | null>(null);
