import { useRef, useState } from 'react';

/**
 * Runs a button's request at most once at a time: `pending` from the click until main answers
 * (a double click does not start two jobs), then the per-kind running flag takes over.
 */
export function useSingleFlight<A extends unknown[]>(
  action: (...args: A) => Promise<void>,
): [pending: boolean, run: (...args: A) => void] {
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  const run = (...args: A) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    void action(...args).finally(() => {
      inFlight.current = false;
      setPending(false);
    });
  };
  return [pending, run];
}
