import { useRef, useState } from 'react';

export interface SubmittedCall<Input> {
  submit: (input: Input) => void;
  /** Forgets the failure (and drops the answer of a call still under way). */
  reset: () => void;
  isPending: boolean;
  error: unknown;
}

interface Handlers<Output> {
  onSuccess: (output: Output) => void;
  onError?: (error: unknown) => void;
}

/**
 * A call the user starts by submitting a form, with its pending state and its failure, for the
 * sign-in screens the console starts with. Every other screen does this with TanStack Query's
 * useMutation; the login form shows before TanStack Query has loaded (docs/fast-start.md). The
 * answer of a call that was reset or followed by another is dropped.
 */
export function useSubmittedCall<Input, Output>(
  send: (input: Input) => Promise<Output>,
  { onSuccess, onError }: Handlers<Output>,
): SubmittedCall<Input> {
  const latest = useRef(0);
  const [state, setState] = useState<{ isPending: boolean; error: unknown }>({
    isPending: false,
    error: null,
  });
  return {
    ...state,
    submit(input) {
      latest.current += 1;
      const run = latest.current;
      setState({ isPending: true, error: null });
      send(input).then(
        (output) => {
          if (run !== latest.current) return;
          setState({ isPending: false, error: null });
          onSuccess(output);
        },
        (error: unknown) => {
          if (run !== latest.current) return;
          setState({ isPending: false, error });
          onError?.(error);
        },
      );
    },
    reset() {
      latest.current += 1;
      setState({ isPending: false, error: null });
    },
  };
}
