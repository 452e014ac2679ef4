/**
 * Controls of the demo API itself, outside the member API's contract (a real member API has no
 * such path):
 *
 * `POST /api/__demo/reset` without a body (or with `{}`) restores the whole seed and clears the
 * server-wide faults, so an e2e run starts from the same state even against a server left running
 * by an earlier run. With `{ "login": "demo-member" }` it restores only that account's member
 * records (store.ts `resetMemberRecords`): a test that uses up something one-shot (an event
 * application, an order, a fee payment, a password change) starts from its own member's seed,
 * while tests of other members running in parallel keep what they changed, and the server-wide
 * faults stay as they are. An unknown login is a 400 naming `login`.
 *
 * `POST /api/__demo/faults` with `{ "faults": [{ "kind": "slow" | "error" | "drop" |
 * "unauthorized", "call"?: "InsertParticipant", "times"?: 1, "delayMs"?: 1500 }] }` switches
 * faults on for every browser (a demonstration; see demo-api/faults.ts), `DELETE` switches them
 * off. Tests never use it: they scope faults to their own browser with the `demo-faults` cookie.
 *
 * Both answer only to a request carrying `X-Demo-Control: 1` (anything else: 403), so no page of
 * another site can reset the demo or switch a fault on behind a member's back: a browser sends a
 * custom header across sites only after a CORS preflight, which this server never approves
 * (vitePlugin.ts turns Vite's CORS answers off). Neither is mounted when `MEMBER_API_URL` is set.
 */
import { http, HttpResponse } from 'msw';
import { abpError, bodyOf, DemoApiError, invalidField, VALIDATION_MESSAGE } from '../abp';
import { findAccount, type Account } from '../accounts';
import { setServerFaults, toFaults } from '../faults';
import { resetDemoStore, resetMemberRecords } from '../store';

export const DEMO_RESET_PATH = '/api/__demo/reset';
export const DEMO_FAULTS_PATH = '/api/__demo/faults';

/** The header every demo control must carry, with its one accepted value. */
const DEMO_CONTROL_HEADER = 'X-Demo-Control';
export const DEMO_CONTROL_HEADERS = { [DEMO_CONTROL_HEADER]: '1' };
export const DEMO_CONTROL_REFUSED =
  'デモの操作には X-Demo-Control: 1 ヘッダーが必要です。他のサイトからは操作できません。';

/** The body of a reset of one account's member records. */
export interface DemoResetBody {
  login: string;
}

/** The fetch options of a reset: of `login`'s member records, or of everything without one. */
export const demoResetInit = (login?: string): RequestInit =>
  login === undefined
    ? { method: 'POST', headers: DEMO_CONTROL_HEADERS }
    : {
        method: 'POST',
        headers: { ...DEMO_CONTROL_HEADERS, 'Content-Type': 'application/json' },
        body: JSON.stringify({ login } satisfies DemoResetBody),
      };

/** A control's resolver, run only for a request carrying the control header; others get 403. */
const control =
  (resolve: (request: Request) => Response | Promise<Response>) =>
  ({ request }: { request: Request }): Response | Promise<Response> =>
    request.headers.get(DEMO_CONTROL_HEADER) === DEMO_CONTROL_HEADERS[DEMO_CONTROL_HEADER]
      ? resolve(request)
      : abpError(403, DEMO_CONTROL_REFUSED);

const noContent = () => new HttpResponse(null, { status: 204 });

/** The account whose records a reset names, or null for the whole store; a 400 for anything else. */
async function accountToReset(request: Request): Promise<Account | null> {
  const text = await request.text();
  if (text.trim() === '') return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new DemoApiError(400, VALIDATION_MESSAGE, {
      details: 'リクエスト本文のJSONが不正です。',
    });
  }
  if (bodyOf(body) !== body) {
    throw invalidField('login', '本文は { "login": … } で指定してください');
  }
  const { login } = bodyOf(body);
  if (login === undefined) return null;
  const account = typeof login === 'string' ? findAccount(login) : undefined;
  if (!account) throw invalidField('login', `デモアカウントではありません: ${String(login)}`);
  return account;
}

export const demoControlCalls = [
  http.post(
    `*${DEMO_RESET_PATH}`,
    control(async (request) => {
      let account: Account | null;
      try {
        account = await accountToReset(request);
      } catch (error) {
        if (error instanceof DemoApiError) return error.toResponse();
        throw error;
      }
      if (account) {
        resetMemberRecords(account.memberId, account.login);
      } else {
        resetDemoStore();
        setServerFaults([]);
      }
      return noContent();
    }),
  ),
  http.post(
    `*${DEMO_FAULTS_PATH}`,
    control(async (request) => {
      setServerFaults(toFaults(bodyOf(await request.json().catch(() => null)).faults));
      return noContent();
    }),
  ),
  http.delete(
    `*${DEMO_FAULTS_PATH}`,
    control(() => {
      setServerFaults([]);
      return noContent();
    }),
  ),
];
