/**
 * Every handler of the demo member API, for msw/node (vitest), the Vite middleware and e2e alike.
 * The catch-all comes last: an unknown call gets ABP's 404 rather than falling through.
 */
import { http, type RequestHandler } from 'msw';
import { notFoundCall } from './abp';
import { applicationCalls } from './calls/applications';
import { authCalls } from './calls/auth';
import { commonCalls } from './calls/common';
import { noticeCalls } from './calls/notices';
import { termCalls } from './calls/terms';

const unknownCall = http.all('*/api/*', ({ request }) =>
  notFoundCall(new URL(request.url).pathname),
);

export const handlers: RequestHandler[] = [
  ...authCalls,
  ...commonCalls,
  ...applicationCalls,
  ...noticeCalls,
  ...termCalls,
  unknownCall,
];
