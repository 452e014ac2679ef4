/**
 * The format of a resource file (DESIGN §3), as one zod schema: the generator's types are
 * inferred from it (./defineResource.ts), and every file in resources/ is checked against it in
 * development at start and in the test suite. A resource file is data: its routes (the exact URLs
 * of SPEC §2), the calls that serve it, who may open it, its fields and what its pages show
 * around them.
 */
import { isValidElement, type ComponentType, type ReactElement } from 'react';
import type { RaRecord } from 'react-admin';
import { z } from 'zod';
import { callNames } from '../api/contract';
import { PERMISSIONS } from '../api/permissions';
import type { ActionComponent, RecordComponent, RecordTest } from './resourceFormat';

/** A resource's generated views; records are created on bespoke pages (forms with their own flow). */
export const VIEWS = ['list', 'show', 'edit'] as const;

/** Field types, each rendered by one entry of the generator's field and input tables. */
export const FIELD_TYPES = [
  'text',
  'longText',
  'number',
  'yen',
  'date',
  'datetime',
  'boolean',
  'status',
  'html',
  'email',
  'tel',
  'postalCode',
  /** A street address line: normalised as one (全角 digits and hyphens to 半角). */
  'address',
  /** A button saving the document a contract call answers with (a receipt, an export). */
  'download',
  /** A record's attached files (`{ id, fileName }[]`), each a download through `download.call`. */
  'files',
  /** An id chosen from a lookup call's items (`lookup`), shown and picked by name. */
  'lookup',
  /** Ids chosen from a lookup call's items, shown by name and picked with checkboxes. */
  'lookupMany',
  /** The field's text as a link to a page of the portal (`link`), e.g. what a payment paid. */
  'link',
] as const;

const japanese = z.string().regex(/[\u3040-\u30ff\u4e00-\u9fff]/, 'labels are Japanese');
/** A route of the portal: `:name` placeholders, no query. */
const route = z.string().regex(/^\/[A-Za-z/:]*[A-Za-z]$/, 'a path such as /notices/:id');
/** An in-app path, `:name` placeholders filled from the record, a query allowed. */
const appPath = z.string().regex(/^\/[\w/:]*(\?[\w=:&]*)?$/, 'an in-app path');
const call = z.enum(callNames);

/** A predicate of the file: what it tests only its type can say. */
const predicate = <T>() => z.custom<T>((value) => typeof value === 'function', 'a function');
/** A component of the file: a function, or React's wrapper of one (lazy, memo). */
const component = <T>() =>
  z.custom<T>(
    (value) =>
      typeof value === 'function' ||
      (typeof value === 'object' && value !== null && '$$typeof' in value),
    'a component',
  );

const choice = z.object({ id: z.union([z.string(), z.number()]), name: z.string() });

const validationRules = z
  .object({
    required: z.boolean().optional(),
    maxLength: z.number().int().positive().optional(),
    /** One of the portal's typed formats (src/validation/formats.ts), with its message. */
    format: z.enum(['kana', 'email', 'tel', 'postalCode']).optional(),
  })
  .strict();

const downloadAction = z
  .object({
    call,
    /** The file's label (領収書): the button's text and the failure dialog's title. */
    label: japanese,
    /** The field naming the row for assistive technology, e.g. the fiscal year. */
    rowName: z.string().optional(),
    /** Rows whose `field` has one of these values use that call instead of `call`. */
    callBy: z.object({ field: z.string(), calls: z.record(z.string(), call) }).optional(),
  })
  .strict();

/**
 * Where a `link` field goes: one path (`to`) or one per value of a field (`by`). A row without a
 * path, or with an empty placeholder, shows plain text; an array value gives its first item.
 */
const linkTarget = z
  .object({
    to: appPath.optional(),
    by: z.object({ field: z.string(), to: z.record(z.string(), appPath) }).optional(),
  })
  .strict();

const field = z
  .object({
    source: z.string().min(1),
    label: japanese,
    type: z.enum(FIELD_TYPES),
    views: z.array(z.enum(VIEWS)).readonly(),
    /** The label or type one view shows instead, so a field every view shows is declared once. */
    inView: z
      .partialRecord(
        z.enum(VIEWS),
        z.object({ label: japanese.optional(), type: z.literal('text').optional() }).strict(),
      )
      .optional(),
    sortable: z.boolean().optional(),
    /**
     * Long free text (a venue, a workplace) that may wrap in a table's cell. Every other value
     * keeps one line, so it never breaks mid-word; longText, html, address and link (a title
     * linking to its page) fields wrap without it.
     */
    wrap: z.boolean().optional(),
    /** Labels of a `status` field, by value. */
    choices: z.array(choice).readonly().optional(),
    validate: validationRules.optional(),
    download: downloadAction.optional(),
    /** The call a `lookup` field's choices come from (`allItems=true`, items `{ id, name }`). */
    lookup: call.optional(),
    /** Extra parameters of the lookup call, e.g. `{ category: 'branch' }`. */
    lookupParams: z.record(z.string(), z.string()).optional(),
    link: linkTarget.optional(),
    /** The record section (`sections`) the field is shown and edited in. */
    section: z.string().optional(),
    /** The browser's autofill hint (`autocomplete`), e.g. `family-name`; off when absent. */
    autoComplete: z.string().optional(),
    /**
     * A postal code's address fields, filled from it once seven digits are typed: the prefecture
     * and the address line (市区町村・町域) replaced, the building line emptied.
     */
    fills: z
      .object({ prefecture: z.string(), address: z.string(), building: z.string() })
      .strict()
      .optional(),
  })
  .strict();

const filter = z
  .object({
    source: z.string(),
    label: japanese,
    /** `lookup`: a select whose choices a call answers (`lookup`, with `allItems=true`). */
    type: z.enum(['search', 'select', 'lookup']),
    choices: z.array(choice).readonly().optional(),
    lookup: call.optional(),
    /** Extra parameters of the lookup call, e.g. `{ category: 'branch' }`. */
    lookupParams: z.record(z.string(), z.string()).optional(),
    /**
     * A lookup narrowed by an earlier filter (テーマ by 分類): off until `filter` has a value, its
     * call sent that value as `param`, and emptied whenever that filter changes.
     */
    dependsOn: z.object({ filter: z.string(), param: z.string() }).strict().optional(),
  })
  .strict();

/** A button above a list: a link to a page, or a document with the list's filters and sort. */
const listAction = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('link'),
      label: japanese,
      to: appPath,
      /**
       * The permission the linked page needs, when more than the list's (a staff form): the
       * button shows only to roles holding it, counted as the list's route counts them.
       */
      permission: z.enum(PERMISSIONS).optional(),
    })
    .strict(),
  z
    .object({
      type: z.literal('export'),
      call,
      /** The file's label: the failure dialog's title and the button's name. */
      label: japanese,
      /** The button's text, when it is not the label. */
      text: japanese.optional(),
    })
    .strict(),
]);

/**
 * A component a page shows beside its list, for what only that screen needs (an element the
 * resource file makes): the format names it rather than growing a key for a one-off.
 */
const slot = z.custom<ReactElement>((value) => isValidElement(value), 'a React element');

/**
 * A group of a record's fields with its heading (show: a card of label/value rows; edit: a card
 * of inputs). A section may show a panel component instead of its fields on the record's page.
 */
const section = z
  .object({
    id: z.string(),
    title: japanese,
    /** Shown on the record's page in place of the section's fields, titled with `title`. */
    panel: component<ComponentType<{ title: string }>>().optional(),
  })
  .strict();

/** What a row's field is compared with. */
const scalar = z.union([z.string(), z.number(), z.boolean()]);

/**
 * A test on a row's field: equal to a value, different from it, (`present`) holding one or
 * not (null, '' and an empty list hold none), or (`beforeToday`) a date before the portal's today
 * or not (a deadline passed, on the member API's calendar; offline the device's).
 */
const rowCondition = z.union([
  z.object({ field: z.string(), equals: scalar }).strict(),
  z.object({ field: z.string(), not: scalar }).strict(),
  z.object({ field: z.string(), present: z.boolean() }).strict(),
  z.object({ field: z.string(), beforeToday: z.boolean() }).strict(),
  /** What a plain condition cannot say, as a typed predicate on the record. */
  predicate<RecordTest<RaRecord>>(),
]);

/**
 * The parameters of a call made for a row: a value of exactly `:name` is the row's field as it
 * is (a number stays a number); any other value is sent as written.
 */
const rowParams = z.record(z.string(), scalar);

/** The question a row's call asks first; `{name}` in the text is the row's field. */
const confirmation = z
  .object({
    title: japanese,
    text: japanese,
    /** Texts by a value of the row's `field`, in place of `text` (a paid order is refunded). */
    textBy: z.object({ field: z.string(), texts: z.record(z.string(), japanese) }).optional(),
    /** The button that acts, e.g. キャンセルする. */
    confirm: japanese,
    /** The button that closes without acting; キャンセル by default. */
    cancel: japanese.optional(),
  })
  .strict();

const rowActionBase = {
  /** The button's text; its accessible name adds the row's name: 変更（<rowName>）. */
  label: japanese,
  /** The rows offering it; every row when absent. */
  when: rowCondition.optional(),
};

/** A button on each row of a list: a column 操作, under the row's card on a phone. */
const rowAction = z.discriminatedUnion('type', [
  /** A page of the portal, `:name` placeholders filled from the row. */
  z.object({ type: z.literal('link'), ...rowActionBase, to: appPath }).strict(),
  /** A contract call changing the row, sent once after the confirmation; the list reloads. */
  z
    .object({
      type: z.literal('call'),
      ...rowActionBase,
      call,
      params: rowParams,
      confirm: confirmation,
      /** The toast saying it is done. */
      done: japanese,
      /** `error` for what cannot be undone. */
      color: z.enum(['primary', 'error']).optional(),
    })
    .strict(),
  /** A document a call answers with (a receipt); `params` default to `{ id: ':id' }`. */
  z
    .object({ type: z.literal('download'), ...rowActionBase, call, params: rowParams.optional() })
    .strict(),
  /** The row's payment request (its `field`), handed to /payment. */
  z.object({ type: z.literal('pay'), ...rowActionBase, field: z.string() }).strict(),
  /** A button one screen alone offers (a file made on the device), as a component. */
  z
    .object({
      type: z.literal('component'),
      ...rowActionBase,
      component: component<ActionComponent<RaRecord>>(),
    })
    .strict(),
]);

/** A chip after a cell's value on the rows meeting `when` (申込済み). */
const chip = z
  .object({
    label: japanese,
    color: z.enum(['default', 'primary', 'success', 'warning', 'error', 'info']).optional(),
    when: rowCondition,
    /** A page the chip links to, `:name` placeholders filled from the row (a list: its first). */
    to: appPath.optional(),
  })
  .strict();

/** How a list shows one of its fields beyond the field's type (`list.cells`, by source). */
const cell = z
  .object({
    /** The row's text in place of the value: `{name}` placeholders filled from the row. */
    text: z.string().optional(),
    /** A date's span: the row's `until` date ends it when that is another day. */
    until: z.string().optional(),
    /** The rows showing the value; the others show —. */
    when: rowCondition.optional(),
    chips: z.array(chip).readonly().optional(),
    /** A component in place of the value, for what one screen alone shows. */
    component: component<RecordComponent<RaRecord>>().optional(),
  })
  .strict();

const list = z
  .object({
    /** Remembers the member's paging, sort and filters (SPEC §2); on unless false. */
    rememberPagination: z.boolean().optional(),
    sort: z.object({ field: z.string(), order: z.enum(['ASC', 'DESC']) }).optional(),
    filters: z.array(filter).readonly().optional(),
    /** Sent with every request, whatever the member filters by (e.g. `{ upcoming: true }`). */
    filter: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
    /** A line above the list saying what it holds or what to do. */
    intro: japanese.optional(),
    /** What the list says when it has no rows; default 該当するデータがありません。 */
    emptyText: japanese.optional(),
    actions: z.array(listAction).readonly().optional(),
    /** Shown above and below the list. */
    before: z.array(slot).readonly().optional(),
    after: z.array(slot).readonly().optional(),
    /**
     * The list's columns in this order, where the fields' own order serves another view (a
     * shared field set, resources/shared). Default: the order of the fields.
     */
    columnOrder: z.array(z.string()).readonly().optional(),
    /**
     * The fields leading each row on a phone (below 600 px, rows stack as cards): the first
     * reads as the row's title, the others follow it; every other list field comes after, with
     * its label. Default: the record title, else the first list field.
     */
    phoneLead: z.array(z.string()).readonly().optional(),
    /** Buttons on each row. */
    rowActions: z.array(rowAction).readonly().optional(),
    /** The field naming a row in its buttons' accessible names; default the record title. */
    rowName: z.string().optional(),
    /** How some list fields show, by source. */
    cells: z.partialRecord(z.string(), cell).optional(),
    /**
     * The row a page hands over as it opens the list (`highlightState(id)` in the navigation's
     * state, e.g. the record it has just made): the list turns to its page, scrolls it into
     * view, marks it with a chip reading `label` (after the row's name) and announces it.
     */
    highlight: z.object({ label: japanese }).strict().optional(),
  })
  .strict();

/** What the schema checks of a list beyond its shape. */
function listProblems(definition: {
  list?: z.output<typeof list>;
  fields: readonly { source: string; views: readonly string[] }[];
  recordTitle?: string;
}): string[] {
  const problems: string[] = [];
  const listed = new Set(
    definition.fields.filter((item) => item.views.includes('list')).map((item) => item.source),
  );
  const filters = definition.list?.filters ?? [];
  filters.forEach((item, index) => {
    const parent = item.dependsOn?.filter;
    if (parent === undefined) return;
    if (!filters.slice(0, index).some((earlier) => earlier.source === parent)) {
      problems.push(`${item.source}: dependsOn names an earlier filter`);
    }
    if (item.type !== 'lookup') problems.push(`${item.source}: only a lookup depends on a filter`);
  });
  for (const [source, item] of Object.entries(definition.list?.cells ?? {})) {
    if (!listed.has(source)) problems.push(`cells: ${source} is not a list field`);
    const values = [item?.component, item?.text, item?.until].filter(
      (value) => value !== undefined,
    );
    if (values.length > 1) problems.push(`cells: ${source} shows one of component, text, until`);
  }
  const actions = definition.list?.rowActions ?? [];
  if (new Set(actions.map((action) => action.label)).size !== actions.length) {
    problems.push('rowActions: one label each');
  }
  const rowName = definition.list?.rowName ?? definition.recordTitle;
  if (actions.length > 0 && rowName === undefined) problems.push('rowActions need a rowName');
  if (rowName !== undefined && definition.list?.rowName && !listed.has(rowName)) {
    problems.push(`rowName: ${rowName} is not a list field`);
  }
  return problems;
}

export const resourceSchema = z
  .object({
    /** react-admin's resource name, also the i18n key and the store key of its pagination. */
    name: z.string().regex(/^[a-z][A-Za-z]*$/),
    /** Japanese name of the resource, e.g. お知らせ. */
    label: japanese,
    /** Exact URLs of SPEC §2; `:id` marks the record id. */
    routes: z.object({ list: route, show: route, edit: route }).partial(),
    /**
     * The pages showing this resource's list as one part of them rather than as a page: a
     * bespoke page where it leaves room (`<EmbeddedLists />`), or a generated record page, under
     * the record (its own section, titled with `label`).
     */
    embeddedIn: z.union([route, z.array(route).min(1).readonly()]).optional(),
    /**
     * On a record's page, the parameter carrying the record's id to the list's call (a member's
     * history: `memberId`); a singleton's record is the call's own business and sends none.
     */
    recordParam: z.string().optional(),
    /**
     * One record with no id in its URL (the signed-in member's own details): `api.one` is called
     * without an id, and its routes name no `:id`.
     */
    singleton: z.boolean().optional(),
    /** Titles of the generated pages (breadcrumb and heading); default: label + 一覧/詳細/編集. */
    titles: z.object({ list: japanese, show: japanese, edit: japanese }).partial().optional(),
    /** Contract calls serving the resource (ABP member API). */
    api: z.object({ list: call, one: call, update: call, delete: call }).partial(),
    /**
     * The permission a route of this resource needs (SPEC §2), or null; an embedded list needing
     * it shows nothing (or the page's `denied` text) to a member without it, and asks for nothing.
     */
    permission: z.enum(PERMISSIONS).nullable(),
    /** Per-view permissions overriding `permission`, e.g. `{ edit: 'contents_update' }`. */
    permissions: z.partialRecord(z.enum(VIEWS), z.enum(PERMISSIONS).nullable()).optional(),
    /**
     * A society staff (事務局) resource, or the views of it that are (`['edit']`): only staff
     * roles' permissions count there, so a member holding contents_update still cannot open them.
     */
    staff: z.union([z.boolean(), z.array(z.enum(VIEWS)).readonly()]).optional(),
    list: list.optional(),
    show: z
      .object({
        /** The operation information panel (登録者 / 更新者) under the record (SPEC §3). */
        operationInfo: z.boolean().optional(),
        /** The text of the button opening the edit view; default 編集. */
        editLabel: japanese.optional(),
        /** How the page shows some fields beyond their type, by source (as `list.cells`). */
        cells: z.partialRecord(z.string(), cell).optional(),
        /** Rows without a value are left out rather than read 未登録 (dates of what has not happened). */
        hideEmpty: z.boolean().optional(),
        /** Buttons under the record (as `list.rowActions`, named by their label alone). */
        actions: z.array(rowAction).readonly().optional(),
      })
      .strict()
      .optional(),
    edit: z
      .object({
        /** A line above the form. */
        intro: japanese.optional(),
        /**
         * The call answering which fields are required (a list of sources), where the society
         * decides rather than the file; the form marks and checks them.
         */
        requiredFrom: call.optional(),
        /**
         * A confirmation page the form goes to instead of saving: the checked, normalised values
         * wait there in a draft (`src/generator/editDraft.ts`) until it saves them.
         */
        confirm: route.optional(),
        /** The form's cancel button, back to the record's page dropping the draft (with `confirm`). */
        cancel: z.boolean().optional(),
        /**
         * 削除 on the form (the call is `api.delete`, the permission the edit view's). The
         * confirmation names the record by `recordTitle` and `numberField` (with its label); a
         * record whose `blockedBy` holds a text (the server's reason) offers 削除 disabled, with it.
         */
        delete: z
          .object({ numberField: z.string(), blockedBy: z.string().optional() })
          .strict()
          .optional(),
      })
      .strict()
      .optional(),
    /** The record's sections, in order; every field naming a section names one of these. */
    sections: z.array(section).readonly().optional(),
    /** The field shown as the record's title on its show and edit pages. */
    recordTitle: z.string().optional(),
    fields: z.array(field).min(1).readonly(),
  })
  .strict()
  .superRefine((definition, context) => {
    const issue = (message: string) => context.addIssue({ code: 'custom', message });
    for (const view of VIEWS) {
      const hasRoute = Boolean(
        definition.routes[view] ?? (view === 'list' ? definition.embeddedIn : undefined),
      );
      const hasFields = definition.fields.some((item) => item.views.includes(view));
      if (hasRoute !== hasFields) issue(`${view}: a route needs fields and back`);
    }
    const sources = new Set(definition.fields.map((item) => item.source));
    for (const item of definition.fields) {
      const downloads = item.type === 'download' || item.type === 'files';
      if (downloads !== Boolean(item.download)) issue(`${item.source}: download needs its action`);
      if (item.type === 'download' && item.views.includes('edit')) {
        issue(`${item.source}: a download is not an input`);
      }
      if ((item.type === 'link') !== Boolean(item.link))
        issue(`${item.source}: link needs a target`);
    }
    if (definition.edit?.cancel && !definition.edit.confirm)
      issue('edit.cancel needs edit.confirm');
    const sectionIds = new Set(definition.sections?.map((item) => item.id));
    for (const item of definition.fields) {
      if (item.section && !sectionIds.has(item.section)) issue(`${item.source}: no such section`);
      if (item.fills && item.type !== 'postalCode')
        issue(`${item.source}: only a postal code fills`);
      for (const target of Object.values(item.fills ?? {})) {
        if (!sources.has(target)) issue(`${item.source}: fills ${target}, not a field`);
      }
      // A status select offers its choices alone, so a required message could never show.
      if (item.type === 'status' && item.validate?.required !== undefined)
        issue(`${item.source}: a status always has a value (no required)`);
      const lookups = item.type === 'lookup' || item.type === 'lookupMany';
      if (item.type === 'lookupMany' && !item.lookup)
        issue(`${item.source}: lookupMany needs a call`);
      if (!lookups && (item.lookup || item.lookupParams)) issue(`${item.source}: not a lookup`);
    }
    const shown = new Set(
      definition.fields.filter((item) => item.views.includes('show')).map((item) => item.source),
    );
    for (const source of Object.keys(definition.show?.cells ?? {})) {
      if (!shown.has(source)) issue(`show.cells: ${source} is not a show field`);
    }
    const actionLabels = (definition.show?.actions ?? []).map((action) => action.label);
    if (new Set(actionLabels).size !== actionLabels.length) issue('show.actions: one label each');
    if (definition.singleton) {
      const withId = Object.values(definition.routes).some((path) => path.includes(':id'));
      if (withId || definition.routes.list) issue('a singleton has no list and no :id');
    }
    if (definition.recordTitle && !sources.has(definition.recordTitle)) {
      issue('recordTitle names a field');
    }
    const deletion = definition.edit?.delete;
    if (Boolean(deletion) !== Boolean(definition.api?.delete))
      issue('edit.delete needs api.delete');
    if (deletion && (!definition.recordTitle || !sources.has(deletion.numberField))) {
      issue('edit.delete names the record by recordTitle and a numberField');
    }
    const listed = new Set(
      definition.fields.filter((item) => item.views.includes('list')).map((item) => item.source),
    );
    const ordered = definition.list?.columnOrder;
    if (ordered && (ordered.length !== listed.size || ordered.some((s) => !listed.has(s)))) {
      issue('columnOrder names every list field once');
    }
    for (const lead of definition.list?.phoneLead ?? []) {
      if (!sources.has(lead)) issue(`phoneLead: ${lead} is not a field`);
    }
    for (const problem of listProblems(definition)) issue(problem);
  });

export type ResourceDefinition = z.input<typeof resourceSchema>;
export type FieldDefinition = ResourceDefinition['fields'][number];
export type FieldType = (typeof FIELD_TYPES)[number];
export type View = (typeof VIEWS)[number];
export type Choice = z.input<typeof choice>;
export type SectionDefinition = z.input<typeof section>;
export type FilterDefinition = z.input<typeof filter>;
export type ListAction = z.input<typeof listAction>;
export type SlotElement = z.input<typeof slot>;
export type LinkTarget = z.input<typeof linkTarget>;
export type DownloadAction = z.input<typeof downloadAction>;
export type ValidationRules = z.input<typeof validationRules>;
export type RowAction = z.input<typeof rowAction>;
export type RowCondition = z.input<typeof rowCondition>;
export type CellDefinition = z.input<typeof cell>;

/** Every problem of every file, as `name: message` lines (none: the files are valid). */
export function resourceProblems(definitions: readonly unknown[]): string[] {
  return definitions.flatMap((definition) => {
    const result = resourceSchema.safeParse(definition);
    const name = (definition as { name?: unknown }).name;
    return (result.error?.issues ?? []).map((problem) =>
      [`${String(name)}:`, problem.path.join('.'), problem.message].filter(Boolean).join(' '),
    );
  });
}
