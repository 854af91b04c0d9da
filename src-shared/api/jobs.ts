import { z } from 'zod';
import { EXPORT_STATUS, IMPORT_STATUS } from '../constants/csv';
import { jobIdSchema } from './ids';

/**
 * Export and import jobs (spec sections 4 and 7).
 *   GET  /{subdomain}/exports/{type}?<list filters>  -> exportRequestResponseSchema (200, or 202 from the reference server)
 *   GET  /export/status/{id}                          -> exportStatusResponseSchema: status, url, error
 *   GET  <url>                                        -> the CSV bytes, fetched where the backend says
 *   POST /{subdomain}/<import path> multipart `file`  -> importRequestResponseSchema
 *   GET  /import/status/{id}                          -> importStatusResponseSchema: status, errorPath, data
 *   GET  <errorPath>                                  -> the error CSV
 * The reference server adds a dry run (status 5 PREVIEWED with `preview`), confirmed or cancelled by
 *   POST /import/confirm/{id}, POST /import/cancel/{id} -> importStatusResponseSchema
 * A backend without it goes from 0 straight to a final status, and the console goes with it.
 * Job ids may be numbers or strings.
 */
export const exportRequestResponseSchema = z.object({ data: z.object({ id: jobIdSchema }) });

export const exportStatusSchema = z.object({
  status: z.union([
    z.literal(EXPORT_STATUS.WAITING),
    z.literal(EXPORT_STATUS.SUCCESS),
    z.literal(EXPORT_STATUS.CANCEL),
  ]),
  /** Where the finished file is (absolute, or relative to the API); none once it expired. */
  url: z.string().nullish(),
  /** Japanese reason when the export was cancelled. */
  error: z.string().nullish(),
  /**
   * Ours, beyond the spec: the file's name with its extension when the export chose one (a
   * journal names its period; `.zip` when it came in several files). Main offers it to save under.
   */
  fileName: z.string().max(200).nullish(),
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
  status: z.union([
    z.literal(IMPORT_STATUS.WAITING),
    z.literal(IMPORT_STATUS.FINISHED_SUCCESS),
    z.literal(IMPORT_STATUS.FINISHED_WITH_FAILURES),
    z.literal(IMPORT_STATUS.FAILED),
    z.literal(IMPORT_STATUS.DUPLICATE_FAILURE),
    z.literal(IMPORT_STATUS.PREVIEWED),
    z.literal(IMPORT_STATUS.CANCELLED),
  ]),
  /** Where the error CSV is (absolute, or relative to the API) when rows failed. */
  errorPath: z.string().nullish(),
  /** The finished job's figures; the spec does not show their shape and the console does not need them. */
  data: z.unknown().optional(),
  /** Japanese reason when the import failed as a whole. */
  message: z.string().nullish(),
  /** The dry run, while it waits for the user to confirm or cancel it (PREVIEWED). */
  preview: importPreviewSchema.nullish(),
});
export type ImportStatusBody = z.infer<typeof importStatusSchema>;
export const importStatusResponseSchema = z.object({ data: importStatusSchema });
