/**
 * Type tests of the call contract, run by `npm run typecheck`: each `@ts-expect-error` line must
 * fail to compile (a line that compiles fails the typecheck), so a typo in a call's name, a
 * parameter, a result field or a permission, or a demo API handler answering something else than
 * its entry says, is the compiler's to catch.
 */
import { ok, paged } from '../../demo-api/abp';
import { defineCall } from '../../demo-api/defineCall';
import { demoStore } from '../../demo-api/store';
import type { ApiClient } from '../../src/api/client';
import type { Access, ParamsOf, RecordOf, ResultOf } from '../../src/api/contract';
import { useCallMutation, useCallQuery } from '../../src/providers/useCall';

declare const client: ApiClient;

export async function calls() {
  // A misspelled call name.
  // @ts-expect-error 'GetListNotices' is not a call
  await client.call('GetListNotices');

  // A misspelled parameter.
  // @ts-expect-error GetNotice takes `id`
  await client.call('GetNotice', { noticeId: 1 });

  // A parameter of the wrong type.
  // @ts-expect-error `id` is a number
  await client.call('GetNotice', { id: '1' });

  // A call that needs parameters, called without.
  // @ts-expect-error GetNotice needs its id
  await client.call('GetNotice');

  // A call without parameters needs no `{}`; its answer is typed.
  const { data } = await client.call('GetDetailMember');
  const memberNo: string = data.memberNo;

  // A misspelled result field.
  // @ts-expect-error a member has `memberNo`
  void data.memberNumber;

  return memberNo;
}

export function useTypedCalls() {
  const notices = useCallQuery('GetListNotice', { MaxResultCount: 5 });
  const title: string | undefined = notices.data?.data[0]?.title;
  // @ts-expect-error a notice has `title`
  void notices.data?.data[0]?.titel;
  // @ts-expect-error GetListNotice's `category` is one of the society's categories
  useCallQuery('GetListNotice', { category: 'お知らせ' });
  const cancel = useCallMutation('CancelProductOrder');
  // @ts-expect-error CancelProductOrder takes the order's id
  cancel.mutate({ orderId: 1 });
  return title;
}

// An unknown permission in an entry's access.
// @ts-expect-error 'contents_write' is not a permission
export const unknownPermission: Access = { staff: 'contents_write' };
// paid_admission_fee is `'paid'`, not a staff permission.
// @ts-expect-error staff hold contents_read, contents_update or user_update
export const paidAsStaff: Access = { staff: 'paid_admission_fee' };

// The types the resource files and the OpenAPI document read.
export type NoticeRow = RecordOf<'GetListNotice'>;
export type NoticeParams = ParamsOf<'GetListNotice'>;
export type Receipt = ResultOf<'DownloadReceiptEvent'>;
export const receiptName = (receipt: Receipt): string => receipt.file_name;

// A demo API handler answering what its entry does not say.
// @ts-expect-error GetNotice answers a notice, not a member's number
export const wrongAnswer = defineCall('GetNotice', () => ok({ memberNo: '0000001' }));
// @ts-expect-error a list answers its rows
export const wrongRows = defineCall('GetListNotice', ({ query }) => paged([{ id: 1 }], query));
export const rightAnswer = defineCall('GetPrefectures', ({ query }) =>
  paged(demoStore.prefectures, query),
);
