import {
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { answerOf, type CallOptions } from '../api/client';
import type { CallArgs, CallName, ParamsOf, ResultOf } from '../api/contract';
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
 * A query's arguments after the call's name: its parameters, or null while they are not known
 * yet (an id still to come: the query waits), then the query's options.
 */
type QueryArgs<N extends CallName> = CallArgs<N, QueryExtras<ResultOf<N>>, ParamsOf<N> | null>;

/**
 * A contract call as a React Query query, keyed by name and parameters, so two widgets asking
 * the same thing share one request and a mutation can invalidate it by name. The parameters and
 * the answer are typed by the call's contract entry.
 */
export function useCallQuery<N extends CallName>(
  name: N,
  ...[params = {}, { quiet, lookup, ...options } = {}]: QueryArgs<N>
) {
  const dataProvider = usePortalDataProvider();
  return useQuery<Unwrapped<ResultOf<N>>, Error>({
    queryKey: [name, params],
    queryFn:
      params === null
        ? skipToken
        : async ({ signal }) =>
            answerOf(name, await dataProvider.callByName(name, params, { signal, quiet, lookup })),
    ...options,
  });
}

/** A mutation's variables: the call's parameters, left out when it needs none. */
type VariablesOf<N extends CallName> =
  Record<never, never> extends ParamsOf<N> ? ParamsOf<N> | void : ParamsOf<N>;

/**
 * A contract call that changes something, sent once: while it is out, and after it succeeded,
 * `mutate` and `mutateAsync` start nothing more (`mutateAsync` answers that call), so a double
 * click or a second Enter is one request, even when the click lands after the answer but before
 * the page has moved on; only a failed call may be sent again, unless `repeatable` (a form that
 * stays for another go). `invalidates` names the calls whose cached answers the change makes
 * stale.
 */
export function useCallMutation<N extends CallName>(
  name: N,
  {
    invalidates = [],
    quiet,
    repeatable = false,
    ...options
  }: Omit<UseMutationOptions<Unwrapped<ResultOf<N>>, Error, VariablesOf<N>>, 'mutationFn'> & {
    invalidates?: readonly CallName[];
    quiet?: boolean;
    repeatable?: boolean;
  } = {},
) {
  const dataProvider = usePortalDataProvider();
  const queryClient = useQueryClient();
  const mutation = useMutation<Unwrapped<ResultOf<N>>, Error, VariablesOf<N>>({
    mutationFn: async (params) =>
      answerOf(name, await dataProvider.callByName(name, params ?? {}, { quiet })),
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
