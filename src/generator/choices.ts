/**
 * Choice lists that more than one resource file filters by. They live beside the typed helpers
 * (`defineResource`), so resource files stay data and import only from the generator.
 */
import type { Choice } from './defineResource';

/** 年度: the current fiscal year (April–March) and the ones before it, newest first. */
export function fiscalYearChoices(count = 6, today = new Date()): Choice[] {
  const current = today.getFullYear() - (today.getMonth() < 3 ? 1 : 0);
  return Array.from({ length: count }, (_, index) => current - index).map((year) => ({
    id: year,
    name: `${year}年度`,
  }));
}

/** 区分 of a participation record (GetListParticipationHistory's `category`). */
export const participationCategoryChoices: Choice[] = [
  '学術集会',
  '支部セミナー',
  'ブラッシュアップセミナー',
  'e-learning',
  '発表・論文',
].map((name) => ({ id: name, name }));
