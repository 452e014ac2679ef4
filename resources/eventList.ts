import { defineResource } from '../src/generator/defineResource';
import { SeatsCell } from '../src/pages/events/SeatsCell';

/**
 * 学会・セミナー一覧(申込受付中): the events open for application, soonest first, narrowed by
 * 区分, then 分類 within it, then テーマ within that. Named after SPEC §2's "event list", whose
 * paging (and filters) it remembers.
 */
export default defineResource({
  name: 'eventList',
  label: '申込受付中の学会・セミナー',
  routes: { list: '/events/EventsAccepting' },
  titles: { list: '学会・セミナー一覧(申込受付中)' },
  api: { list: 'GetListEventRecruiting' },
  permission: 'paid_admission_fee',
  list: {
    sort: { field: 'startDate', order: 'ASC' },
    emptyText: '申込受付中の学会・セミナーはありません。',
    filters: [
      {
        source: 'categoryId',
        label: '区分',
        type: 'lookup',
        lookup: 'GetListEventCategory',
      },
      {
        source: 'sub1CategoryId',
        label: '分類',
        type: 'lookup',
        lookup: 'GetListEventSub1Category',
        dependsOn: { filter: 'categoryId', param: 'categoryId' },
      },
      {
        source: 'sub2CategoryId',
        label: 'テーマ',
        type: 'lookup',
        lookup: 'GetListEventSub2Category',
        dependsOn: { filter: 'sub1CategoryId', param: 'sub1CategoryId' },
      },
    ],
    cells: {
      startDate: { until: 'endDate' },
      title: {
        chips: [
          {
            label: '申込済み',
            color: 'success',
            when: { field: 'appliedParticipantIds', present: true },
            // One participation per event: the chip opens it (its change), not a new entry.
            to: '/events/entry?id=:id&participantId=:appliedParticipantIds',
          },
        ],
      },
      // The list is the API's as of its answer: a deadline passed since (the page left open,
      // or offline) is said on the row.
      deadline: {
        chips: [{ label: '受付終了', when: { field: 'deadline', beforeToday: true } }],
      },
      category: { text: '{category} / {sub1Category}' },
      capacity: { component: SeatsCell },
    },
    phoneLead: ['title', 'startDate'],
  },
  fields: [
    { source: 'startDate', label: '開催日', type: 'date', views: ['list'] },
    {
      source: 'title',
      label: '学会・セミナー名',
      type: 'link',
      views: ['list'],
      link: { to: '/events/eventDetail?id=:id' },
    },
    { source: 'category', label: '区分', type: 'text', views: ['list'], wrap: true },
    { source: 'venue', label: '会場', type: 'text', views: ['list'], wrap: true },
    { source: 'deadline', label: '申込締切', type: 'date', views: ['list'] },
    { source: 'capacity', label: '定員（残席）', type: 'number', views: ['list'] },
    { source: 'memberFee', label: '参加費（正会員）', type: 'yen', views: ['list'] },
  ],
});
