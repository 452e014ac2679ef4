import { toJapanDateTime } from './japanTime';

/**
 * Encodes call parameters into a query string the way ASP.NET model binding reads them:
 * arrays as repeated keys, nested objects with dotted names, dates in Japan time as the API
 * writes them (2026-11-22T10:15:00+09:00).
 * Empty values are left out so that "no filter" stays no filter.
 */
export function toQueryString(params: object = {}): string {
  const search = new URLSearchParams();
  const append = (key: string, value: unknown): void => {
    if (value === undefined || value === null || value === '') return;
    if (Array.isArray(value)) {
      value.forEach((item) => append(key, item));
    } else if (value instanceof Date) {
      search.append(key, toJapanDateTime(value));
    } else if (typeof value === 'object') {
      for (const [child, childValue] of Object.entries(value))
        append(`${key}.${child}`, childValue);
    } else {
      search.append(key, String(value));
    }
  };
  for (const [key, value] of Object.entries(params)) append(key, value);
  const query = search.toString();
  return query ? `?${query}` : '';
}
