import { createContext } from 'react';
import type { CsvEncoding, CsvExportId, ExportFormat, ImportTarget } from '@shared/constants';
import type { CsvImportTarget } from '@shared/imports/templates';
import type { ExportJobView, ImportJobView } from '@shared/ipc';

/** The file an export writes, as the user picks it from the CSV出力 button's menu. */
export interface ExportFileChoice {
  format: ExportFormat;
  encoding: CsvEncoding;
}

export interface CsvJobs {
  exports: ExportJobView[];
  imports: ImportJobView[];
  /** Without a choice, the spec's Shift_JIS CSV. */
  startExport: (
    subdomain: string,
    exportId: CsvExportId,
    filters: Record<string, string | number>,
    file?: ExportFileChoice,
  ) => Promise<void>;
  startImport: (subdomain: string, target: ImportTarget, shopId?: number) => Promise<void>;
  saveTemplate: (target: CsvImportTarget) => Promise<void>;
}

export const CsvJobsContext = createContext<CsvJobs | null>(null);
