import { z } from 'zod';
import type { ExportSubstitutions, ImportPreviewBody } from '../api/jobs';
import { CSV_ENCODINGS, CSV_EXPORT_IDS, EXPORT_FORMATS } from '../constants/csv';
import type { CsvEncoding, CsvExportKind, ExportFormat } from '../constants/csv';
import { IMPORT_TARGET_NAMES } from '../constants/imports';
import type { ImportTarget } from '../constants/imports';
import { recordIdField } from './channels/path-params';

const subdomain = z.string().min(1).max(63);
const exportIds = Object.values(CSV_EXPORT_IDS) as [string, ...string[]];

/**
 * Renderer asks main to start an export of one kind with the list's current filters, in the
 * file the user chose (the spec's Shift_JIS CSV unless another).
 */
export const exportStartRequestSchema = z.object({
  subdomain,
  exportId: z.enum(exportIds),
  filters: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).default({}),
  format: z.enum(EXPORT_FORMATS).default('csv'),
  encoding: z.enum(CSV_ENCODINGS).default('shift_jis'),
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
  /** The file: as asked while waiting, as the server wrote it once ready. */
  format: ExportFormat;
  encoding: CsvEncoding;
  /** Cells a Shift_JIS file holds 〓 in (characters it cannot hold), once ready; null when none. */
  substitutions: ExportSubstitutions | null;
}

/** A file the user saved; "show in folder" takes its id, never a path from the renderer. */
export interface RecentExport {
  recentId: string;
  kind: CsvExportKind;
  fileName: string;
  savedPath: string;
  savedAt: string;
  /** Cells the file holds 〓 in, when it holds any. */
  substitutions?: ExportSubstitutions | null;
}

/** Renderer asks main to pick a file (native dialog), check it, and upload it. */
export const importStartRequestSchema = z.object({
  subdomain,
  target: z.enum(IMPORT_TARGET_NAMES as [ImportTarget, ...ImportTarget[]]),
  shopId: recordIdField.optional(),
});

/** Renderer asks for an import's template CSV (header and an example row), saved where the user chooses. */
export const importTemplateRequestSchema = z.object({
  target: z.enum(['stores', 'storesAllowIp', 'contracts', 'contractInterest', 'estimateProducts']),
});

export type ImportTemplateResult =
  | { outcome: 'saved' }
  | { outcome: 'cancelled' }
  /** Outside the folders the IT policy allows; the message says where files may go. */
  | { outcome: 'refused'; message: string };

/** Renderer confirms or cancels the dry run of an import. */
export const importJobRequestSchema = z.object({
  jobId: z.string().min(1).max(128),
  /** Cancel: save the dry run's error CSV first, to fix the rows and import them again. */
  saveErrors: z.boolean().optional(),
});

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
/**
 * confirmed: the import runs; ended: it was over already; errorFileNotSaved: the dry run had rows
 * with errors and their file was not saved (the dialog cancelled), so nothing was imported.
 */
export type ImportConfirmResult = { outcome: 'confirmed' | 'ended' | 'errorFileNotSaved' };

/** cancelled: given up (its error CSV saved when asked); errorFileNotSaved: the save was cancelled, it still waits. */
export type ImportCancelResult = { outcome: 'cancelled' | 'errorFileNotSaved' };

export interface ImportFinished {
  job: ImportJobView;
  outcome: ImportOutcome;
  message: string;
  /** Where the error CSV was saved (finished with failures), or null. */
  errorFilePath: string | null;
}
