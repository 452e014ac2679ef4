import { useSearchParams } from 'react-router-dom';

/** A positive integer from the page's query string (`?id=123`), or null when absent or malformed. */
export function useQueryId(name: string): number | null {
  const [params] = useSearchParams();
  const value = Number(params.get(name));
  return Number.isInteger(value) && value > 0 ? value : null;
}
