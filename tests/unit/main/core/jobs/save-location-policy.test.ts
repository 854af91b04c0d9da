import { describe, expect, it, vi } from 'vitest';
import { createMemoryKeyValueStore } from '../../../../../src-main/core';
import type { Dialogs } from '../../../../../src-main/core';
import { createSaveFolder } from '../../../../../src-main/core/jobs/save-folder';
import { chooseSaveTarget, isInsideAny } from '../../../../../src-main/core/jobs/save-through-dialog';
import { EXPORT_POLL_INTERVAL_MS } from '@shared/constants/time';
import type { ExportJobView } from '@shared/ipc/jobs';
import { formatMessage, ja } from '@shared/messages';
import { CLIENT, createCoreHarness, dataOf } from '../../support/core-harness';
import { createFakeJobsApi, exportReady } from '../../support/fake-jobs-api';
import { settle } from '../../support/settle';

function dialogsAnswering(answer: string | null) {
  return {
    chooseSavePath: vi.fn<Dialogs['chooseSavePath']>(() => Promise.resolve(answer)),
    chooseOpenPath: vi.fn<Dialogs['chooseOpenPath']>(() => Promise.resolve(null)),
  };
}

const CHOICE = { title: 'CSVファイルの保存', defaultFileName: '店舗.csv', filters: [] };

describe('CSV files only inside the user folders (IT policy CsvSaveOutsideUserFolders = 0)', () => {
  it('refuses a file outside the folders with a message that names them', async () => {
    const dialogs = dialogsAnswering('\\\\fileserver\\share\\店舗.csv');
    const target = await chooseSaveTarget(dialogs, createSaveFolder(createMemoryKeyValueStore()), {
      ...CHOICE,
      allowedFolders: ['C:\\Users\\hanako'],
    });
    expect(target).toEqual({
      kind: 'refused',
      message: formatMessage(ja.main.saveOutsideUserFoldersRefused, { path: 'C:\\Users\\hanako' }),
    });
  });

  it('accepts a file inside, and opens the dialog there rather than in a remembered folder outside', async () => {
    const dialogs = dialogsAnswering('/home/hanako/Downloads/店舗.csv');
    const folder = createSaveFolder(createMemoryKeyValueStore());
    folder.rememberFileIn('/mnt/usb/old.csv');
    const target = await chooseSaveTarget(dialogs, folder, { ...CHOICE, allowedFolders: ['/home/hanako'] });
    expect(target).toEqual({ kind: 'chosen', path: '/home/hanako/Downloads/店舗.csv' });
    expect(dialogs.chooseSavePath.mock.calls[0]?.[0].defaultDirectory).toBe('/home/hanako');
  });

  it('lets the file go anywhere without the policy, and a cancel stays a cancel', async () => {
    const folder = createSaveFolder(createMemoryKeyValueStore());
    expect(await chooseSaveTarget(dialogsAnswering('/mnt/usb/x.csv'), folder, CHOICE)).toEqual({
      kind: 'chosen',
      path: '/mnt/usb/x.csv',
    });
    expect(
      await chooseSaveTarget(dialogsAnswering(null), folder, { ...CHOICE, allowedFolders: ['/home/h'] }),
    ).toEqual({
      kind: 'cancelled',
    });
  });

  it.each([
    ['/home/hanako/a.csv', true],
    ['/home/hanako/sub/dir/a.csv', true],
    ['/home/hanako/../taro/a.csv', false],
    ['/home/hanakoX/a.csv', false],
    ['/home/hanako', false],
    ['C:\\USERS\\Hanako\\Documents\\a.csv', true],
    ['D:\\data\\a.csv', false],
  ])('%s inside the home folder: %s', (candidate, inside) => {
    expect(isInsideAny(candidate, ['/home/hanako', 'C:\\Users\\hanako'])).toBe(inside);
  });
});

describe('an export saved under the policy', () => {
  it('is refused outside the user folder: nothing is downloaded, the job waits for another try', async () => {
    const api = createFakeJobsApi();
    const harness = createCoreHarness({ route: api.route, csvSaveFolders: ['/home/hanako'] });
    await harness.call('session.login', CLIENT);
    const job = dataOf(
      await harness.call('exports.start', { subdomain: 'demo', exportId: '0001', filters: {} }),
    ) as ExportJobView;
    api.exportStatuses.set(job.jobId, exportReady(job.jobId));
    harness.timers.advance(EXPORT_POLL_INTERVAL_MS);
    await settle();
    harness.queued.answerSave('/mnt/usb/店舗.csv');
    const answer = await harness.call('exports.download', { jobId: job.jobId });
    expect(answer).toEqual({
      ok: false,
      error: expect.objectContaining({
        message: formatMessage(ja.main.saveOutsideUserFoldersRefused, { path: '/home/hanako' }),
      }),
    });
    expect(harness.requests.some((request) => request.path.startsWith('export/download/'))).toBe(false);
    expect(dataOf(await harness.call('exports.list'))).toEqual([{ ...job, state: 'ready' }]);
  });
});
