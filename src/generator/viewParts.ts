import { HttpError } from 'ra-core';
import type { ResourceDefinition, View } from './defineResource';

/** A view's fields, each with what that view shows of it differently (`inView`). */
export const fieldsOf = (definition: ResourceDefinition, view: View) =>
  definition.fields
    .filter((field) => field.views.includes(view))
    .map((field) => (field.inView?.[view] ? { ...field, ...field.inView[view] } : field));

// The API client has already shown a failed call (toast, or the 401 dialog): react-admin's own
// error notification would say it twice.
export const QUIET = { onError: () => undefined };

/** What a failed query shows in place of the view: the error page with the server's message. */
export function describeError(error: unknown) {
  return error instanceof HttpError
    ? { status: error.status, message: error.message }
    : { status: 500, message: error instanceof Error ? error.message : '' };
}
