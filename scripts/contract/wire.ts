/**
 * The types the OpenAPI document is written from (schemas.ts reads them with the compiler): each
 * call's parameters and result, and the two envelopes a call answers in.
 */
import type { CallName, ParamsOf, ResultOf } from '../../src/api/contract';
import type { AbpEnvelope, AbpError, SocietyResult } from '../../src/api/envelope';

export type Calls = { [N in CallName]: { params: ParamsOf<N>; result: ResultOf<N> } };

/** Stands for a call's result in `Answer`: the call's own schema takes its place. */
export interface CallData {
  readonly callData: never;
}

/** What a call answers when it succeeds (a property's type, so that it is written inline). */
export interface Answer {
  success: AbpEnvelope<SocietyResult<CallData>>;
}
/** What a call answers when it fails (400, 401, 403, 404, 500). */
export interface Failure extends AbpEnvelope<null> {
  success: false;
  error: AbpError;
}
