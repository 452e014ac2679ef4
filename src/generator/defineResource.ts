import type { CallName } from '../api/contract';
import type { Field, FieldName, RecordOfCall, ResourceFile } from './resourceFormat';
import type { ResourceDefinition } from './schema';

export type {
  CellDefinition,
  Choice,
  DownloadAction,
  FieldDefinition,
  FieldType,
  FilterDefinition,
  LinkTarget,
  ListAction,
  ResourceDefinition,
  RowAction,
  RowCondition,
  SectionDefinition,
  SlotElement,
  ValidationRules,
  View,
} from './schema';
export type {
  Action,
  AnyRecord,
  Cell,
  Condition,
  Field,
  FieldName,
  RecordOfCall,
} from './resourceFormat';

/** Japan's calendar, for what a resource file reckons by the day (the fiscal years offered). */
export { todayInJapan } from '../api/japanTime';

/** SPEC §2's list defaults, which no resource file repeats. */
export const LIST_DEFAULTS = { perPage: 10, rememberPagination: true } as const;

/** The `{name}` placeholders of a text. */
type TextNames<T extends string> = T extends `${string}{${infer Name}}${infer Rest}`
  ? Name | TextNames<Rest>
  : never;
/** A `:name` placeholder's name: up to the next `/` or `&`. */
type NameAt<S extends string> = S extends `${infer Name}/${string}`
  ? NameAt<Name>
  : S extends `${infer Name}&${string}`
    ? NameAt<Name>
    : S;
/** The `:name` placeholders of a path. */
type PathNames<T extends string> = T extends `${string}:${infer Rest}`
  ? NameAt<Rest> | PathNames<Rest>
  : never;

/** The text as it is, or marked with the placeholders naming no field (the compiler says which). */
type Flag<T, Unknown> = [Unknown] extends [never]
  ? T
  : T & { readonly 'is not a field of the record': Unknown };
type CheckText<T, Names> = T extends string ? Flag<T, Exclude<TextNames<T>, Names>> : T;
type CheckPath<T, Names> = T extends string
  ? Flag<T, Exclude<PathNames<T>, Names>>
  : { readonly [K in keyof T]: CheckPath<T[K], Names> };
type CheckParam<T, Names> = T extends `:${infer Name}` ? Flag<T, Exclude<Name, Names>> : T;

/** A part of a resource file with its texts (`text`, `texts`), paths (`to`) and `params` checked. */
type Checked<T, Names> = T extends string | number | boolean | ((...args: never[]) => unknown)
  ? T
  : {
      readonly [K in keyof T]: K extends 'text'
        ? CheckText<T[K], Names>
        : K extends 'texts'
          ? { readonly [V in keyof T[K]]: CheckText<T[K][V], Names> }
          : K extends 'to'
            ? CheckPath<T[K], Names>
            : K extends 'params'
              ? { readonly [P in keyof T[K]]: CheckParam<T[K][P], Names> }
              : Checked<T[K], Names>;
    };

/**
 * Each field's texts and paths against the record of its views: the list's row if listed. (A
 * list spread from a shared set is checked where that set is declared.)
 */
type CheckedFields<F, Row, Rec> = F extends readonly unknown[]
  ? number extends F['length']
    ? unknown
    : {
        readonly [I in keyof F]: F[I] extends { readonly views: readonly (infer V)[] }
          ? Checked<F[I], 'list' extends V ? FieldName<Row> : FieldName<Rec>>
          : unknown;
      }
  : unknown;

/** What pages read of a resource file as written: its name and routes (its exact URLs). */
type Kept = 'name' | 'routes';

/**
 * The placeholders of a file (`{name}` in texts, `:name` in paths and parameters) against the
 * records: the list's row in `list`, the record in `show`; a list's own actions have no row.
 */
type Placeholders<D, Row, Rec> = {
  readonly [K in keyof D]: K extends Kept
    ? D[K]
    : K extends 'list'
      ? {
          readonly [P in keyof D[K]]: P extends 'actions'
            ? Checked<D[K][P], never>
            : Checked<D[K][P], FieldName<Row>>;
        }
      : K extends 'show'
        ? Checked<D[K], FieldName<Rec>>
        : K extends 'fields'
          ? CheckedFields<D[K], Row, Rec>
          : unknown;
};

/**
 * Types a resource file against the records its calls answer (`api.list`'s row for the list,
 * `api.one`'s record for show and edit): every name it writes is a field of the record it reads.
 * ./schema.ts checks what types cannot, in development at start and in the test suite.
 */
export function defineResource<
  const L extends CallName = never,
  const O extends CallName = never,
  const D = unknown,
>(
  definition: ResourceFile<RecordOfCall<NoInfer<L>>, RecordOfCall<NoInfer<O>>, L, O> &
    Placeholders<D, RecordOfCall<NoInfer<L>>, RecordOfCall<NoInfer<O>>>,
): ResourceDefinition & Pick<D, Extract<keyof D, Kept>>;
export function defineResource<D>(definition: D): D {
  return definition;
}

/**
 * A shared field set of `one`'s record with the list view added to some fields (those the row of
 * `list` has too): `withViews('GetListMember', 'GetDetailMemberById', MEMBER_FIELDS, ['memberNo'])`.
 * Options merge into those fields (e.g. `sortable`).
 */
export function withViews<
  L extends CallName,
  O extends CallName,
  const S extends FieldName<RecordOfCall<L>> & FieldName<RecordOfCall<O>>,
>(
  _list: L,
  _one: O,
  fields: readonly Field<never, RecordOfCall<O>>[],
  listed: readonly S[],
  options: { readonly [K in S]?: { readonly sortable?: boolean } } = {},
): Field<RecordOfCall<L>, RecordOfCall<O>>[] {
  const added = new Map<string, { readonly sortable?: boolean } | undefined>(
    Object.entries(options),
  );
  return fields.map((field) =>
    listed.some((source) => source === field.source)
      ? { ...field, ...added.get(field.source), views: [...field.views, 'list'] }
      : field,
  ) as Field<RecordOfCall<L>, RecordOfCall<O>>[];
}
