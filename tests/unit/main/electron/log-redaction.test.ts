import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import electronLog from 'electron-log/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedactingLogger } from '../../../../src-main/core/logging/redacting-logger';
import { fileLogger, KEPT_LOG_FILES, rotate } from '../../../../src-main/electron/logging/file-log';
import { EXPORT_POLL_INTERVAL_MS, IMPORT_POLL_INTERVAL_MS } from '@shared/constants/time';
import type { ExportJobView } from '@shared/ipc/jobs';
import { CLIENT, createCoreHarness, dataOf } from '../support/core-harness';
import { ACCESS_TOKEN } from '../support/fake-api';
import { createFakeJobsApi, exportReady } from '../support/fake-jobs-api';
import { storeImportCsv, VALID_SHOP_LINE } from '../support/store-import-files';
import { settle } from '../support/settle';

let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'console-log-'));
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** What must never be in the log: the token, passwords, and the personal data the flows carried. */
const SECRETS = [
  ACCESS_TOKEN,
  CLIENT.password,
  CLIENT.email,
  VALID_SHOP_LINE.password as string,
  VALID_SHOP_LINE.email as string,
  VALID_SHOP_LINE.nameSei as string,
  VALID_SHOP_LINE.telephone as string,
  VALID_SHOP_LINE.streetAddress as string,
  '山田',
  'hanako',
];

describe('the main log holds no token, password or personal data', () => {
  it('after a login, an export and an import through main, and errors that carry them', async () => {
    const logFile = path.join(folder, 'main.log');
    const logger = createRedactingLogger(fileLogger(electronLog, logFile, { console: false }), {
      homeDir: '/home/hanako',
    });
    const api = createFakeJobsApi();
    const harness = createCoreHarness({ route: api.route, logger });

    // Login with the password; main logs the session and keeps the token.
    expect((await harness.call('session.login', CLIENT)).ok).toBe(true);

    // An export with a personal search word, saved into the user's folder.
    const job = dataOf(
      await harness.call('exports.start', {
        subdomain: 'demo',
        exportId: '0001',
        filters: { keyword: '山田' },
      }),
    ) as ExportJobView;
    api.exportStatuses.set(job.jobId, exportReady(job.jobId));
    api.setExportFile(
      job.jobId,
      new TextEncoder().encode('店舗名,電話番号\r\nひだまり珈琲 有楽町店,0332145678\r\n'),
    );
    harness.timers.advance(EXPORT_POLL_INTERVAL_MS);
    await settle();
    harness.queued.answerSave(path.join(folder, '店舗.csv'));
    expect((await harness.call('exports.download', { jobId: job.jobId })).ok).toBe(true);

    // An import of shops with names, a phone number, an address, an e-mail and a password.
    const csv = path.join(folder, '店舗取込.csv');
    await writeFile(csv, storeImportCsv(VALID_SHOP_LINE));
    harness.queued.answerOpen(csv);
    expect((await harness.call('imports.start', { subdomain: 'demo', target: 'stores' })).ok).toBe(true);
    harness.timers.advance(IMPORT_POLL_INTERVAL_MS);
    await settle();

    // What a careless caller could pass: the redaction is the last line of defence.
    logger.error(
      `Upload for ${CLIENT.email} failed at https://api.example.test/api/v1/demo/customers?keyword=山田`,
      {
        authorization: `Bearer ${ACCESS_TOKEN}`,
        email: CLIENT.email,
        nameSei: VALID_SHOP_LINE.nameSei,
        telephone: VALID_SHOP_LINE.telephone,
        reason: `token ${ACCESS_TOKEN} refused; password ${CLIENT.password}`,
        file: '/home/hanako/Documents/店舗.csv',
      },
    );
    logger.warn(`Calling ${VALID_SHOP_LINE.telephone} for ${VALID_SHOP_LINE.email}`);

    const text = await readFile(logFile, 'utf8');
    // The log is real: the flows wrote to it.
    for (const line of ['Logged in', 'Export requested', 'Export saved', 'Import uploaded'])
      expect(text).toContain(`[info]  ${line}`);
    expect(text).toMatch(
      /\[error\] Upload for \[redacted\] failed at https:\/\/api\.example\.test\/api\/v1\/demo\/customers\?\[redacted\]/,
    );
    expect(text).toContain('~/Documents');
    for (const secret of SECRETS) expect(text, secret).not.toContain(secret);
    // The support information takes the last problems from the same, redacted lines.
    const problems = JSON.stringify(logger.recentProblems());
    expect(problems).toContain('Upload for');
    for (const secret of SECRETS) expect(problems, secret).not.toContain(secret);
  });

  it('rotates past 1 MB into main.1.log … main.5.log and drops the oldest', async () => {
    const rotation = await mkdtemp(path.join(folder, 'rotate-'));
    const current = path.join(rotation, 'main.log');
    for (let round = 1; round <= KEPT_LOG_FILES + 2; round += 1) {
      await writeFile(current, `round ${round}`);
      rotate(current);
    }
    expect((await readdir(rotation)).sort()).toEqual([
      'main.1.log',
      'main.2.log',
      'main.3.log',
      'main.4.log',
      'main.5.log',
    ]);
    expect(await readFile(path.join(rotation, 'main.1.log'), 'utf8')).toBe(`round ${KEPT_LOG_FILES + 2}`);
    expect(await readFile(path.join(rotation, 'main.5.log'), 'utf8')).toBe('round 3');
  });
});
