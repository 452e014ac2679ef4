import { BASE_PATH } from '../config/constants';
import { loginPathFor } from './redirect';
import { session } from './session';
import { currentLocation } from './browserLocation';
import { createSignal } from './signal';

/** Raised by any 401; one dialog however many calls fail at once. */
export const sessionExpired = createSignal(false);

export const raiseSessionExpired = (): void => sessionExpired.set(true);

/** Where signing in again starts: the login page under /member/, then back to this page. */
export function sessionExpiredTarget(): string {
  return `${BASE_PATH}${loginPathFor(currentLocation())}`;
}

/** Ends what is left of the session and opens the login page, which brings the member back. */
export function signInAgain(): void {
  session.clear();
  window.location.assign(sessionExpiredTarget());
}
