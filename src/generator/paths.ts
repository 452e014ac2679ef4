import type { Identifier } from 'ra-core';

/** Fills `:id` of a resource route with a record id. */
export const recordPath = (route: string, id: Identifier): string =>
  route.replace(':id', encodeURIComponent(String(id)));

/** The query parameter carrying a link's filters to a generated list (see `filteredListPath`). */
export const LINKED_FILTER_PARAM = 'filter';

/** A generated list's path opened with filters, e.g. the member list of one 会員状態. */
export const filteredListPath = (route: string, filter: Record<string, string | number>): string =>
  `${route}?${new URLSearchParams({ [LINKED_FILTER_PARAM]: JSON.stringify(filter) })}`;

/**
 * The filters a link carries, kept only where `allowed` names them as plain values; null when
 * the link carries none (or nothing usable).
 */
export function linkedFilter(
  search: string,
  allowed: readonly string[],
): Record<string, string | number> | null {
  const raw = new URLSearchParams(search).get(LINKED_FILTER_PARAM);
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const kept = Object.entries(parsed).filter(
    (entry): entry is [string, string | number] =>
      allowed.includes(entry[0]) && (typeof entry[1] === 'string' || typeof entry[1] === 'number'),
  );
  return kept.length > 0 ? Object.fromEntries(kept) : null;
}
