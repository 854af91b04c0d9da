import { createContext } from 'react';
import type { CsvExportId, ImportTarget } from '@shared/constants';
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
}

export const CsvJobsContext = createContext<CsvJobs | null>(null);
