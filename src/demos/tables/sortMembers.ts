import type { SampleMember } from './members';

export type Order = 'asc' | 'desc';

/** Members sorted by one column (numbers as numbers, text in Japanese collation order). */
export function sortMembers(
  members: readonly SampleMember[],
  key: keyof SampleMember,
  order: Order,
): SampleMember[] {
  const collator = new Intl.Collator('ja');
  const sign = order === 'asc' ? 1 : -1;
  return members.toSorted((a, b) => {
    const left = a[key];
    const right = b[key];
    const compared =
      typeof left === 'number' && typeof right === 'number'
        ? left - right
        : collator.compare(String(left), String(right));
    return compared * sign;
  });
}
