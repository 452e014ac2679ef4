/** The page numbers to show: at most `size` (5, SPEC §9), centred on the current page. */
export function pageWindow(page: number, pageCount: number, size: number): number[] {
  if (pageCount <= 0) return [];
  const count = Math.min(size, pageCount);
  const current = Math.min(Math.max(page, 1), pageCount);
  const start = Math.min(Math.max(current - Math.floor(count / 2), 1), pageCount - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}
