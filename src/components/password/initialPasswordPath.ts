import { BASE_PATH, HOME_PATH } from '../../config/constants';

/** The forced password change a sign-in leads to first (a temporary or an expired password). */
export const INITIAL_PASSWORD_PATH = '/ResettingPassword/initial';

/**
 * The forced change, remembering where the member was heading (a router path) so that page
 * opens after the change; home needs no remembering.
 */
export function initialPasswordPathFor(target: string): string {
  if (target === HOME_PATH) return INITIAL_PASSWORD_PATH;
  return `${INITIAL_PASSWORD_PATH}?redirect=${encodeURIComponent(`${BASE_PATH}${target}`)}`;
}
