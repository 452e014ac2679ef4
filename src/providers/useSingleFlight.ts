import { useRef, useState } from 'react';

interface SingleFlightOptions {
  /**
   * A success is final: later runs answer it and `pending` stays true, so nothing more is sent
   * while the page moves on (a navigation, a refetch showing the result) or the browser leaves
   * (a sign-in, the card checkout). Without it, a success frees the guard as a failure does.
   */
  once?: boolean;
}

/**
 * The one guard against sending twice: while a run of `action` is out, calling it again starts
 * nothing and answers the same promise. The guard is a ref, set before React re-renders, so a
 * double click or a second Enter is refused even before the button shows as disabled; `pending`
 * is for that button. A failed run may be tried again.
 */
export function useSingleFlight<A extends unknown[], R>(
  action: (...args: A) => Promise<R>,
  { once = false }: SingleFlightOptions = {},
) {
  const flight = useRef<Promise<R> | null>(null);
  const [pending, setPending] = useState(false);
  const run = (...args: A): Promise<R> => {
    if (flight.current) return flight.current;
    setPending(true);
    const settle = () => {
      flight.current = null;
      setPending(false);
    };
    flight.current = action(...args).then(
      (result) => {
        if (!once) settle();
        return result;
      },
      (error: unknown) => {
        settle();
        throw error;
      },
    );
    return flight.current;
  };
  return { run, pending };
}
