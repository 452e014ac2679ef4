/** What the client needs of the session to sign a request (SPEC §7 headers). */
export interface RequestIdentity {
  /** The full Authorization value, e.g. `Bearer eyJ…`, or null before sign-in. */
  authorization: string | null;
  appKey: string;
  authApi: string;
  memberId: string | null;
  name: string | null;
}

/**
 * The headers every call carries. Header values must be ISO-8859-1, so the member's (Japanese)
 * name is sent percent-encoded as UTF-8; a raw one would make `fetch` throw.
 */
export function identityHeaders(identity: RequestIdentity): Record<string, string> {
  const headers: Record<string, string> = {
    'X-APP-KEY': identity.appKey,
    'X-AUTH-API': identity.authApi,
  };
  if (identity.authorization) headers.Authorization = identity.authorization;
  if (identity.memberId) headers['X-MEMBER-ID'] = identity.memberId;
  if (identity.name) headers['X-NAME'] = encodeURIComponent(identity.name);
  return headers;
}
