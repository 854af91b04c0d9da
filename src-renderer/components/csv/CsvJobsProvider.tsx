import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { CsvExportId, ImportTarget } from '@shared/constants';
import type { CsvImportTarget } from '@shared/imports/templates';
import { ja } from '@shared/messages';
import type { ExportJobView, ImportJobView, ImportRowError } from '@shared/ipc';
import { useFailureHandler } from '../../platform/useFailureHandler';
import { call } from '../../bridge/call';
import { useAlertStore } from '../../platform/alerts/useAlerts';
import { CsvJobsContext } from './CsvJobsContext';
import type { ExportFileChoice } from './CsvJobsContext';
import { DownloadCsvModal } from './DownloadCsvModal';
import { ImportPreviewModal } from './ImportPreviewModal';
import { ImportRejectedModal } from './ImportRejectedModal';

interface Rejection {
  message: string;
  rowErrors: ImportRowError[];
}

/**
 * The renderer's side of main's export and import jobs: the running jobs (for the per-kind
 * disabled flags), the download-CSV modal when an export is ready, and the import outcomes.
 */
export function CsvJobsProvider({ children }: { children: ReactNode }) {
  const [exportJobs, setExportJobs] = useState<ExportJobView[]>([]);
  const [importJobs, setImportJobs] = useState<ImportJobView[]>([]);
  const [readyJob, setReadyJob] = useState<ExportJobView | null>(null);
  const [rejection, setRejection] = useState<Rejection | null>(null);
  const alerts = useAlertStore();
  const queryClient = useQueryClient();
  const handleFailure = useFailureHandler();

  useEffect(() => {
    let active = true;
    void Promise.all([call('exports.list', undefined), call('imports.list', undefined)]).then(
      ([exportsNow, importsNow]) => {
        if (!active) return;
        setExportJobs(exportsNow);
        setImportJobs(importsNow);
        setReadyJob(exportsNow.find((job) => job.state === 'ready') ?? null);
      },
      () => undefined,
    );
    const unsubscribe = [
      window.bridge.on('exports.changed', ({ jobs }) => {
        setExportJobs(jobs);
        // Main dropped the offered export (its file expired, or it was saved or closed elsewhere).
        setReadyJob((offered) =>
          offered && jobs.some((job) => job.jobId === offered.jobId) ? offered : null,
        );
      }),
      window.bridge.on('exports.ready', ({ job }) => setReadyJob(job)),
      window.bridge.on('exports.failed', ({ message }) => alerts.add({ message, type: 'error' })),
      window.bridge.on('imports.changed', ({ jobs }) => setImportJobs(jobs)),
      window.bridge.on('imports.finished', ({ outcome, message }) => {
        alerts.add({ message, type: outcome === 'success' || outcome === 'cancelled' ? 'success' : 'error' });
        if (outcome === 'success') void queryClient.invalidateQueries();
      }),
    ];
    return () => {
      active = false;
      unsubscribe.forEach((stop) => stop());
    };
  }, [alerts, queryClient]);

  const startExport = useCallback(
    async (
      subdomain: string,
      exportId: CsvExportId,
      filters: Record<string, string | number>,
      file?: ExportFileChoice,
    ) => {
      alerts.clear();
      try {
        await call('exports.start', { subdomain, exportId, filters, ...file });
      } catch (error) {
        handleFailure(error);
      }
    },
    [alerts, handleFailure],
  );

  const startImport = useCallback(
    async (subdomain: string, target: ImportTarget, shopId?: number) => {
      alerts.clear();
      try {
        const result = await call('imports.start', { subdomain, target, ...(shopId ? { shopId } : {}) });
        if (result.outcome === 'started') alerts.add({ message: ja.success.importStarted, type: 'success' });
        if (result.outcome === 'rejected') {
          if (result.rowErrors.length > 0) setRejection(result);
          else alerts.add({ message: result.message, type: 'error' });
        }
      } catch (error) {
        handleFailure(error);
      }
    },
    [alerts, handleFailure],
  );

  const saveTemplate = useCallback(
    async (target: CsvImportTarget) => {
      alerts.clear();
      try {
        const result = await call('imports.saveTemplate', { target });
        if (result.outcome === 'saved') alerts.add({ message: ja.imports.templateSaved, type: 'success' });
        if (result.outcome === 'refused') alerts.add({ message: result.message, type: 'error' });
      } catch (error) {
        handleFailure(error);
      }
    },
    [alerts, handleFailure],
  );

  const [deciding, setDeciding] = useState(false);
  const decidePreview = useCallback(
    async (job: ImportJobView, decision: 'confirm' | 'cancel' | 'fix') => {
      alerts.clear();
      setDeciding(true);
      try {
        const { jobId } = job;
        const { outcome } =
          decision === 'confirm'
            ? await call('imports.confirm', { jobId })
            : await call('imports.cancel', { jobId, saveErrors: decision === 'fix' });
        if (outcome === 'confirmed') alerts.add({ message: ja.importPreview.confirmed, type: 'success' });
        if (outcome === 'errorFileNotSaved')
          alerts.add({ message: ja.importPreview.errorFileNotSaved, type: 'error' });
      } catch (error) {
        handleFailure(error);
      } finally {
        setDeciding(false);
      }
    },
    [alerts, handleFailure],
  );
  const previewed = importJobs.find((job) => job.state === 'previewed') ?? null;

  const jobs = useMemo(
    () => ({ exports: exportJobs, imports: importJobs, startExport, startImport, saveTemplate }),
    [exportJobs, importJobs, startExport, startImport, saveTemplate],
  );

  return (
    <CsvJobsContext.Provider value={jobs}>
      {children}
      <DownloadCsvModal job={readyJob} onDone={() => setReadyJob(null)} />
      <ImportRejectedModal rejection={rejection} onClose={() => setRejection(null)} />
      <ImportPreviewModal
        job={previewed}
        busy={deciding}
        onConfirm={(job) => void decidePreview(job, 'confirm')}
        onCancel={(job, saveErrors) => void decidePreview(job, saveErrors ? 'fix' : 'cancel')}
      />
    </CsvJobsContext.Provider>
  );
}
