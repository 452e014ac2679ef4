import type { CallName } from '../api/contract';
import type { Permission } from '../providers/access';
import type { FormatKind } from '../validation/formats';

/**
 * The shape of a resource file (DESIGN §3). A resource file is data: it names its routes (the
 * exact URLs of SPEC §2), the calls that serve it, who may open it and its fields; the generator
 * turns it into react-admin views. Keep it this simple.
 */

export type View = 'list' | 'show' | 'edit' | 'create';

/** Field types, each rendered by one entry of the generator's field and input tables. */
export type FieldType =
  | 'text'
  | 'longText'
  | 'number'
  | 'yen'
  | 'date'
  | 'datetime'
  | 'boolean'
  | 'status'
  | 'html'
  | 'email'
  | 'tel'
  | 'postalCode'
  /** A button saving the document a contract call answers with (a receipt, an export). */
  | 'download'
  /** A record's attached files (`{ id, fileName }[]`), each a download through `download.call`. */
  | 'files'
  /** An id chosen from a lookup call's items (`lookup`), shown and picked by name. */
  | 'lookup'
  /** The field's text as a link to a page of the portal (`link`), e.g. what a payment paid. */
  | 'link';

export interface Choice {
  id: string | number;
  name: string;
}

/** Validation rules are data too; the generator maps them to react-admin validators. */
export interface ValidationRules {
  required?: boolean;
  maxLength?: number;
  pattern?: { regex: string; message: string };
  /** One of the portal's typed formats (src/validation/formats.ts), with its message. */
  format?: FormatKind;
  /** SPEC §5's Japanese character check; on by default for free text (text, longText). */
  japaneseCharacters?: boolean;
}

export interface FieldDefinition {
  source: string;
  label: string;
  type: FieldType;
  views: readonly View[];
  sortable?: boolean;
  /** Labels of a `status` field, by value. */
  choices?: readonly Choice[];
  validate?: ValidationRules;
  /** What a `download` field fetches: the call, the file's label, and the record's id sent as. */
  download?: DownloadAction;
  /** The call a `lookup` field's choices come from (`allItems=true`, items `{ id, name }`). */
  lookup?: CallName;
  /** Where a `link` field goes. */
  link?: LinkTarget;
}

/**
 * An in-app path whose `:name` placeholders are filled from the record (an array gives its first
 * item), either one path (`to`) or one per value of a field (`by`). A row without a path, or
 * with an empty placeholder, shows plain text.
 */
export interface LinkTarget {
  to?: string;
  by?: { field: string; to: Readonly<Record<string, string>> };
}

export interface DownloadAction {
  call: CallName;
  /** The file's label (領収書): the button's text and the failure dialog's title. */
  label: string;
  /** The query parameter carrying the field's value; `id` by default. */
  param?: string;
  /** The field naming the row for assistive technology, e.g. the fiscal year. */
  rowName?: string;
  /**
   * Rows whose `field` has one of these values use that call instead of `call`, e.g. branch-fee
   * receipts: `{ field: 'kind', calls: { affiliation: 'DownloadReceiptAffiliationMembershipFee' } }`.
   */
  callBy?: { field: string; calls: Readonly<Record<string, CallName>> };
}

export interface FilterDefinition {
  source: string;
  label: string;
  /** `lookup`: a select whose choices a call answers (`lookup`, with `allItems=true`). */
  type: 'search' | 'select' | 'lookup';
  choices?: readonly Choice[];
  lookup?: CallName;
  /** Extra parameters of the lookup call, e.g. `{ category: 'branch' }`. */
  lookupParams?: Readonly<Record<string, string>>;
  /** Shown without opening the filter menu. */
  alwaysOn?: boolean;
}

export interface ResourceDefinition {
  /** react-admin's resource name, also the i18n key and the store key of its pagination. */
  name: string;
  /** Japanese name of the resource, e.g. お知らせ. */
  label: string;
  /** Exact URLs of SPEC §2; `:id` marks the record id. */
  routes: { list?: string; show?: string; edit?: string; create?: string };
  /**
   * The bespoke page (a URL of SPEC §2) showing this resource's list inside it with
   * `<ResourceList name=… />`, for a list that is one part of a page rather than a page.
   */
  embeddedIn?: string;
  /** Titles of the generated pages (breadcrumb and heading); default: label + 一覧/詳細/編集. */
  titles?: { list?: string; show?: string; edit?: string; create?: string };
  /** Contract calls serving the resource (ABP member API)… */
  api?: {
    list?: CallName;
    one?: CallName;
    update?: CallName;
    create?: CallName;
    delete?: CallName;
  };
  /** …or a plain REST base served by ra-data-simple-rest (same fields, another backend). */
  rest?: { baseUrl: string };
  /**
   * The permission a route of this resource needs (SPEC §2), or null; an embedded list needing it
   * shows nothing (or the page's `denied` text) to a member without it, and asks for nothing.
   */
  permission: Permission | null;
  /** Per-view permissions overriding `permission`, e.g. `{ edit: 'contents_update' }`. */
  permissions?: Partial<Record<View, Permission>>;
  /**
   * A society staff (事務局) resource: only staff roles' permissions count (src/providers/access),
   * so a member holding contents_update still cannot open it.
   */
  staff?: boolean;
  list?: {
    perPage?: number;
    /** Remembers the pagination request when the member leaves and comes back (SPEC §2). */
    rememberPagination?: boolean;
    sort?: { field: string; order: 'ASC' | 'DESC' };
    filters?: readonly FilterDefinition[];
    /** Sent with every request, whatever the member filters by (e.g. `{ upcoming: true }`). */
    filter?: Readonly<Record<string, string | number | boolean>>;
    /** What the list says when it has no rows; default 該当するデータがありません。 */
    emptyText?: string;
    /**
     * An export button above the list: the call answers a document (`{ base64, … }`) and receives
     * the list's filters and sort, but no paging, so the file holds every matching row.
     */
    export?: { call: CallName; label: string; text?: string };
  };
  show?: {
    /** The operation information panel (登録者 / 更新者) under the record (SPEC §3). */
    operationInfo?: boolean;
    /** The record's update history: `call` answers it with the record's id sent as `param`. */
    history?: { call: CallName; param: string };
  };
  /** The field shown as the record's title on its show and edit pages. */
  recordTitle?: string;
  fields: readonly FieldDefinition[];
}

/** Types a resource file; the schema test checks what types cannot. */
export function defineResource<const T extends ResourceDefinition>(definition: T): T {
  return definition;
}
