import type { ApiConnectionState } from './desktop';
import type { ExportJobView, ImportFinished, ImportJobView } from './jobs';

// Apart from the channels (./contract.ts), so that a bridge can know the events without loading
// every channel's schema.

/** Main -> renderer events, all carried on one channel. */
export interface BridgeEvents {
  /** The session ended without the user asking (401, 429, idle). The message is shown as an alert. */
  'session.ended': { reason: 'unauthorized' | 'rate-limited' | 'idle' | 'logout'; message: string | null };
  /** The export list changed (started, ready, failed, saved, dismissed): drives the per-kind disabled flags. */
  'exports.changed': { jobs: ExportJobView[] };
  /** An export is ready: the download-CSV modal opens. */
  'exports.ready': { job: ExportJobView };
  /** An export ended without a file (cancelled, file expired, job unknown): its message is shown. */
  'exports.failed': { job: ExportJobView; message: string };
  'imports.changed': { jobs: ImportJobView[] };
  'imports.finished': ImportFinished;
  /** Main lost or found the API again (its own checks, not the OS's online flag). */
  'desktop.connectionChanged': ApiConnectionState;
}
export type BridgeEventName = keyof BridgeEvents;
export const BRIDGE_EVENT_NAMES: BridgeEventName[] = [
  'session.ended',
  'exports.changed',
  'exports.ready',
  'exports.failed',
  'imports.changed',
  'imports.finished',
  'desktop.connectionChanged',
];
