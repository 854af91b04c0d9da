/**
 * Runs `task` once the page is idle (and within `timeoutMs` anyway): background work, such as
 * fetching code the next screen needs, that must not hold up what the user sees now. Answers a
 * cancel function (an effect's clean-up).
 */
export function whenIdle(task: () => void, timeoutMs = 2_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1);
  return () => window.clearTimeout(id);
}
