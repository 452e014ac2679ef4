/**
 * The shapes on the wire (DESIGN §4): ABP's envelope around the society's result wrapper, and the
 * tolerant reading of it. Shared by the client and the demo API, so both speak the same contract.
 */

export interface Pagination {
  totalCount: number;
  /** 1-based page number. */
  pageIndex: number;
  pageSize: number;
}

/** The society's wrapper, carried in ABP's `result` (SPEC §3 "Response wrapper"). */
export interface SocietyResult<T = unknown> {
  statusCode: number;
  data: T;
  message: string | null;
  pagination?: Pagination | null;
}

export interface AbpValidationError {
  message: string;
  members?: string[] | null;
}

export interface AbpError {
  code: number;
  message: string;
  details?: string | null;
  validationErrors?: AbpValidationError[] | null;
}

export interface AbpEnvelope<T = unknown> {
  result: T | null;
  targetUrl: string | null;
  success: boolean;
  error: AbpError | null;
  unAuthorizedRequest: boolean;
  __abp: true;
}

/** Parameters of a list request, ABP style (`PagedAndSortedResultRequestDto`). */
export interface ListRequest {
  SkipCount: number;
  MaxResultCount: number;
  Sorting?: string;
  [filter: string]: unknown;
}

export interface Unwrapped<T = unknown> {
  data: T;
  statusCode: number;
  message: string | null;
  pagination: Pagination | null;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function isAbpEnvelope(body: unknown): body is AbpEnvelope {
  return isObject(body) && ('__abp' in body || ('success' in body && 'result' in body));
}

function isSocietyResult(value: unknown): value is SocietyResult {
  return isObject(value) && typeof value.statusCode === 'number' && 'data' in value;
}

/**
 * Reads a successful body: ABP's envelope around the society's wrapper, and tolerantly ABP's plain
 * `result`, ABP's `{ items, totalCount }` page, or a bare body.
 */
export function unwrap(body: unknown): Unwrapped {
  const result = isAbpEnvelope(body) ? body.result : body;
  if (isSocietyResult(result)) {
    return {
      data: result.data,
      statusCode: result.statusCode,
      message: result.message ?? null,
      pagination: result.pagination ?? null,
    };
  }
  if (isObject(result) && Array.isArray(result.items) && typeof result.totalCount === 'number') {
    return {
      data: result.items,
      statusCode: 200,
      message: null,
      pagination: { totalCount: result.totalCount, pageIndex: 1, pageSize: result.items.length },
    };
  }
  return { data: result, statusCode: 200, message: null, pagination: null };
}

/** The document download result of SPEC §3: a file sent inside the JSON envelope. */
export interface DocumentFile {
  base64: string;
  content_type: string;
  file_name: string;
}
