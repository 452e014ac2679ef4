/**
 * The format of a resource file (DESIGN §3), as one zod schema: the generator's types are
 * inferred from it (./defineResource.ts), and every file in resources/ is checked against it in
 * development at start and in the test suite. A resource file is data: its routes (the exact URLs
 * of SPEC §2), the calls that serve it, who may open it, its fields and what its pages show
 * around them.
 */
import { z } from 'zod';
import { callNames } from '../api/contract';
import { PERMISSIONS } from '../providers/access';

export const VIEWS = ['list', 'show', 'edit', 'create'] as const;

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
  /** A button saving the document a contract call answers with (a receipt, an export). */
  'download',
  /** A record's attached files (`{ id, fileName }[]`), each a download through `download.call`. */
  'files',
  /** An id chosen from a lookup call's items (`lookup`), shown and picked by name. */
  'lookup',
  /** The field's text as a link to a page of the portal (`link`), e.g. what a payment paid. */
  'link',
] as const;

const japanese = z.string().regex(/[\u3040-\u30ff\u4e00-\u9fff]/, 'labels are Japanese');
/** A route of the portal: `:name` placeholders, no query. */
const route = z.string().regex(/^\/[A-Za-z/:]*[A-Za-z]$/, 'a path such as /notices/:id');
/** An in-app path, `:name` placeholders filled from the record, a query allowed. */
const appPath = z.string().regex(/^\/[\w/:]*(\?[\w=:&]*)?$/, 'an in-app path');
const call = z.enum(callNames);

const choice = z.object({ id: z.union([z.string(), z.number()]), name: z.string() });

const validationRules = z
  .object({
    required: z.boolean().optional(),
    maxLength: z.number().int().positive().optional(),
    pattern: z.object({ regex: z.string(), message: japanese }).optional(),
    /** One of the portal's typed formats (src/validation/formats.ts), with its message. */
    format: z.enum(['kana', 'email', 'tel', 'postalCode']).optional(),
    /** SPEC §5's Japanese character check; on by default for free text (text, longText). */
    japaneseCharacters: z.boolean().optional(),
  })
  .strict();

const downloadAction = z
  .object({
    call,
    /** The file's label (領収書): the button's text and the failure dialog's title. */
    label: japanese,
    /** The query parameter carrying the field's value; `id` by default. */
    param: z.string().optional(),
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
    sortable: z.boolean().optional(),
    /** Labels of a `status` field, by value. */
    choices: z.array(choice).readonly().optional(),
    validate: validationRules.optional(),
    download: downloadAction.optional(),
    /** The call a `lookup` field's choices come from (`allItems=true`, items `{ id, name }`). */
    lookup: call.optional(),
    link: linkTarget.optional(),
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
    /** Shown without opening the filter menu. */
    alwaysOn: z.boolean().optional(),
  })
  .strict();

/** A button above a list: a link to a page, or a document with the list's filters and sort. */
const listAction = z.discriminatedUnion('type', [
  z.object({ type: z.literal('link'), label: japanese, to: appPath }).strict(),
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
 * A component a page shows beside its list, for what only that screen needs (registered in
 * src/pages/slots.tsx): the format names it rather than growing a key for a one-off.
 */
const slot = z.discriminatedUnion('component', [
  /** The points earned in the current renewal period. */
  z.object({ component: z.literal('pointTotals') }).strict(),
  /** A goods order the member began and has not confirmed, to resume. */
  z.object({ component: z.literal('orderInProgress') }).strict(),
  /** The society's external shop, when one is configured. */
  z.object({ component: z.literal('onlineShop') }).strict(),
  /** A decision on the member's application of `kind` not yet opened, linking to `to`. */
  z
    .object({
      component: z.literal('unreadResult'),
      kind: z.enum(['temporaryAbsence', 'extension']),
      to: appPath,
    })
    .strict(),
]);

const list = z
  .object({
    /** Rows a page; SPEC §2's 10 by default. */
    perPage: z.number().int().min(1).max(100).optional(),
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
     * The fields leading each row on a phone (below 600 px, rows stack as cards): the first
     * reads as the row's title, the others follow it; every other list field comes after, with
     * its label. Default: the record title, else the first list field.
     */
    phoneLead: z.array(z.string()).readonly().optional(),
  })
  .strict();

export const resourceSchema = z
  .object({
    /** react-admin's resource name, also the i18n key and the store key of its pagination. */
    name: z.string().regex(/^[a-z][A-Za-z]*$/),
    /** Japanese name of the resource, e.g. お知らせ. */
    label: japanese,
    /** Exact URLs of SPEC §2; `:id` marks the record id. */
    routes: z.object({ list: route, show: route, edit: route, create: route }).partial(),
    /**
     * The bespoke page showing this resource's list inside it with `<ResourceList name=… />`,
     * for a list that is one part of a page rather than a page.
     */
    embeddedIn: route.optional(),
    /** Titles of the generated pages (breadcrumb and heading); default: label + 一覧/詳細/編集. */
    titles: z
      .object({ list: japanese, show: japanese, edit: japanese, create: japanese })
      .partial()
      .optional(),
    /** Contract calls serving the resource (ABP member API)… */
    api: z
      .object({ list: call, one: call, update: call, create: call, delete: call })
      .partial()
      .optional(),
    /** …or a plain REST base served by ra-data-simple-rest (same fields, another backend). */
    rest: z.object({ baseUrl: z.url() }).optional(),
    /**
     * The permission a route of this resource needs (SPEC §2), or null; an embedded list needing
     * it shows nothing (or the page's `denied` text) to a member without it, and asks for nothing.
     */
    permission: z.enum(PERMISSIONS).nullable(),
    /** Per-view permissions overriding `permission`, e.g. `{ edit: 'contents_update' }`. */
    permissions: z.partialRecord(z.enum(VIEWS), z.enum(PERMISSIONS)).optional(),
    /**
     * A society staff (事務局) resource: only staff roles' permissions count, so a member holding
     * contents_update still cannot open it.
     */
    staff: z.boolean().optional(),
    list: list.optional(),
    show: z
      .object({
        /** The operation information panel (登録者 / 更新者) under the record (SPEC §3). */
        operationInfo: z.boolean().optional(),
        /** The record's update history: `call` answers it with the record's id sent as `param`. */
        history: z.object({ call, param: z.string() }).optional(),
      })
      .strict()
      .optional(),
    /** The field shown as the record's title on its show and edit pages. */
    recordTitle: z.string().optional(),
    fields: z.array(field).min(1).readonly(),
  })
  .strict()
  .superRefine((definition, context) => {
    const issue = (message: string) => context.addIssue({ code: 'custom', message });
    if (!definition.api === !definition.rest) issue('names either contract calls or a REST base');
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
      if (item.type === 'download' && item.views.some((v) => v === 'edit' || v === 'create')) {
        issue(`${item.source}: a download is not an input`);
      }
      if ((item.type === 'link') !== Boolean(item.link))
        issue(`${item.source}: link needs a target`);
    }
    if (definition.recordTitle && !sources.has(definition.recordTitle)) {
      issue('recordTitle names a field');
    }
    for (const lead of definition.list?.phoneLead ?? []) {
      if (!sources.has(lead)) issue(`phoneLead: ${lead} is not a field`);
    }
  });

export type ResourceDefinition = z.input<typeof resourceSchema>;
export type FieldDefinition = ResourceDefinition['fields'][number];
export type FieldType = (typeof FIELD_TYPES)[number];
export type View = (typeof VIEWS)[number];
export type Choice = z.input<typeof choice>;
export type FilterDefinition = z.input<typeof filter>;
export type ListAction = z.input<typeof listAction>;
export type SlotRef = z.input<typeof slot>;
export type LinkTarget = z.input<typeof linkTarget>;
export type DownloadAction = z.input<typeof downloadAction>;
export type ValidationRules = z.input<typeof validationRules>;

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
