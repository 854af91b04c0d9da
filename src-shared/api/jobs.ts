import { z } from 'zod';
import { CSV_ENCODINGS, EXPORT_FORMATS, EXPORT_STATUS, IMPORT_STATUS } from '../constants/csv';
import { jobIdSchema } from './ids';

/**
 * Export and import jobs (spec sections 4 and 7).
 *   GET  /{subdomain}/exports/{type}?<list filters>  -> exportRequestResponseSchema (200, or 202 from the reference server)
 *        ours: &format=csv|xlsx&encoding=shift_jis|utf-8 (EXPORT_FILE_PARAMS; a CSV in Shift_JIS
 *        without them); filters and file options are checked here (422 naming the parameter)
 *   GET  /export/status/{id}                          -> exportStatusResponseSchema: status, url, error
 *   GET  <url>                                        -> the file's bytes, fetched where the backend says
 *        (the reference server's url is /export/download/{id}, only for the job's owner)
 *   POST /{subdomain}/<import path> multipart `file`  -> importRequestResponseSchema
 *   GET  /import/status/{id}                          -> importStatusResponseSchema: status, errorPath, data
 *   GET  <errorPath>                                  -> the error CSV (row, column, message)
 * The reference server adds a dry run (status 5 PREVIEWED with `preview`), confirmed or cancelled by
 *   POST /import/confirm/{id}, POST /import/cancel/{id} -> importStatusResponseSchema
 * A backend without it goes from 0 straight to a final status, and the console goes with it.
 * Job ids may be numbers or strings.
 */
export const exportRequestResponseSchema = z.object({ data: z.object({ id: jobIdSchema }) });

/**
 * The cells of a Shift_JIS export that held characters Shift_JIS cannot (𠮷, 🍣, é): each such
 * character was written as 〓. Rows are numbered as a spreadsheet shows them (the header is 1).
 */
export const exportSubstitutionsSchema = z.object({
  cells: z.number().int(),
  rows: z.number().int(),
  /** The first rows, in order (all of them when there are few). */
  rowNumbers: z.array(z.number().int()),
  /** The first distinct characters replaced. */
  characters: z.array(z.string()),
});
export type ExportSubstitutions = z.infer<typeof exportSubstitutionsSchema>;

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
  status: z.enum(EXPORT_STATUS),
  /** Where the finished file is (absolute, or relative to the API); none once it expired. */
  url: z.string().nullish(),
  /** Japanese reason when the export was cancelled. */
  error: z.string().nullish(),
  processing: jobProcessingSchema,
  /**
   * Ours, read only when present (a backend without them wrote the spec's Shift_JIS CSV): the
   * file written, and the characters it could not hold.
   */
  format: z.enum(EXPORT_FORMATS).optional().catch(undefined),
  encoding: z.enum(CSV_ENCODINGS).optional().catch(undefined),
  substitutions: exportSubstitutionsSchema.nullable().optional().catch(undefined),
  /**
   * Ours, beyond the spec: the file's name with its extension when the export chose one (a
   * journal names its period; `.zip` when it came in several files). Main offers it to save under.
   */
  fileName: z.string().max(200).nullish().catch(undefined),
});
export type ExportStatusBody = z.infer<typeof exportStatusSchema>;
export const exportStatusResponseSchema = z.object({ data: exportStatusSchema });

export const importRequestResponseSchema = z.object({ data: z.object({ id: jobIdSchema }) });

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
  status: z.enum(IMPORT_STATUS),
  /** Where the error CSV is (absolute, or relative to the API) when rows failed. */
  errorPath: z.string().nullish(),
  /** The finished job's figures; the spec does not show their shape and the console does not need them. */
  data: z.unknown().optional(),
  /** Japanese reason when the import failed as a whole. */
  message: z.string().nullish(),
  /** The dry run, while it waits for the user to confirm or cancel it (PREVIEWED). */
  preview: importPreviewSchema.nullish(),
  processing: jobProcessingSchema,
});
export type ImportStatusBody = z.infer<typeof importStatusSchema>;
export const importStatusResponseSchema = z.object({ data: importStatusSchema });
