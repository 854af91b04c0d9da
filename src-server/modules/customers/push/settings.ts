/** Tunable policies of the push worker. Tests and the bench override some of them. */
export interface PushSettings {
  /** Deliveries written and handed to the sender at once. */
  batchSize: number;
  /** How often an idle worker looks for due pushes (a push saved in its own process wakes it at once). */
  pollIntervalMs: number;
  /** A claim not refreshed for this long belongs to a dead worker, and the push is taken over. */
  staleClaimMs: number;
  /** A push whose sender failed (or whose worker died) this many times is given up as 失敗. */
  maxAttempts: number;
  /** After the sender failed, the push is tried again after this, times its attempts. */
  retryDelayMs: number;
}

export const DEFAULT_PUSH_SETTINGS: PushSettings = {
  batchSize: 5000,
  pollIntervalMs: 1000,
  staleClaimMs: 2 * 60_000,
  maxAttempts: 5,
  retryDelayMs: 15_000,
};
