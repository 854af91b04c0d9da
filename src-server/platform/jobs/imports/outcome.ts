import { IMPORT_STATUS } from '@shared/constants';

export interface ImportCounts {
  total: number;
  succeeded: number;
  failed: number;
}

/** What a dry run found: data rows, and what each will do. */
export interface PreviewCounts {
  total: number;
  create: number;
  update: number;
  unchanged: number;
  failed: number;
}

export interface PreviewError {
  row: number;
  column: string;
  message: string;
}

/** How an import ended (IMPORT_STATUS), with the Japanese message the client shows. */
export type ImportOutcome =
  | { status: typeof IMPORT_STATUS.FINISHED_SUCCESS; counts: ImportCounts; message: null }
  | {
      status: typeof IMPORT_STATUS.FINISHED_WITH_FAILURES;
      counts: ImportCounts;
      message: string;
      errorFileId: string;
    }
  | {
      status: typeof IMPORT_STATUS.FAILED | typeof IMPORT_STATUS.DUPLICATE_FAILURE;
      message: string;
      /** Rows already written when a chunked import stopped part way. */
      counts?: ImportCounts;
    }
  | {
      status: typeof IMPORT_STATUS.PREVIEWED;
      preview: PreviewCounts;
      previewErrors: PreviewError[];
      planFileId: string;
      errorFileId: string | null;
    };

export function importFailed(message: string, counts?: ImportCounts): ImportOutcome {
  return { status: IMPORT_STATUS.FAILED, message, ...(counts ? { counts } : {}) };
}
