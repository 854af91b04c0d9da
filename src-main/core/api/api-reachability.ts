import { API_REACHABILITY_RETRY_MS } from '@shared/constants/desktop';
import type { Logger } from '../ports/logger';
import type { TimerHandle, Timers } from '../ports/timers';

/** While the API answers, main still looks now and then, so an idle console notices an outage. */
export const REACHABLE_CHECK_INTERVAL_MS = 30_000;
const PROBE_TIMEOUT_MS = 4000;

export type ReachabilityListener = (reachable: boolean) => void;

export interface ApiReachability {
  isReachable(): boolean;
  /** Any HTTP answer from the API (whatever its status): it is reachable. */
  reportAnswer(): void;
  /** A request that got no HTTP answer (refused, reset, timed out, DNS). */
  reportUnreachable(): void;
  onChange(listener: ReachabilityListener): () => void;
  /** Starts the checks (the first one at once). */
  start(): void;
  stop(): void;
}

export interface ApiReachabilityOptions {
  /** The API base URL; the probe asks `<base>/health`, and any HTTP status counts as an answer. */
  apiBaseUrl: string;
  timers: Timers;
  logger: Logger;
  fetch?: typeof fetch;
  retryMs?: number;
  reachableIntervalMs?: number;
}

/**
 * Whether main reaches the API, from its own requests and a light probe, not from the OS's
 * idea of "online" (a loopback or LAN API answers without internet, and a captive network
 * looks online without the API). The probe runs every few seconds while the API is away and
 * every half minute while it answers; listeners hear each change once.
 */
export function createApiReachability(options: ApiReachabilityOptions): ApiReachability {
  const { timers, logger } = options;
  const doFetch = options.fetch ?? fetch;
  const probeUrl = `${options.apiBaseUrl.replace(/\/+$/, '')}/health`;
  const listeners = new Set<ReachabilityListener>();
  let reachable = true;
  let running = false;
  let timer: TimerHandle | null = null;
  let probing = false;

  function set(next: boolean): void {
    if (next === reachable) return;
    reachable = next;
    logger[next ? 'info' : 'warn'](next ? 'API reachable again' : 'API not reachable');
    for (const listener of [...listeners]) listener(next);
    if (running) schedule();
  }

  function schedule(): void {
    if (timer !== null) timers.clearTimeout(timer);
    const delay = reachable
      ? (options.reachableIntervalMs ?? REACHABLE_CHECK_INTERVAL_MS)
      : (options.retryMs ?? API_REACHABILITY_RETRY_MS);
    timer = timers.setTimeout(() => {
      timer = null;
      void probe();
    }, delay);
  }

  async function probe(): Promise<void> {
    if (probing) return;
    probing = true;
    let answered: boolean;
    const abort = new AbortController();
    const timeout = timers.setTimeout(() => abort.abort(), PROBE_TIMEOUT_MS);
    try {
      const response = await doFetch(probeUrl, { method: 'GET', redirect: 'manual', signal: abort.signal });
      await response.body?.cancel().catch(() => undefined);
      answered = true;
    } catch {
      answered = false;
    } finally {
      timers.clearTimeout(timeout);
      probing = false;
    }
    if (!running) return;
    if (answered !== reachable) set(answered);
    else schedule();
  }

  return {
    isReachable: () => reachable,
    reportAnswer: () => set(true),
    reportUnreachable: () => {
      if (!reachable) return;
      set(false);
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      if (running) return;
      running = true;
      void probe();
    },
    stop() {
      running = false;
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
    },
  };
}
