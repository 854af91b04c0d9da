import type { createManualTimers } from './manual-timers';

/** Lets every promise chain that is ready to run finish (fake fetches, file writes, JSON parsing). */
export async function settle(rounds = 25): Promise<void> {
  for (let round = 0; round < rounds; round += 1) await new Promise((resolve) => setImmediate(resolve));
}

/**
 * Waits for a promise while moving manual time on in steps: for flows that sleep on the Timers
 * port (backoff between download attempts) in between real I/O. Each step first gives real
 * file and network work a few milliseconds to finish.
 */
export async function driveUntilSettled<T>(
  timers: ReturnType<typeof createManualTimers>,
  promise: Promise<T>,
  stepMs = 1000,
  maxSteps = 200,
): Promise<T> {
  let settled = false;
  const watched = promise.finally(() => {
    settled = true;
  });
  for (let step = 0; step < maxSteps && !settled; step += 1) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    await settle(5);
    if (!settled) timers.advance(stepMs);
  }
  return watched;
}

/** Real time passes (file I/O) until the condition holds; fails after `timeoutMs`. */
export async function eventually(condition: () => boolean, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
