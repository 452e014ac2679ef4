/** Terms (`/api/services/app/Term/*`): public text, readable before signing in. */
import { DemoApiError, intParam, ok } from '../abp';
import { defineCall } from '../defineCall';
import { terms } from '../seed/terms';

export const termCalls = [
  defineCall('GetDetailTermByType', ({ query }) => {
    const type = intParam(query, 'type');
    const term = terms.find((candidate) => candidate.type === type);
    if (!term) throw new DemoApiError(404, '指定された規約が見つかりません');
    return ok(term);
  }),
];
