import { IMPORT_STATUS } from '@shared/constants';

export interface ImportCounts {
  total: number;
  succeeded: number;
  failed: number;
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
  | { status: typeof IMPORT_STATUS.FAILED | typeof IMPORT_STATUS.DUPLICATE_FAILURE; message: string };

export function importFailed(message: string): ImportOutcome {
  return { status: IMPORT_STATUS.FAILED, message };
}
