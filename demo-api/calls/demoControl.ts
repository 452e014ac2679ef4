/**
 * Controls of the demo API itself, outside the member API's contract (a real member API has no
 * such path): `POST /api/__demo/reset` restores the seed, so an e2e run starts from the same state
 * even against a server left running by an earlier run.
 */
import { http, HttpResponse } from 'msw';
import { resetDemoStore } from '../store';

export const DEMO_RESET_PATH = '/api/__demo/reset';

export const demoControlCalls = [
  http.post(`*${DEMO_RESET_PATH}`, () => {
    resetDemoStore();
    return new HttpResponse(null, { status: 204 });
  }),
];
