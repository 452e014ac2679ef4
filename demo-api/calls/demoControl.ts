/**
 * Controls of the demo API itself, outside the member API's contract (a real member API has no
 * such path): `POST /api/__demo/reset` restores the seed (and clears the server-wide faults), so
 * an e2e run starts from the same state even against a server left running by an earlier run.
 *
 * `POST /api/__demo/faults` with `{ "faults": [{ "kind": "slow" | "error" | "drop" |
 * "unauthorized", "call"?: "InsertParticipant", "times"?: 1, "delayMs"?: 1500 }] }` switches
 * faults on for every browser (a demonstration; see demo-api/faults.ts), `DELETE` switches them
 * off. Tests never use it: they scope faults to their own browser with the `demo-faults` cookie.
 */
import { http, HttpResponse } from 'msw';
import { bodyOf } from '../abp';
import { setServerFaults, toFaults } from '../faults';
import { resetDemoStore } from '../store';

export const DEMO_RESET_PATH = '/api/__demo/reset';
export const DEMO_FAULTS_PATH = '/api/__demo/faults';

const noContent = () => new HttpResponse(null, { status: 204 });

export const demoControlCalls = [
  http.post(`*${DEMO_RESET_PATH}`, () => {
    resetDemoStore();
    setServerFaults([]);
    return noContent();
  }),
  http.post(`*${DEMO_FAULTS_PATH}`, async ({ request }) => {
    setServerFaults(toFaults(bodyOf(await request.json().catch(() => null)).faults));
    return noContent();
  }),
  http.delete(`*${DEMO_FAULTS_PATH}`, () => {
    setServerFaults([]);
    return noContent();
  }),
];
