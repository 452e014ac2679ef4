import { createSignal } from './signal';

/** Raised by any 401; one dialog however many calls fail at once. */
export const sessionExpired = createSignal(false);

export const raiseSessionExpired = (): void => sessionExpired.set(true);
