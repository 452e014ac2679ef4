import { chunk } from './layout/lazyPage';

/** The signed-in app, loaded on demand so the sign-in pages stay light (DESIGN §9). */
export const loadAdminShell = chunk(() => import('./App'));
