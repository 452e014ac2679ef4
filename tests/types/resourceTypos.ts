/**
 * What the compiler refuses in a resource file (checked by `npm run typecheck`, never run): each
 * `@ts-expect-error` marks a typo a resource file could make, which must not compile.
 */
import type { z } from 'zod';
import { defineResource } from '../../src/generator/defineResource';
import type { AnyRecord, ResourceFile } from '../../src/generator/resourceFormat';
import type { resourceSchema } from '../../src/generator/schema';
import type { ProductOrder } from '../../src/api/products';

/** The fields every case below shares: a list of orders and an order's page. */
const base = {
  name: 'orders',
  label: '注文',
  routes: { list: '/orders', show: '/orders/:id' },
  permission: null,
} as const;

export const valid = defineResource({
  ...base,
  api: { list: 'GetOrderHistories', one: 'GetProductOrderDetail' },
  list: {
    rowActions: [
      {
        type: 'call',
        label: '取消',
        call: 'CancelProductOrder',
        params: { id: ':id' },
        confirm: { title: '取消', text: '{orderNo}を取り消します。', confirm: '取り消す' },
        done: '取り消しました。',
        when: { field: 'cancellable', equals: true },
      },
      { type: 'link', label: '詳細', to: '/orders/:id', when: (order) => order.quantity > 1 },
    ],
  },
  fields: [
    { source: 'orderNo', label: '注文番号', type: 'link', views: ['list'], link: { to: '/o/:id' } },
  ],
});

export const typos = [
  defineResource({
    ...base,
    api: { list: 'GetOrderHistories' },
    // @ts-expect-error a misspelled field
    fields: [{ source: 'orderNumber', label: '注文番号', type: 'text', views: ['list'] }],
  }),
  defineResource({
    ...base,
    api: { list: 'GetOrderHistories' },
    list: {
      // @ts-expect-error a misspelled condition's field
      rowActions: [
        { type: 'link', label: '詳細', to: '/o', when: { field: 'cancelable', equals: true } },
      ],
    },
    fields: [{ source: 'orderNo', label: '注文番号', type: 'text', views: ['list'] }],
  }),
  defineResource({
    ...base,
    api: { list: 'GetOrderHistories' },
    list: {
      // @ts-expect-error a condition's value of another type than its field's
      rowActions: [
        { type: 'link', label: '詳細', to: '/o', when: { field: 'cancellable', equals: 'true' } },
      ],
    },
    fields: [{ source: 'orderNo', label: '注文番号', type: 'text', views: ['list'] }],
  }),
  defineResource({
    ...base,
    api: { list: 'GetOrderHistories' },
    list: {
      rowActions: [
        {
          type: 'call',
          label: '取消',
          call: 'CancelProductOrder',
          params: { id: ':id' },
          // @ts-expect-error a misspelled text placeholder
          confirm: { title: '取消', text: '{orderNumber}を取り消します。', confirm: '取り消す' },
          done: '取り消しました。',
        },
      ],
    },
    fields: [{ source: 'orderNo', label: '注文番号', type: 'text', views: ['list'] }],
  }),
  defineResource({
    ...base,
    api: { list: 'GetOrderHistories' },
    fields: [
      {
        source: 'orderNo',
        label: '注文番号',
        type: 'link',
        views: ['list'],
        // @ts-expect-error a misspelled path placeholder
        link: { to: '/o/:ident' },
      },
    ],
  }),
  defineResource({
    ...base,
    api: { list: 'GetOrderHistories' },
    list: {
      rowActions: [
        {
          type: 'call',
          label: '取消',
          call: 'CancelProductOrder',
          // @ts-expect-error a misspelled parameter placeholder
          params: { id: ':orderId' },
          confirm: { title: '取消', text: '取り消します。', confirm: '取り消す' },
          done: '取り消しました。',
        },
      ],
    },
    fields: [{ source: 'orderNo', label: '注文番号', type: 'text', views: ['list'] }],
  }),
  defineResource({
    ...base,
    // @ts-expect-error a misspelled call
    api: { list: 'GetOrderHistory' },
    fields: [],
  }),
  defineResource({
    ...base,
    api: { list: 'GetOrderHistories' },
    // @ts-expect-error an unknown permission
    permission: 'paid_member',
    fields: [{ source: 'orderNo', label: '注文番号', type: 'text', views: ['list'] }],
  }),
  defineResource({
    ...base,
    api: { one: 'GetProductOrderDetail' },
    // @ts-expect-error a cancel button without the confirmation page it leaves
    edit: { cancel: true },
    fields: [{ source: 'orderNo', label: '注文番号', type: 'text', views: ['show', 'edit'] }],
  }),
  defineResource({
    ...base,
    api: { one: 'GetProductOrderDetail' },
    // @ts-expect-error required on a status, whose select always has a value
    fields: [
      {
        source: 'status',
        label: '状態',
        type: 'status',
        views: ['edit'],
        choices: [{ id: 'paid', name: '支払済み' }],
        validate: { required: true },
      },
    ],
  }),
  defineResource({
    ...base,
    api: { list: 'GetOrderHistories' },
    // @ts-expect-error a list field the list's call does not answer in the view named
    fields: [{ source: 'orderNo', label: '注文番号', type: 'text', views: ['show'] }],
  }),
  defineResource({
    ...base,
    api: { list: 'GetOrderHistories' },
    fields: [
      // @ts-expect-error an option of another type (a link's target on a text)
      { source: 'orderNo', label: '注文番号', type: 'text', views: ['list'], link: { to: '/o' } },
    ],
  }),
];

/** Every file typed against its records is one the generator reads (the schema's input type). */
type Read = z.input<typeof resourceSchema>;
declare const wide: ResourceFile<AnyRecord, AnyRecord>;
declare const typed: ResourceFile<
  ProductOrder,
  ProductOrder,
  'GetOrderHistories',
  'GetProductOrderDetail'
>;
export const aligned: readonly Read[] = [wide, typed];
