import { z } from 'zod';
import type { ImportPreviewBody } from '../api/jobs';
import { CSV_EXPORT_IDS } from '../constants/csv';
import type { CsvExportKind } from '../constants/csv';
import { IMPORT_TARGET_NAMES } from '../constants/imports';
import type { ImportTarget } from '../constants/imports';

const subdomain = z.string().min(1).max(63);
const exportIds = Object.values(CSV_EXPORT_IDS) as [string, ...string[]];

/** Renderer asks main to start an export of one kind with the list's current filters. */
export const exportStartRequestSchema = z.object({
  subdomain,
  exportId: z.enum(exportIds),
  filters: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).default({}),
});
export const exportJobRequestSchema = z.object({ jobId: z.string().min(1).max(128) });
export const recentExportRequestSchema = z.object({ recentId: z.string().min(1).max(128) });

/** A running or finished export as main tracks it (persisted, so it survives a restart). */
export interface ExportJobView {
  jobId: string;
  kind: CsvExportKind;
  subdomain: string;
  /** waiting: polling; ready: the download modal may show; failed: ended without a file (exports.failed). */
  state: 'waiting' | 'ready' | 'failed';
  /**
   * While waiting: the server process working on it stopped, and another resumes it (from the
   * start). Only from a backend that reports it (the status answer's `processing`).
   */
  resuming: boolean;
  requestedAt: string;
  message: string | null;
}

/** A file the user saved; "show in folder" takes its id, never a path from the renderer. */
export interface RecentExport {
  recentId: string;
  kind: CsvExportKind;
  fileName: string;
  savedPath: string;
  savedAt: string;
}

/** Renderer asks main to pick a file (native dialog), check it, and upload it. */
export const importStartRequestSchema = z.object({
  subdomain,
  target: z.enum(IMPORT_TARGET_NAMES as [ImportTarget, ...ImportTarget[]]),
  shopId: z.number().int().positive().optional(),
});

/** Renderer confirms or cancels the dry run of an import. */
export const importJobRequestSchema = z.object({ jobId: z.string().min(1).max(128) });

/**
 * waiting: main polls it; previewed: its dry run waits for the user to confirm or cancel it
 * (`preview` says what it found); finished: it ended (imports.finished).
 */
export interface ImportJobView {
  jobId: string;
  target: ImportTarget;
  subdomain: string;
  state: 'waiting' | 'previewed' | 'finished';
  /** While waiting: interrupted on the server and resumed by another process (as ExportJobView's). */
  resuming: boolean;
  requestedAt: string;
  preview: ImportPreviewBody | null;
}

/** One problem found in an import file, before upload (local check) or by the server. */
export interface ImportRowError {
  row: number;
  column: string;
  message: string;
}

export type ImportStartResult =
  | { outcome: 'cancelled' }
  | { outcome: 'rejected'; message: string; rowErrors: ImportRowError[] }
  | { outcome: 'started'; job: ImportJobView };

export type ImportOutcome = 'success' | 'finishedWithFailures' | 'failed' | 'duplicate' | 'cancelled';

/** confirmed: the import runs (polled again); ended: it ended instead (imports.finished says how). */
export type ImportConfirmResult = { outcome: 'confirmed' | 'ended' };

export interface ImportFinished {
  job: ImportJobView;
  outcome: ImportOutcome;
  message: string;
  /** Where the error CSV was saved (finished with failures), or null. */
  errorFilePath: string | null;
}
