/** A filter left empty: an empty text or choice, or none at all. */
export const isEmptyFilter = (value: unknown): boolean =>
  value === '' || value === null || value === undefined;

/** The filters that are set: what the list sends, counts and exports. */
export const withoutEmpty = (values: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => !isEmptyFilter(value)));
