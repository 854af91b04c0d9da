import { DEFAULT_LEASE_SETTINGS } from '../../../platform/background/lease';
import type { LeaseSettings } from '../../../platform/background/lease';

/**
 * Tunable policies of the push worker. Tests and the bench override some of them. A worker
 * holds the push it sends on a lease (`leaseMs`, renewed every `heartbeatMs`): the push of a
 * worker that died is taken over within leaseMs + pollIntervalMs.
 */
export interface PushSettings extends LeaseSettings {
  /**
   * Deliveries written and handed to the sender at once. A worker that dies while the sender has
   * a batch may leave up to this many devices to get the push twice (the next worker sends the
   * batch again): a smaller batch narrows that window, at more round trips.
   */
  batchSize: number;
  /** How often an idle worker looks for due pushes (a push saved in its own process wakes it at once). */
  pollIntervalMs: number;
  /** A push whose sender failed (or whose worker died) this many times is given up as 失敗. */
  maxAttempts: number;
  /** After the sender failed, the push is tried again after this, times its attempts. */
  retryDelayMs: number;
}

export const DEFAULT_PUSH_SETTINGS: PushSettings = {
  batchSize: 5000,
  pollIntervalMs: 1000,
  ...DEFAULT_LEASE_SETTINGS,
  maxAttempts: 5,
  retryDelayMs: 15_000,
};
