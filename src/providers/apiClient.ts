import { createApiClient } from '../api/client';
import { config } from '../config/env';
import { trackActivity } from './activity';
import { warnFromServer } from './notifications';
import { raiseSessionExpired } from './sessionExpired';
import { session } from './session';

/** The app's one API client: signed by the session, failures to toasts and the 401 dialog. */
export const apiClient = createApiClient({
  baseUrl: config.apiBaseUrl || undefined,
  identity: session.identity,
  onUnauthorized: raiseSessionExpired,
  onWarning: warnFromServer,
  onActivity: trackActivity,
});
