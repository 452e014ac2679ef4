/**
 * Resilience checks shared by the form tests (issue 10): a submit answered slowly, so a second
 * click lands while the first request is out; and a 401 on submit, after which signing in again
 * brings the member back to the form with what they typed.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { delay, http } from 'msw';
import { unauthorized } from '../demo-api/abp';
import { sessionExpired, sessionExpiredTarget } from '../src/providers/sessionExpired';
import { session } from '../src/providers/session';
import { server } from './msw';
import { recordBodies } from './requests';
import { currentUrl, renderApp, signInAs } from './renderApp';

/** Every request of the call `name` (a path's last segment). */
const callPattern = (name: string): string => `*/${name}`;

/**
 * Holds every request of the call `name` for `ms`, then lets the demo API answer it: long
 * enough for a double click's second click to land while the first request is out.
 */
export function answerSlowly(name: string, ms = 300): void {
  server.use(
    http.all(callPattern(name), async () => {
      await delay(ms);
      // Nothing returned: the demo API's own handler answers.
    }),
  );
}

/** One form, for `expectDraftKeptThroughSignIn`. */
export interface FormThroughSignIn {
  login: string;
  /** The form's path inside /member/ (a confirmation step may move on from it). */
  path: string;
  /** The submit's call. */
  call: string;
  /** Fills the form in, as far as the submit. */
  fill: (user: UserEvent) => Promise<void>;
  /** Sends it (through any confirmation). */
  submit: (user: UserEvent) => Promise<void>;
  /** Asserts what was typed is on the form again, and readies it for `submit`. */
  expectKept: (user: UserEvent) => Promise<void>;
  /** What the submit after signing in again sends (at least these fields). */
  body: Record<string, unknown>;
}

/**
 * The session expires as the member submits: the call answers 401 once, the session dialog asks
 * to sign in again and leads back to the page the member was on; after signing in that page
 * shows what was typed and sends it.
 */
export async function expectDraftKeptThroughSignIn(form: FormThroughSignIn): Promise<void> {
  const user = userEvent.setup();
  server.use(http.all(callPattern(form.call), () => unauthorized(), { once: true }));
  await signInAs(form.login);
  const first = renderApp(form.path);
  await form.fill(user);
  await form.submit(user);

  const expired = await screen.findByRole('dialog', { name: 'ログインしなおしてください' });
  const at = currentUrl();
  const back = new URL(sessionExpiredTarget(), window.location.origin).searchParams;
  expect(back.get('redirect')).toBe(`/member${at}`);
  await user.click(within(expired).getByRole('button', { name: 'OK' }));
  expect(session.isSignedIn()).toBe(false);
  // OK loads the login page: a new page, as this unmount and the fresh signal stand for.
  first.unmount();
  sessionExpired.set(false);

  await signInAs(form.login);
  const bodies = recordBodies(form.call);
  renderApp(at);
  await form.expectKept(user);
  await form.submit(user);
  await waitFor(() => expect(bodies).toHaveLength(1));
  expect(await bodies[0]).toMatchObject(form.body);
}
