/** 職種: the member's licensed occupation (GetListJobCategory). */

import type { JobCategory } from '../../src/api/masters';

export type { JobCategory };

const names = [
  '看護師',
  '臨床検査技師',
  '臨床工学技士',
  '准看護師',
  '診療放射線技師',
  '保健師',
  '助産師',
  '衛生検査技師',
  'その他',
];

export const jobCategories: readonly JobCategory[] = names.map((name, index) => ({
  id: index + 1,
  name,
  sortOrder: (index + 1) * 10,
}));
