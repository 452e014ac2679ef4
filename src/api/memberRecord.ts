import type { ApiClient } from './client';
import type { CallName } from './contract';
import { ApiError } from './errors';
import { affiliationIds, type Member, type MemberAffiliationIds } from './members';

/**
 * The signed-in member's record with its affiliations, as one record (the details page and its
 * form show both). A failed member detail gives an empty record (SPEC §8: the client has already
 * shown the warning); failed affiliations fail the whole read, since a form without them would
 * save the member out of their branch.
 */
export async function readOwnMember(
  client: ApiClient,
): Promise<(Partial<Member> & Partial<MemberAffiliationIds>) | Record<string, never>> {
  const [member, affiliations] = await Promise.all([
    client.call('GetDetailMember').then(
      ({ data }) => data,
      (error: unknown) => {
        if (error instanceof ApiError && error.isUnauthorized) throw error;
        return null;
      },
    ),
    client.call('GetMemberAffiliation'),
  ]);
  if (!member) return {};
  return { ...member, ...affiliationIds(affiliations.data ?? []) };
}

/**
 * Records the portal reads with more than their own call: a resource whose `api.one` names one
 * of these calls is read through it.
 */
export const RECORD_READERS: Partial<
  Record<CallName, (client: ApiClient) => Promise<Record<string, unknown>>>
> = { GetDetailMember: readOwnMember };
