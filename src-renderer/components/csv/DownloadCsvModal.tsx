import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatMessage, ja } from '@shared/messages';
import type { ExportJobView } from '@shared/ipc';
import { useFailureHandler } from '../../platform/useFailureHandler';
import { call } from '../../bridge/call';
import { useAlertStore } from '../../platform/alerts/useAlerts';
import { AppModal } from '../AppModal';
import { SubstitutionNotice } from './SubstitutionNotice';
import { useShowInFolder } from './useShowInFolder';

/** Appears when an export is ready: close forgets it, download saves it through the native dialog. */
export function DownloadCsvModal({ job, onDone }: { job: ExportJobView | null; onDone: () => void }) {
  const [saving, setSaving] = useState(false);
  const alerts = useAlertStore();
  const handleFailure = useFailureHandler();
  const showInFolder = useShowInFolder();
  if (!job) return null;
  const xlsx = job.format === 'xlsx';

  const close = async () => {
    await call('exports.dismiss', { jobId: job.jobId }).catch(() => undefined);
    onDone();
  };
  const download = async () => {
    setSaving(true);
    try {
      const saved = await call('exports.download', { jobId: job.jobId });
      if (saved) {
        alerts.add({
          message: formatMessage(xlsx ? ja.csv.savedXlsx : ja.csv.saved, { path: saved.savedPath }),
          type: 'success',
          persistent: true,
          action: { label: ja.csv.showInFolder, run: () => showInFolder.mutate(saved.recentId) },
        });
        onDone();
      }
    } catch (error) {
      handleFailure(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <AppModal
      opened
      onClose={() => void close()}
      header={xlsx ? ja.csv.exportReadyTitleXlsx : ja.csv.exportReadyTitle}
      footer={
        <>
          <Button variant="default" onClick={() => void close()} disabled={saving}>
            {ja.actions.close}
          </Button>
          <Button onClick={() => void download()} loading={saving} data-testid="csv-download">
            {ja.csv.download}
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <Text>
          {formatMessage(xlsx ? ja.csv.downloadReadyXlsx : ja.csv.downloadReady, {
            kind: ja.enums.csvKind[job.kind],
          })}
          {!xlsx && job.encoding === 'utf-8' && ja.csv.downloadReadyUtf8}
        </Text>
        {job.substitutions && <SubstitutionNotice substitutions={job.substitutions} />}
      </Stack>
    </AppModal>
  );
}
