import type { AbpValidationError } from './envelope';

export type ApiErrorKind = 'http' | 'status' | 'network' | 'empty';

/**
 * A failed call, carrying what the server said. `kind` tells why: an HTTP error status, a
 * non-200 `statusCode` inside a 200 envelope, a network failure, or a lookup that found nothing.
 */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly details: string | null;
  readonly validationErrors: AbpValidationError[];

  constructor(
    message: string,
    init: {
      kind: ApiErrorKind;
      status: number;
      details?: string | null;
      validationErrors?: AbpValidationError[] | null;
    },
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.details = init.details ?? null;
    this.validationErrors = init.validationErrors ?? [];
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }

  /** ABP validation errors as `{ field: first message }`, the shape react-admin forms read. */
  fieldErrors(): Record<string, string> {
    const errors: Record<string, string> = {};
    for (const { message, members } of this.validationErrors) {
      for (const member of members ?? []) {
        const field = member.charAt(0).toLowerCase() + member.slice(1);
        errors[field] ??= message;
      }
    }
    return errors;
  }
}

/** What a member is told about a failure: the server's message, then its details if any. */
export function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const details = error instanceof ApiError ? error.details : null;
  return details ? `${error.message}\n${details}` : error.message;
}

/** The server's reasons, one line each: every validation message, else what errorText says. */
export function reasonLines(error: unknown): string[] {
  if (error instanceof ApiError && error.validationErrors.length > 0) {
    return error.validationErrors.map((item) => item.message);
  }
  return [errorText(error)];
}
