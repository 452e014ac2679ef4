import { createElement, lazy } from 'react';
import { defineResource } from '../src/generator/defineResource';
import { CANCELLED_PARTICIPATION, PARTICIPATION_FIELDS } from './shared/participations';
import ParticipationCalendarButton from '../src/pages/events/ParticipationCalendarButton';
import { RECEIPT_CALLS } from './shared/paymentPurposes';

const UpcomingCalendarButton = lazy(() => import('../src/pages/events/UpcomingCalendarButton'));

/**
 * 学会・セミナー参加一覧: the member's participations, latest first, each with what may still be
 * done with it (pay, print the attendance slip, change, cancel, save the receipt or, once
 * attended, the 受講証明書). Named after
 * SPEC §2's "participant list", whose paging it remembers.
 */
export default defineResource({
  name: 'participantList',
  label: '参加申込',
  routes: { list: '/events/participaints' },
  titles: { list: '学会・セミナー参加一覧' },
  api: { list: 'GetListEventParticipant' },
  permission: 'paid_admission_fee',
  list: {
    sort: { field: 'startDate', order: 'DESC' },
    emptyText: '参加申込はありません。',
    cells: {
      startDate: { until: 'endDate' },
      paymentStatusName: { when: { field: 'status', not: CANCELLED_PARTICIPATION } },
    },
    rowName: 'eventTitle',
    rowActions: [
      {
        type: 'pay',
        label: 'お支払いへ',
        field: 'paymentRequestId',
        when: { field: 'paymentRequestId', present: true },
      },
      {
        type: 'link',
        label: '受講票',
        to: '/events/AttendanceSlip?participantId=:id',
        when: { field: 'status', not: CANCELLED_PARTICIPATION },
      },
      {
        type: 'link',
        label: '変更',
        to: '/events/entry?id=:eventId&participantId=:id',
        when: { field: 'canChange', equals: true },
      },
      {
        // The server also withdraws the participation's unpaid payment request.
        type: 'call',
        label: 'キャンセル',
        call: 'UpdateParticipant',
        params: { id: ':id', status: CANCELLED_PARTICIPATION },
        confirm: {
          title: '参加申込のキャンセル',
          text: '{eventTitle}の参加申込をキャンセルします。よろしいですか？',
          confirm: 'キャンセルする',
          cancel: '戻る',
        },
        done: '参加申込をキャンセルしました。',
        color: 'error',
        when: { field: 'canCancel', equals: true },
      },
      {
        type: 'download',
        label: '領収書',
        call: RECEIPT_CALLS.eventParticipation,
        when: { field: 'paymentStatus', equals: 'paid' },
      },
      {
        // Attended and paid: the server says so, as it decides what a certificate needs.
        type: 'download',
        label: '受講証明書',
        call: 'GetAttendanceCertificate',
        params: { participantId: ':id' },
        when: { field: 'certificateAvailable', equals: true },
      },
      // Made on the device (.ics); a cancelled participation's file says it is cancelled.
      { type: 'component', label: 'カレンダーに追加', component: ParticipationCalendarButton },
    ],
    before: [createElement(UpcomingCalendarButton)],
    phoneLead: ['eventTitle', 'startDate'],
    // The entry page opens the list on the participation it has just made.
    highlight: { label: '新しい申込' },
  },
  fields: PARTICIPATION_FIELDS,
});
