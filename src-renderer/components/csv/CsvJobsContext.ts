import { createContext } from 'react';
import type { CsvExportId, ImportTarget } from '@shared/constants';
import type { CsvImportTarget } from '@shared/imports/templates';
import type { ExportJobView, ImportJobView } from '@shared/ipc';

export interface CsvJobs {
  exports: ExportJobView[];
  imports: ImportJobView[];
  startExport: (
    subdomain: string,
    exportId: CsvExportId,
    filters: Record<string, string | number>,
  ) => Promise<void>;
  startImport: (subdomain: string, target: ImportTarget, shopId?: number) => Promise<void>;
  saveTemplate: (target: CsvImportTarget) => Promise<void>;
}

export const CsvJobsContext = createContext<CsvJobs | null>(null);
