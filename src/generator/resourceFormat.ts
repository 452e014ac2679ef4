/**
 * The format of a resource file (DESIGN §3) as types over the records its calls answer: a list
 * view's names are fields of the list call's row (`RecordOf<api.list>`), a show or edit view's
 * fields of the record `api.one` answers. A source, a condition's field and value, a `{name}` in
 * a text, a `:name` in a path or a parameter: a misspelling fails the typecheck, where it
 * stands. ./schema.ts describes the same format wide (any record), checks at run time what a
 * type cannot see (Japanese labels, a route for every view with fields), and its input type is
 * what the generator reads: every file typed here is one (tests/types/resourceFormat.ts).
 */
import type { ReactElement, ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import type { CallName, RecordOf } from '../api/contract';
import type { RECORD_READERS } from '../api/memberRecord';
import type { Permission } from '../api/permissions';
import type {
  Choice,
  FieldType,
  FilterDefinition,
  ListAction,
  SectionDefinition,
  ValidationRules,
  View,
} from './schema';

/** A record as the generator reads it, whatever call answered it. */
export type AnyRecord = RaRecord;

/**
 * The record a view reads from a named call: the call's (a list call's row), or what its reader
 * makes of it (src/api/members.ts); none when the resource names no call.
 */
export type RecordOfCall<N extends CallName> = [N] extends [never]
  ? never
  : N extends keyof typeof RECORD_READERS
    ? Awaited<ReturnType<(typeof RECORD_READERS)[N]>>
    : RecordOf<N>;

/** The fields of a record, by name. */
export type FieldName<R> = [R] extends [never] ? never : Extract<keyof R, string>;

type Scalar = string | number | boolean;
/** What a condition compares a field with: a value of the field's own type. */
type ValueOf<T> = unknown extends T ? Scalar : Extract<NonNullable<T>, Scalar>;

/** A test on the record only code can say; declared as a method so records of any call fit. */
export type RecordTest<R> = { test(record: R): boolean }['test'];

type FieldTest<R, K extends keyof R> =
  /** The field equals the value, or differs from it. */
  | { readonly field: K; readonly equals: ValueOf<R[K]> }
  | { readonly field: K; readonly not: ValueOf<R[K]> }
  /** The field holds a value or not (null, '' and an empty list hold none). */
  | { readonly field: K; readonly present: boolean }
  /** A date before the portal's today or not (a deadline passed, on the member API's calendar). */
  | { readonly field: K; readonly beforeToday: boolean };

/** The records (rows) something applies to: a test on one field, or a typed predicate. */
export type Condition<R> = { [K in FieldName<R>]: FieldTest<R, K> }[FieldName<R>] | RecordTest<R>;

/** A component showing something of a record (a cell, a record's panel). */
export type RecordComponent<R> = { render(props: { record: R }): ReactNode }['render'];

/** Texts by the value of a record's field (`{name}` placeholders filled from the record). */
interface TextsBy<R> {
  readonly field: FieldName<R>;
  readonly texts: Readonly<Record<string, string>>;
}

/** A document a contract call answers with, for the record (a receipt, an attachment). */
export interface DownloadAction<R = AnyRecord> {
  readonly call: CallName;
  /** The file's label (領収書): the button's text and the failure dialog's title. */
  readonly label: string;
  /** The field naming the row for assistive technology, e.g. the fiscal year. */
  readonly rowName?: FieldName<R>;
  /** Rows whose `field` has one of these values use that call instead of `call`. */
  readonly callBy?: {
    readonly field: FieldName<R>;
    readonly calls: Readonly<Record<string, CallName>>;
  };
}

/**
 * Where a `link` field goes: one path (`to`), or one per value of a field (`by`); `:name`
 * placeholders are the record's fields. A row without a path, or with an empty placeholder,
 * shows plain text; an array value gives its first item.
 */
export type LinkTarget<R = AnyRecord> =
  | { readonly to: string; readonly by?: never }
  | {
      readonly by: { readonly field: FieldName<R>; readonly to: Readonly<Record<string, string>> };
      readonly to?: never;
    };

/** What one view shows of a field differently: its label, or its type (a list's link as text). */
export interface FieldInView {
  readonly label?: string;
  readonly type?: 'text';
}

interface FieldBase<S extends string, V extends View> {
  readonly source: S;
  readonly label: string;
  readonly views: readonly V[];
  /** The label or type one view shows instead (one declaration for a field every view shows). */
  readonly inView?: { readonly [W in V]?: FieldInView };
  readonly sortable?: boolean;
  /**
   * Long free text (a venue, a workplace) that may wrap in a table's cell. Every other value
   * keeps one line, so it never breaks mid-word; longText, html, address and link fields wrap
   * without it.
   */
  readonly wrap?: boolean;
  /** The record section (`sections`) the field is shown and edited in. */
  readonly section?: string;
  /** The browser's autofill hint (`autocomplete`), e.g. `family-name`; off when absent. */
  readonly autoComplete?: string;
  readonly validate?: ValidationRules;
}

/** What a field of a type needs, and only it: a type's options do nothing on another. */
type TypeOptions<R, S extends string, Rec> =
  | { readonly type: 'link'; readonly link: LinkTarget<R> }
  | { readonly type: 'download' | 'files'; readonly download: DownloadAction<R> }
  | {
      /** An id chosen from a lookup call's items (`{ id, name }`, asked with `allItems=true`). */
      readonly type: 'lookup' | 'lookupMany';
      readonly lookup: CallName;
      /** Extra parameters of the lookup call, e.g. `{ category: 'branch' }`. */
      readonly lookupParams?: Readonly<Record<string, string>>;
    }
  | {
      /**
       * A value labelled by its choices. As an input, a select offering its choices alone (a
       * status always has one): `required` would never show its message.
       */
      readonly type: 'status';
      readonly choices: readonly (Choice & {
        readonly id: S extends keyof R ? ValueOf<R[S]> : Scalar;
      })[];
      readonly validate?: ValidationRules & { readonly required?: never };
    }
  | {
      readonly type: 'postalCode';
      /**
       * The address fields filled from the code once seven digits are typed: the prefecture and
       * the address line (市区町村・町域) replaced, the building line emptied.
       */
      readonly fills?: {
        readonly prefecture: FieldName<Rec>;
        readonly address: FieldName<Rec>;
        readonly building: FieldName<Rec>;
      };
    }
  | {
      readonly type: Exclude<
        FieldType,
        'link' | 'download' | 'files' | 'lookup' | 'lookupMany' | 'status' | 'postalCode'
      >;
    };

/** The views a field may be in: the list if the row has it, show and edit if the record has. */
type ViewsOf<S extends string, Row, Rec> =
  | (S extends FieldName<Row> ? 'list' : never)
  | (S extends FieldName<Rec> ? 'show' | 'edit' : never);

/** The record a field's options read: the list's row when it is listed, else the record. */
type ReadBy<S extends string, Row, Rec> = S extends FieldName<Row> ? Row : Rec;

type FieldOf<S extends string, Row, Rec> = FieldBase<S, ViewsOf<S, Row, Rec>> &
  TypeOptions<ReadBy<S, Row, Rec>, S, Rec>;

/** A field of the resource: a field of the list's row or of the record, in the views having it. */
export type Field<Row = AnyRecord, Rec = AnyRecord> = {
  [S in FieldName<Row> | FieldName<Rec>]: FieldOf<S, Row, Rec>;
}[FieldName<Row> | FieldName<Rec>];

/** The question a call asks first; `{name}` in its texts is the record's field. */
export interface Confirmation<R = AnyRecord> {
  readonly title: string;
  readonly text: string;
  /** Texts by a value of the record's `field`, in place of `text` (a paid order is refunded). */
  readonly textBy?: TextsBy<R>;
  /** The button that acts, e.g. キャンセルする. */
  readonly confirm: string;
  /** The button that closes without acting; キャンセル by default. */
  readonly cancel?: string;
}

interface ActionBase<R> {
  /** The button's text; its accessible name adds the row's name: 変更（<rowName>）. */
  readonly label: string;
  /** The records offering it; every one when absent. */
  readonly when?: Condition<R>;
}

/**
 * The parameters of a call made for a record: a value of exactly `:name` is the record's field
 * as it is (a number stays a number); any other value is sent as written.
 */
type RecordParams = Readonly<Record<string, Scalar>>;

/** A button on each row of a list (a column 操作, under a phone's card) or under a record. */
export type Action<R = AnyRecord> = ActionBase<R> &
  (
    | { readonly type: 'link'; readonly to: string }
    | {
        /** A contract call changing the record, sent once after the confirmation; it reloads. */
        readonly type: 'call';
        readonly call: CallName;
        readonly params: RecordParams;
        readonly confirm: Confirmation<R>;
        /** The toast saying it is done. */
        readonly done: string;
        /** `error` for what cannot be undone. */
        readonly color?: 'primary' | 'error';
      }
    | {
        /** A document a call answers with (a receipt); `params` default to `{ id: ':id' }`. */
        readonly type: 'download';
        readonly call: CallName;
        readonly params?: RecordParams;
      }
    | {
        /** The record's payment request (its `field`), handed to /payment. */
        readonly type: 'pay';
        readonly field: FieldName<R>;
      }
    | {
        /** A button one screen alone offers (a file made on the device), as a component. */
        readonly type: 'component';
        readonly component: ActionComponent<R>;
      }
  );

/** A `component` action's button, given the record and the button's text, name and size. */
export type ActionComponent<R> = {
  render(props: ActionComponentProps<R>): ReactNode;
}['render'];

export interface ActionComponentProps<R> {
  record: R;
  label: string;
  /** The accessible name: the label and the row's name. */
  name: string;
  /** Small in a list's rows; full size under a record. */
  size: 'small' | 'medium';
}

/** A chip after a cell's value on the rows meeting `when` (申込済み). */
export interface Chip<R = AnyRecord> {
  readonly label: string;
  readonly color?: 'default' | 'primary' | 'success' | 'warning' | 'error' | 'info';
  readonly when: Condition<R>;
  /** A page the chip links to, `:name` placeholders filled from the row (a list: its first). */
  readonly to?: string;
}

/** How a view shows one of its fields beyond the field's type: one of text, until, component. */
export type Cell<R = AnyRecord> = {
  /** The records showing the value; the others show —. */
  readonly when?: Condition<R>;
  readonly chips?: readonly Chip<R>[];
} & (
  | {
      /** The record's text in place of the value: `{name}` placeholders filled from it. */
      readonly text: string;
      readonly until?: never;
      readonly component?: never;
    }
  | {
      /** A date's span: the record's `until` date ends it when that is another day. */
      readonly until: FieldName<R>;
      readonly text?: never;
      readonly component?: never;
    }
  | {
      /** A component in place of the value, for what one screen alone shows. */
      readonly component: RecordComponent<R>;
      readonly text?: never;
      readonly until?: never;
    }
  | { readonly text?: never; readonly until?: never; readonly component?: never }
);

/**
 * A component a page shows beside its list, for what only that screen needs: the format names
 * it rather than growing a key for a one-off (loaded lazily, shown in a Suspense boundary).
 */
export type Slot = ReactElement;

export interface ListOptions<Row = AnyRecord> {
  /** Remembers the member's paging, sort and filters (SPEC §2); on unless false. */
  readonly rememberPagination?: boolean;
  readonly sort?: { readonly field: FieldName<Row>; readonly order: 'ASC' | 'DESC' };
  readonly filters?: readonly FilterDefinition[];
  /** Sent with every request, whatever the member filters by (e.g. `{ upcoming: true }`). */
  readonly filter?: Readonly<Record<string, Scalar>>;
  /** A line above the list saying what it holds or what to do. */
  readonly intro?: string;
  /** What the list says when it has no rows; default 該当するデータがありません。 */
  readonly emptyText?: string;
  readonly actions?: readonly ListAction[];
  /** Shown above and below the list. */
  readonly before?: readonly Slot[];
  readonly after?: readonly Slot[];
  /**
   * The list's columns in this order, where the fields' own order serves another view (a
   * shared field set, resources/shared). Default: the order of the fields.
   */
  readonly columnOrder?: readonly FieldName<Row>[];
  /**
   * The fields leading each row on a phone (below 600 px, rows stack as cards): the first reads
   * as the row's title, the others follow it. Default: the record title, else the first field.
   */
  readonly phoneLead?: readonly FieldName<Row>[];
  /** Buttons on each row. */
  readonly rowActions?: readonly Action<Row>[];
  /** The field naming a row in its buttons' accessible names; default the record title. */
  readonly rowName?: FieldName<Row>;
  /** How some list fields show, by source. */
  readonly cells?: { readonly [S in FieldName<Row>]?: Cell<Row> };
  /**
   * The row a page hands over as it opens the list (`highlightState(id)` in the navigation's
   * state, e.g. the record it has just made): the list turns to its page, scrolls it into view,
   * marks it with a chip reading `label` (after the row's name) and announces it.
   */
  readonly highlight?: { readonly label: string };
}

export interface ShowOptions<Rec = AnyRecord> {
  /** The operation information panel (登録者 / 更新者) under the record (SPEC §3). */
  readonly operationInfo?: boolean;
  /** The text of the button opening the edit view; default 編集. */
  readonly editLabel?: string;
  /** How the page shows some fields beyond their type, by source (as `list.cells`). */
  readonly cells?: { readonly [S in FieldName<Rec>]?: Cell<Rec> };
  /** Rows without a value are left out rather than read 未登録 (dates of what has not happened). */
  readonly hideEmpty?: boolean;
  /** Buttons under the record (as `list.rowActions`, named by their label alone). */
  readonly actions?: readonly Action<Rec>[];
}

export type EditOptions<Rec = AnyRecord> = {
  /** A line above the form. */
  readonly intro?: string;
  /**
   * The call answering which fields are required (a list of sources), where the society decides
   * rather than the file; the form marks and checks them.
   */
  readonly requiredFrom?: CallName;
  /**
   * 削除 on the form (the call is `api.delete`, the permission the edit view's). The confirmation
   * names the record by `recordTitle` and `numberField` (with its label); a record whose
   * `blockedBy` holds a text (the server's reason) offers 削除 disabled, with it.
   */
  readonly delete?: { readonly numberField: FieldName<Rec>; readonly blockedBy?: FieldName<Rec> };
} & (
  | {
      /**
       * A confirmation page the form goes to instead of saving: the checked, normalised values
       * wait there in a draft (`src/generator/editDraft.ts`) until it saves them.
       */
      readonly confirm: string;
      /** The form's cancel button, back to the record's page dropping the draft. */
      readonly cancel?: boolean;
    }
  | { readonly confirm?: never; readonly cancel?: never }
);

/** The calls serving a resource, by what they do. */
export interface ResourceCalls<L extends CallName = CallName, O extends CallName = CallName> {
  readonly list?: L;
  readonly one?: O;
  readonly update?: CallName;
  readonly delete?: CallName;
}

/** A resource file, its names checked against the records its list and one calls answer. */
export interface ResourceFile<
  Row,
  Rec,
  L extends CallName = CallName,
  O extends CallName = CallName,
> {
  /** react-admin's resource name, also the i18n key and the store key of its pagination. */
  readonly name: string;
  /** Japanese name of the resource, e.g. お知らせ. */
  readonly label: string;
  /** Exact URLs of SPEC §2; `:id` marks the record id. */
  readonly routes: { readonly [V in View]?: string };
  /**
   * The pages showing this resource's list as one part of them rather than as a page: a bespoke
   * page where it leaves room (`<EmbeddedLists />`), or a generated record page, under the record
   * (its own section, titled with `label`).
   */
  readonly embeddedIn?: string | readonly string[];
  /**
   * On a record's page, the parameter carrying the record's id to the list's call (a member's
   * history: `memberId`); a singleton's record is the call's own business and sends none.
   */
  readonly recordParam?: string;
  /**
   * One record with no id in its URL (the signed-in member's own details): `api.one` is called
   * without an id, and its routes name no `:id`.
   */
  readonly singleton?: boolean;
  /** Titles of the generated pages (breadcrumb and heading); default: label + 一覧/詳細/編集. */
  readonly titles?: { readonly [V in View]?: string };
  /** The contract calls serving the resource (ABP member API). */
  readonly api: ResourceCalls<L, O>;
  /**
   * The permission a route of this resource needs (SPEC §2), or null; an embedded list needing it
   * shows nothing (or the page's `denied` text) to a member without it, and asks for nothing.
   */
  readonly permission: Permission | null;
  /** Per-view permissions overriding `permission`, e.g. `{ edit: 'contents_update' }`. */
  readonly permissions?: { readonly [V in View]?: Permission | null };
  /**
   * A society staff (事務局) resource, or the views of it that are (`['edit']`): only staff roles'
   * permissions count there, so a member holding contents_update still cannot open them.
   */
  readonly staff?: boolean | readonly View[];
  readonly list?: ListOptions<Row>;
  readonly show?: ShowOptions<Rec>;
  readonly edit?: EditOptions<Rec>;
  /** The record's sections, in order; every field naming a section names one of these. */
  readonly sections?: readonly SectionDefinition[];
  /** The field shown as the record's title on its show and edit pages (and naming a row). */
  readonly recordTitle?: FieldName<Row> | FieldName<Rec>;
  readonly fields: readonly Field<Row, Rec>[];
}
