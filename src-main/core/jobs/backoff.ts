import type { Timers } from '../ports/timers';

export interface BackoffPolicy {
  /** Tries in all, the first one included. */
  attempts: number;
  /** Wait before the second try; it doubles before each further one. */
  firstDelayMs: number;
}

/** Three tries, waiting 1 s and then 2 s: enough for a dropped Wi-Fi or a proxy hiccup. */
export const DOWNLOAD_BACKOFF: BackoffPolicy = { attempts: 3, firstDelayMs: 1000 };

export type AttemptResult<T> = { done: true; value: T } | { done: false; value: T };

/**
 * Runs `attempt` until it is done or the tries run out, waiting exponentially longer between
 * tries. Answers the last attempt's value either way.
 */
export async function withBackoff<T>(
  timers: Timers,
  policy: BackoffPolicy,
  attempt: (attemptNumber: number) => Promise<AttemptResult<T>>,
): Promise<T> {
  let result = await attempt(1);
  for (let attemptNumber = 2; !result.done && attemptNumber <= policy.attempts; attemptNumber += 1) {
    await sleep(timers, policy.firstDelayMs * 2 ** (attemptNumber - 2));
    result = await attempt(attemptNumber);
  }
  return result.value;
}

function sleep(timers: Timers, delayMs: number): Promise<void> {
  return new Promise((resolve) => {
    timers.setTimeout(resolve, delayMs);
  });
}
