/**
 * Contract completeness: every call SPEC §7 names is in the contract table, and the
 * demo API answers it at the contract's verb and path. The demo API is asked through msw's
 * `getResponse`, as its Vite middleware does, so an unknown call gets only the catch-all's 404.
 */
import { getResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { handlers } from '../../demo-api/handlers';
import type { AbpEnvelope } from '../../src/api/envelope';
import { callNames, contract, pathOf, specOf, verbOf, type CallName } from '../../src/api/contract';
import { SPEC_CALL_NAMES, SPEC_PATHS_OUTSIDE_PREFIX } from '../../scripts/contract/specCalls';
import { bearer, ORIGIN, signIn } from './helpers';

/** The start of the catch-all's message for a path no handler serves (demo-api/abp.ts). */
const UNKNOWN_CALL = 'APIが見つかりません';

let token = '';
beforeAll(async () => {
  // Staff calls answer every role (403 for a member would still be an answer); admin sees all.
  token = await signIn('demo-admin');
});

/** A call that ends the session it is made with gets a session of its own. */
const ENDS_ITS_SESSION: readonly CallName[] = ['Logout'];

/** Asks the demo API for a call with an empty JSON body where the verb takes one. */
async function ask(name: CallName): Promise<Response | undefined> {
  const method = verbOf(name, specOf(name));
  const hasBody = method === 'POST' || method === 'PUT';
  const session = ENDS_ITS_SESSION.includes(name) ? await signIn('demo-admin') : token;
  const request = new Request(`${ORIGIN}${pathOf(name)}`, {
    method,
    headers: { ...bearer(session), ...(hasBody ? { 'Content-Type': 'application/json' } : {}) },
    body: hasBody ? '{}' : undefined,
  });
  return getResponse(handlers, request);
}

describe('every call SPEC §7 names', () => {
  it.each(SPEC_CALL_NAMES)('%s is in the contract table', (name) => {
    expect(Object.hasOwn(contract, name)).toBe(true);
  });

  it('has the paths outside the prefix in the contract table', () => {
    expect(callNames.map(pathOf)).toEqual(expect.arrayContaining([...SPEC_PATHS_OUTSIDE_PREFIX]));
  });
});

describe('the demo API', () => {
  // Every entry of the table, SPEC §7's and the few the staff pages add.
  it.each(callNames)('answers %s at its verb and path, past the sign-in check', async (name) => {
    const response = await ask(name);
    expect(response, `${verbOf(name, specOf(name))} ${pathOf(name)}`).toBeDefined();
    // A 401 would be the bearer check, not the call itself.
    expect(response?.status).not.toBe(401);
    // The call's own answer: a result, or ABP's error with a message (400 for a missing
    // parameter, 403, 404, or a 500 business error as ABP sends them). A crash throws above.
    if (!response?.headers.get('content-type')?.includes('json')) return;
    const body = (await response.json()) as AbpEnvelope<unknown>;
    expect(body.__abp).toBe(true);
    if (!body.success) expect(body.error?.message).toMatch(/\S/);
    // Not the catch-all's answer to a call the demo API does not know.
    expect(body.error?.message ?? '').not.toContain(UNKNOWN_CALL);
  });

  it('answers a call outside the contract with the catch-all, so the check above can fail', async () => {
    const request = new Request(`${ORIGIN}/api/services/app/Common/GetNothing`, {
      headers: bearer(token),
    });
    const response = await getResponse(handlers, request);
    expect(response?.status).toBe(404);
    const body = (await response?.json()) as AbpEnvelope<unknown>;
    expect(body.error?.message).toContain(UNKNOWN_CALL);
  });

  it('counts every call of SPEC §7 among those it answers', () => {
    expect(SPEC_CALL_NAMES.every((name) => (callNames as readonly string[]).includes(name))).toBe(
      true,
    );
    expect(SPEC_CALL_NAMES.length).toBe(95);
  });
});
