import { z } from 'zod';
import { EXPORT_STATUS, IMPORT_STATUS } from '../constants/csv';

/**
 * Export and import jobs (spec sections 4 and 7).
 *   GET  /{subdomain}/exports/{type}?<list filters>  -> exportRequestResponseSchema (202)
 *   GET  /export/status/{id}                          -> exportStatusResponseSchema
 *   GET  /export/download/{id}                        -> the CP932 CSV bytes (only the job's owner)
 *   POST /{subdomain}/<import path> multipart `file`  -> importRequestResponseSchema (202)
 *   GET  /import/status/{id}                          -> importStatusResponseSchema
 *   GET  /import/error-file/{id}                      -> the CP932 error CSV (row, column, message)
 *   POST /import/confirm/{id}                         -> importStatusResponseSchema (202): apply the dry run
 *   POST /import/cancel/{id}                          -> importStatusResponseSchema: give the dry run up
 */
export const exportRequestResponseSchema = z.object({ data: z.object({ id: z.string().min(1) }) });

/**
 * How a waiting job's processing stands (ours, beyond the spec; other backends leave it out):
 * queued (no worker has taken it yet), running, interrupted (the server process working on it
 * stopped or failed; another takes it over shortly) or resumed (taken over and running again
 * from the start). Null once the job is not waiting.
 */
export const JOB_PROCESSING_STATES = ['queued', 'running', 'interrupted', 'resumed'] as const;
export type JobProcessing = (typeof JOB_PROCESSING_STATES)[number];
const jobProcessingSchema = z.enum(JOB_PROCESSING_STATES).nullable().optional().catch(undefined);

/** Whether a waiting job was interrupted by its server and is, or will shortly be, resumed. */
export function isJobResuming(processing: JobProcessing | null | undefined): boolean {
  return processing === 'interrupted' || processing === 'resumed';
}

export const exportStatusSchema = z.object({
  status: z.union([
    z.literal(EXPORT_STATUS.WAITING),
    z.literal(EXPORT_STATUS.SUCCESS),
    z.literal(EXPORT_STATUS.CANCEL),
  ]),
  /** Absolute download URL once the file is ready. */
  url: z.string().nullable(),
  /** Japanese reason when the export was cancelled. */
  error: z.string().nullable(),
  processing: jobProcessingSchema,
  /**
   * Ours, beyond the spec: the file's name with its extension when the export chose one (a
   * journal names its period; `.zip` when it came in several files). Main offers it to save under.
   */
  fileName: z.string().max(200).nullish(),
});
export type ExportStatusBody = z.infer<typeof exportStatusSchema>;
export const exportStatusResponseSchema = z.object({ data: exportStatusSchema });

export const importRequestResponseSchema = z.object({ data: z.object({ id: z.string().min(1) }) });

/** What a dry run found (ours, beyond the spec): the import applies exactly this once confirmed. */
export const importPreviewSchema = z.object({
  encoding: z.enum(['utf-8', 'cp932']),
  total: z.number().int(),
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  failed: z.number().int(),
  /** The first errors (row number as a spreadsheet shows it, column, message); the error CSV has them all. */
  errors: z.array(z.object({ row: z.number().int(), column: z.string(), message: z.string() })),
  /** Past this instant the dry run can no longer be confirmed. */
  expiresAt: z.string(),
});
export type ImportPreviewBody = z.infer<typeof importPreviewSchema>;

export const importStatusSchema = z.object({
  status: z.union([
    z.literal(IMPORT_STATUS.WAITING),
    z.literal(IMPORT_STATUS.FINISHED_SUCCESS),
    z.literal(IMPORT_STATUS.FINISHED_WITH_FAILURES),
    z.literal(IMPORT_STATUS.FAILED),
    z.literal(IMPORT_STATUS.DUPLICATE_FAILURE),
    z.literal(IMPORT_STATUS.PREVIEWED),
    z.literal(IMPORT_STATUS.CANCELLED),
  ]),
  /** Absolute URL of the error CSV when rows failed. */
  errorPath: z.string().nullable(),
  /** Counts of the finished job. */
  data: z
    .object({ total: z.number().int(), succeeded: z.number().int(), failed: z.number().int() })
    .nullable(),
  /** Japanese reason when the import failed as a whole. */
  message: z.string().nullable().optional(),
  /** The dry run, while it waits for the user to confirm or cancel it (PREVIEWED). */
  preview: importPreviewSchema.nullable().optional(),
  processing: jobProcessingSchema,
});
export type ImportStatusBody = z.infer<typeof importStatusSchema>;
export const importStatusResponseSchema = z.object({ data: importStatusSchema });
