/**
 * Responses shaped like ASP.NET Boilerplate's (DESIGN §4): the envelope around the society's
 * result wrapper, ABP's error body, and ABP's paging/sorting of list requests.
 */
import { HttpResponse } from 'msw';
import type {
  AbpEnvelope,
  AbpError,
  AbpValidationError,
  Pagination,
  SocietyResult,
} from '../src/api/envelope';

/** ABP's default message for a failed model validation. */
export const VALIDATION_MESSAGE = 'Your request is not valid!';
export const VALIDATION_DETAILS = '入力内容に誤りがあります。';
/** ABP's Japanese localisation of `CurrentUserDidNotLoginToTheApplication`. */
export const UNAUTHORIZED_MESSAGE = '現在のユーザーはログインしていません。';
/** ABP's cap on `MaxResultCount` (`PagedResultRequestDto.MaxMaxResultCount`). */
export const MAX_RESULT_COUNT = 1000;
const DEFAULT_RESULT_COUNT = 10;
/** Sort keys a list accepts: a column and its tie-breakers. */
export const MAX_SORT_KEYS = 3;

function envelope<T>(result: T | null, error: AbpError | null, status = 200): AbpEnvelope<T> {
  return {
    result,
    targetUrl: null,
    success: error === null,
    error,
    unAuthorizedRequest: status === 401,
    __abp: true,
  };
}

declare const answering: unique symbol;

/**
 * A response that answers `T` (the `data` of the society's wrapper, or ABP's plain `result`): a
 * type-only mark, so `defineCall` checks a handler's answer against its contract entry. An error
 * response answers nothing and carries no mark.
 */
export type Answer<T> = Response & { readonly [answering]?: T };

/** 200 with the society's wrapper `{ statusCode, data, message, pagination }`. */
export function ok<T>(data: T, pagination: Pagination | null = null): Answer<T> {
  const result: SocietyResult<T> = { statusCode: 200, data, message: null, pagination };
  return HttpResponse.json(envelope(result, null));
}

/** 200 with ABP's plain `result` (no society wrapper), as TokenAuth answers. */
export function plainResult<T>(result: T): Answer<T> {
  return HttpResponse.json(envelope(result, null));
}

export interface AbpErrorOptions {
  details?: string | null;
  validationErrors?: AbpValidationError[] | null;
  /** ABP sends 0 unless the server chose a code. */
  code?: number;
}

export function abpErrorBody(
  status: number,
  message: string,
  options: AbpErrorOptions = {},
): AbpEnvelope<null> {
  const error: AbpError = {
    code: options.code ?? 0,
    message,
    details: options.details ?? null,
    validationErrors: options.validationErrors ?? null,
  };
  return envelope(null, error, status);
}

export function abpError(status: number, message: string, options: AbpErrorOptions = {}): Response {
  return HttpResponse.json(abpErrorBody(status, message, options), { status });
}

/** 400 as ABP's validation interceptor answers it. */
export function validationError(validationErrors: AbpValidationError[]): Response {
  return abpError(400, VALIDATION_MESSAGE, { details: VALIDATION_DETAILS, validationErrors });
}

export function unauthorized(): Response {
  return abpError(401, UNAUTHORIZED_MESSAGE);
}

export function notFoundCall(path: string): Response {
  return abpError(404, `APIが見つかりません: ${path}`);
}

/**
 * Thrown by a call's resolver to answer with an ABP error (like ABP's `UserFriendlyException`);
 * `defineCall` turns it into the response.
 */
export class DemoApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly options: AbpErrorOptions = {},
  ) {
    super(message);
    this.name = 'DemoApiError';
  }

  toResponse(): Response {
    return abpError(this.status, this.message, this.options);
  }
}

// ---- Request parameters ------------------------------------------------------------------------

/** ASP.NET model binding ignores the case of parameter names; so does the demo. */
export function queryParam(query: URLSearchParams, name: string): string | null {
  const wanted = name.toLowerCase();
  for (const [key, value] of query) if (key.toLowerCase() === wanted) return value;
  return null;
}

/** An integer query parameter; absent → `fallback`, malformed → 400 naming the parameter. */
export function intParam(query: URLSearchParams, name: string, fallback?: number): number {
  const raw = queryParam(query, name);
  if (raw === null || raw.trim() === '') {
    if (fallback !== undefined) return fallback;
    throw invalidField(name);
  }
  const value = Number(raw);
  if (!Number.isInteger(value)) throw invalidField(name, `${name}は整数で指定してください`);
  return value;
}

/** An optional integer query parameter: absent or blank → null, malformed → 400 naming it. */
export const optionalIntParam = (query: URLSearchParams, name: string): number | null =>
  queryParam(query, name)?.trim() ? intParam(query, name) : null;

/** An optional query parameter that must be one of `choices` (`label` names it in the 400). */
export function choiceParam<T extends string>(
  query: URLSearchParams,
  name: string,
  choices: readonly T[],
  label: string,
): T | null {
  const value = queryParam(query, name)?.trim();
  if (!value) return null;
  const choice = choices.find((candidate) => candidate === value);
  if (choice) return choice;
  throw invalidField(name, `${label}が正しくありません: ${value}`);
}

/** ABP's 400 for one bad parameter or body field, named so the portal can mark it. */
export function invalidField(name: string, message = `${name}は必須です`): DemoApiError {
  return new DemoApiError(400, VALIDATION_MESSAGE, {
    details: VALIDATION_DETAILS,
    validationErrors: [{ message, members: [name] }],
  });
}

/** A JSON body's fields; a body that is not an object has none. */
export const bodyOf = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};

// ---- Paging and sorting ------------------------------------------------------------------------

type Item = object;
interface SortKey {
  field: string;
  descending: boolean;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;
const collator = new Intl.Collator('ja');

function compareValues(a: unknown, b: unknown): number {
  // Missing values sort last, as SQL Server's NULLs do under DESC and the portal expects under ASC.
  if (a === null || a === undefined) return b === null || b === undefined ? 0 : 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  if (typeof a === 'string' && typeof b === 'string') {
    if (ISO_DATE.test(a) && ISO_DATE.test(b)) return Date.parse(a) - Date.parse(b);
    return collator.compare(a, b);
  }
  return collator.compare(String(a), String(b));
}

function fieldOf(item: Item, field: string): unknown {
  return (item as Record<string, unknown>)[field];
}

/**
 * Parses ABP's `Sorting` ("field ASC, other DESC"). Field names match case-insensitively (Dynamic
 * LINQ does); an unknown field is a 400, so a client asking for a column that is not there hears it.
 */
function parseSorting(sorting: string, sample: Item | undefined): SortKey[] {
  const keys: SortKey[] = [];
  const parts = sorting.split(',');
  // A list sorts by a column and its tie-breakers: more keys are only work for the server.
  if (parts.length > MAX_SORT_KEYS) {
    throw invalidField('Sorting', `並べ替えの指定は${MAX_SORT_KEYS}項目までです`);
  }
  for (const part of parts) {
    const [name = '', direction = 'ASC', ...rest] = part.trim().split(/\s+/);
    if (!name) continue;
    const dir = direction.toUpperCase();
    const field = sample
      ? Object.keys(sample).find((key) => key.toLowerCase() === name.toLowerCase())
      : name;
    if (!field || rest.length > 0 || (dir !== 'ASC' && dir !== 'DESC')) {
      throw invalidField('Sorting', `並べ替えの指定が正しくありません: ${part.trim()}`);
    }
    keys.push({ field, descending: dir === 'DESC' });
  }
  return keys;
}

export function sortItems<T extends Item>(items: readonly T[], sorting: string): T[] {
  const keys = parseSorting(sorting, items[0]);
  return [...items].sort((a, b) => {
    for (const { field, descending } of keys) {
      const order = compareValues(fieldOf(a, field), fieldOf(b, field));
      if (order !== 0) return descending ? -order : order;
    }
    return 0;
  });
}

/**
 * One page of `items` as ABP's list calls answer: reads `SkipCount`, `MaxResultCount`, `Sorting`
 * (falling back to `defaultSorting`) and `allItems=true` (every item on one page), which only a
 * choice list answers (`whole`: a lookup, or a member's own short list the portal shows whole);
 * a long list is read page by page. Malformed parameters throw a 400 `DemoApiError`, which
 * `defineCall` answers.
 */
export function paged<T extends Item>(
  items: readonly T[],
  query: URLSearchParams,
  defaultSorting?: string,
  { whole = false }: { whole?: boolean } = {},
): Answer<T[]> {
  const allItems = queryParam(query, 'allItems')?.toLowerCase() === 'true';
  if (allItems && !whole) {
    throw invalidField(
      'allItems',
      'この一覧はページごとに取得してください（allItemsは選択肢の一覧のみ）',
    );
  }
  const sorting = queryParam(query, 'Sorting')?.trim() || defaultSorting;
  const sorted = sorting ? sortItems(items, sorting) : [...items];
  const totalCount = sorted.length;

  if (allItems) return ok(sorted, { totalCount, pageIndex: 1, pageSize: totalCount });

  const skip = intParam(query, 'SkipCount', 0);
  const size = intParam(query, 'MaxResultCount', DEFAULT_RESULT_COUNT);
  if (skip < 0) throw invalidField('SkipCount', 'SkipCountは0以上で指定してください');
  if (size < 1 || size > MAX_RESULT_COUNT) {
    throw invalidField(
      'MaxResultCount',
      `MaxResultCountは1〜${MAX_RESULT_COUNT}で指定してください`,
    );
  }
  const pageItems = sorted.slice(skip, skip + size);
  return ok(pageItems, { totalCount, pageIndex: Math.floor(skip / size) + 1, pageSize: size });
}
