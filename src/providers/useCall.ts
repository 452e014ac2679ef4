import {
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { CallOptions } from '../api/client';
import type { CallName } from '../api/contract';
import type { Unwrapped } from '../api/envelope';
import type { PortalDataProvider } from './dataProvider';
import { useSingleFlight } from './useSingleFlight';

/** The one way a bespoke page calls the member API: through the data provider (DESIGN §1). */
export function usePortalDataProvider(): PortalDataProvider {
  return useDataProvider<PortalDataProvider>();
}

type QueryExtras<T> = Omit<UseQueryOptions<Unwrapped<T>, Error>, 'queryKey' | 'queryFn'> &
  Pick<CallOptions, 'quiet' | 'lookup'>;

/**
 * A contract call as a React Query query, keyed by name and parameters, so two widgets asking
 * the same thing share one request and a mutation can invalidate it by name.
 */
export function useCallQuery<T = unknown>(
  name: CallName,
  params: Record<string, unknown> = {},
  { quiet, lookup, ...options }: QueryExtras<T> = {},
) {
  const dataProvider = usePortalDataProvider();
  return useQuery<Unwrapped<T>, Error>({
    queryKey: [name, params],
    queryFn: ({ signal }) => dataProvider.call<T>(name, params, { signal, quiet, lookup }),
    ...options,
  });
}

/**
 * A contract call that changes something, sent once: while it is out, and after it succeeded,
 * `mutate` and `mutateAsync` start nothing more (`mutateAsync` answers that call), so a double
 * click or a second Enter is one request, even when the click lands after the answer but before
 * the page has moved on; only a failed call may be sent again, unless `repeatable` (a form that
 * stays for another go). `invalidates` names the calls whose cached answers the change makes
 * stale.
 */
export function useCallMutation<
  T = unknown,
  P extends Record<string, unknown> = Record<string, unknown>,
>(
  name: CallName,
  {
    invalidates = [],
    quiet,
    repeatable = false,
    ...options
  }: Omit<UseMutationOptions<Unwrapped<T>, Error, P>, 'mutationFn'> & {
    invalidates?: readonly CallName[];
    quiet?: boolean;
    repeatable?: boolean;
  } = {},
) {
  const dataProvider = usePortalDataProvider();
  const queryClient = useQueryClient();
  const mutation = useMutation<Unwrapped<T>, Error, P>({
    mutationFn: (params) => dataProvider.call<T>(name, params, { quiet }),
    ...options,
    onSuccess: async (...args) => {
      await Promise.all(
        invalidates.map((call) => queryClient.invalidateQueries({ queryKey: [call] })),
      );
      await options.onSuccess?.(...args);
    },
  });
  const { run } = useSingleFlight(mutation.mutateAsync, { once: !repeatable });
  return {
    ...mutation,
    mutateAsync: run,
    // As react-query's own: the outcome goes to the callbacks, never to an unhandled rejection.
    mutate: (...args: Parameters<typeof run>) => {
      run(...args).catch(() => undefined);
    },
  };
}
