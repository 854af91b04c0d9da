import { describe, expect, it } from 'vitest';
import { createMemoryKeyValueStore } from '../../../../../src-main/core';
import { createExportJobStore } from '../../../../../src-main/core/exports/export-job-store';
import type { StoredExportJob } from '../../../../../src-main/core/exports/export-job-store';
import { createImportJobStore } from '../../../../../src-main/core/imports/import-job-store';
import type { StoredImportJob } from '../../../../../src-main/core/imports/import-job-store';
import type { KeyValueStore } from '../../../../../src-main/core';

function exportJob(userId: string, jobId: string, requestedAt: string): StoredExportJob {
  return {
    jobId,
    userId,
    exportId: '0001',
    subdomain: 'demo',
    state: 'waiting',
    resuming: false,
    requestedAt,
    fileUrl: null,
    format: 'csv',
    encoding: 'shift_jis',
    substitutions: null,
  };
}

function importJob(userId: string, jobId: string, requestedAt: string): StoredImportJob {
  return {
    jobId,
    userId,
    target: 'stores',
    subdomain: 'demo',
    shopId: null,
    fileName: 'stores.csv',
    requestedAt,
    preview: null,
    previewErrorPath: null,
    resuming: false,
    errorFilePath: null,
  };
}

interface JobStore<Job> {
  save(job: Job): void;
  listFor(userId: string): Job[];
}

/** Every store built on createPersistedJobs reads, drops and lists its jobs the same way. */
function describeStore<Job extends { jobId: string }>(
  name: string,
  open: (store: KeyValueStore) => JobStore<Job>,
  job: (userId: string, jobId: string, requestedAt: string) => Job,
  brokenKey: string,
): void {
  describe(`persisted ${name}`, () => {
    it("lists one user's jobs oldest first, without another user's", () => {
      const store = open(createMemoryKeyValueStore());
      store.save(job('2', 'late', '2026-11-28 10:05:00'));
      store.save(job('2', 'early', '2026-11-28 10:00:00'));
      store.save(job('21', 'other', '2026-11-28 09:00:00'));

      expect(store.listFor('2').map((saved) => saved.jobId)).toEqual(['early', 'late']);
      expect(store.listFor('21').map((saved) => saved.jobId)).toEqual(['other']);
    });

    it('drops a saved value it cannot read instead of resuming it', () => {
      const keyValueStore = createMemoryKeyValueStore({ [brokenKey]: { jobId: 42 } });

      expect(open(keyValueStore).listFor('2')).toEqual([]);
      expect(keyValueStore.keys()).not.toContain(brokenKey);
    });
  });
}

describeStore('export jobs', createExportJobStore, exportJob, 'export_2_broken');
describeStore('import jobs', createImportJobStore, importJob, 'import_2_demo_broken');
