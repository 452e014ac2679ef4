import { useCallQuery } from '../../providers/useCall';
import type { Choice, Lookups } from './memberFields';

/** The lookups of the member form: every item at once (SPEC §7: `allItems=true`). */
const ALL_ITEMS = { allItems: true };
// Lookups change a few times a year: one fetch serves the details, form and confirmation pages.
const options = { lookup: true, staleTime: 10 * 60 * 1000 } as const;

interface AffiliationChoice extends Choice {
  category: 'branch' | 'society';
}

export function useMemberLookups(): { lookups: Lookups; isPending: boolean } {
  const prefectures = useCallQuery<Choice[]>('GetPrefectures', ALL_ITEMS, options);
  const jobCategories = useCallQuery<Choice[]>('GetListJobCategory', ALL_ITEMS, options);
  const descriptions = useCallQuery<Choice[]>('GetListDescription', ALL_ITEMS, options);
  const affiliations = useCallQuery<AffiliationChoice[]>('GetListAffiliation', ALL_ITEMS, options);
  const ofCategory = (category: AffiliationChoice['category']) =>
    (affiliations.data?.data ?? []).filter((item) => item.category === category);
  return {
    lookups: {
      prefecture: prefectures.data?.data ?? [],
      jobCategory: jobCategories.data?.data ?? [],
      description: descriptions.data?.data ?? [],
      branch: ofCategory('branch'),
      society: ofCategory('society'),
    },
    isPending: [prefectures, jobCategories, descriptions, affiliations].some(
      (query) => query.isPending,
    ),
  };
}
