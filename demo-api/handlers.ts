/**
 * Every handler of the demo member API, for msw/node (vitest), the Vite middleware and e2e alike.
 * The catch-all comes last: an unknown call gets ABP's 404 rather than falling through.
 */
import { http, type RequestHandler } from 'msw';
import { notFoundCall } from './abp';
import { applicationCalls } from './calls/applications';
import { authCalls } from './calls/auth';
import { cardCalls } from './calls/card';
import { checkInCalls } from './calls/checkIn';
import { commonCalls } from './calls/common';
import { demoControlCalls } from './calls/demoControl';
import { eventCalls } from './calls/events';
import { feeCalls } from './calls/fees';
import { memberCalls } from './calls/members';
import { memberUpdateCalls } from './calls/memberUpdates';
import { noticeCalls } from './calls/notices';
import { passwordCalls } from './calls/password';
import { paymentCalls } from './calls/payments';
import { pointCalls } from './calls/points';
import { productCalls } from './calls/products';
import { checkoutHandlers } from './checkout';
import { termCalls } from './calls/terms';
import { staffCalls } from './calls/staff';
import { staffAttendanceCalls } from './calls/staffAttendance';
import { successfulApplicantCalls } from './calls/successfulApplicants';

const unknownCall = http.all('*/api/*', ({ request }) =>
  notFoundCall(new URL(request.url).pathname),
);

export const handlers: RequestHandler[] = [
  ...authCalls,
  ...commonCalls,
  ...applicationCalls,
  ...noticeCalls,
  ...termCalls,
  ...eventCalls,
  ...pointCalls,
  ...memberUpdateCalls,
  ...feeCalls,
  ...paymentCalls,
  ...passwordCalls,
  ...memberCalls,
  ...cardCalls,
  ...checkInCalls,
  ...productCalls,
  ...checkoutHandlers,
  ...staffCalls,
  ...staffAttendanceCalls,
  ...successfulApplicantCalls,
  ...demoControlCalls,
  unknownCall,
];
