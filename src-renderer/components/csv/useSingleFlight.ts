import { useRef, useState } from 'react';

/**
 * Runs a button's request at most once at a time: `pending` from the click until main answers
 * (a double click does not start two jobs), then the per-kind running flag takes over.
 */
export function useSingleFlight(action: () => Promise<void>): [pending: boolean, run: () => void] {
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  const run = () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    void action().finally(() => {
      inFlight.current = false;
      setPending(false);
    });
  };
  return [pending, run];
}
