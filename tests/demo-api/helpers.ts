/** Shared by the demo-API tests: sign in through the real call and read ABP envelopes. */
import type { AbpEnvelope, SocietyResult } from '../../src/api/envelope';

export const ORIGIN = 'http://localhost:3000';
export const AUTHENTICATE_URL = `${ORIGIN}/api/TokenAuth/Authenticate`;

export interface AuthenticateResult {
  accessToken: string;
  encryptedAccessToken: string;
  expireInSeconds: number;
  userId: number;
}

export function authenticate(userNameOrEmailAddress: string, password: string) {
  return fetch(AUTHENTICATE_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userNameOrEmailAddress, password, rememberClient: false }),
  });
}

export async function signIn(login: string): Promise<string> {
  const response = await authenticate(login, 'demo-pass-2026');
  const body = (await response.json()) as AbpEnvelope<AuthenticateResult>;
  if (!body.result) throw new Error(`sign-in of ${login} failed: ${JSON.stringify(body.error)}`);
  return body.result.accessToken;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** GET with a bearer token; returns the status and the parsed envelope. */
export async function get<T>(url: string, token?: string) {
  const response = await fetch(url, { headers: token ? bearer(token) : {} });
  return {
    status: response.status,
    body: (await response.json()) as AbpEnvelope<SocietyResult<T>>,
  };
}

/** A call with a JSON body (POST, PUT, …), with a bearer token if given; the status and the envelope. */
export async function send<T = unknown>(
  method: string,
  url: string,
  token?: string,
  body?: unknown,
) {
  const response = await fetch(url, {
    method,
    headers: { ...(token ? bearer(token) : {}), 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as AbpEnvelope<SocietyResult<T>>,
  };
}

/** The `data` of a successful society result, failing loudly otherwise. */
export function dataOf<T>(body: AbpEnvelope<SocietyResult<T>>): T {
  if (!body.success || !body.result) throw new Error(`call failed: ${JSON.stringify(body.error)}`);
  return body.result.data;
}
