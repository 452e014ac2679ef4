/**
 * Descriptions (GetListDescription): the society's second lookup of the member record. The portal
 * reads it as 施設区分, the kind of facility the member works at, which the society uses for
 * statistics and to route its mailings (member record field `descriptionId`).
 */

import type { Description } from '../../src/api/masters';

export type { Description };

const names = [
  '大学病院',
  '一般病院（200床以上）',
  '一般病院（200床未満）',
  '診療所・クリニック',
  '健診・検診センター',
  '企業（医療機器メーカー等）',
  '教育・研究機関',
  'その他',
];

export const descriptions: readonly Description[] = names.map((name, index) => ({
  id: index + 1,
  name,
  sortOrder: (index + 1) * 10,
}));
