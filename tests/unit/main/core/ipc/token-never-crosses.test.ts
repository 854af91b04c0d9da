import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_POLL_INTERVAL_MS, IDLE_TIMEOUT_MS, IMPORT_POLL_INTERVAL_MS } from '@shared/constants/time';
import { CHANNEL_NAMES } from '@shared/ipc/contract';
import type { ChannelName } from '@shared/ipc/contract';
import type { RecentExport } from '@shared/ipc/jobs';
import { ACCESS_TOKEN } from '../../support/fake-api';
import { createFakeJobsApi } from '../../support/fake-jobs-api';
import { storeImportCsv, VALID_SHOP_LINE } from '../../support/store-import-files';
import { CLIENT, createCoreHarness } from '../../support/core-harness';
import type { CoreHarness } from '../../support/core-harness';
import { driveUntilSettled, eventually, settle } from '../../support/settle';

let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'console-token-'));
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** A payload for each channel of main's own flows; the API channels get an empty object. */
function samplePayload(channel: ChannelName, recentId: string): unknown {
  const samples: Partial<Record<ChannelName, unknown>> = {
    'session.login': CLIENT,
    'session.changePassword': { currentPassword: 'a', newPassword: 'b', confirmPassword: 'b' },
    'services.list': {},
    'services.get': { idOrSubdomain: 'demo' },
    'exports.start': { subdomain: 'demo', exportId: '0001', filters: {} },
    'exports.download': { jobId: 'exp-1' },
    'exports.dismiss': { jobId: 'exp-1' },
    'exports.showInFolder': { recentId },
    'imports.start': { subdomain: 'demo', target: 'stores' },
  };
  return channel in samples ? samples[channel] : {};
}

async function callEveryChannel(harness: CoreHarness, recentId: string): Promise<void> {
  for (const channel of CHANNEL_NAMES) {
    if (channel === 'session.logout' || channel === 'session.login') continue;
    await driveUntilSettled(harness.timers, harness.call(channel, samplePayload(channel, recentId)));
  }
}

describe('the API token never crosses the bridge', () => {
  it('appears in no result and no event of any channel, through whole export and import flows', async () => {
    const api = createFakeJobsApi();
    const harness = createCoreHarness({ route: api.route });
    await harness.call('session.login', CLIENT);

    await harness.call('exports.start', { subdomain: 'demo', exportId: '0001', filters: {} });
    api.exportStatuses.set('exp-1', {
      status: 1,
      url: `https://api.example.test/api/v1/export/download/exp-1`,
      error: null,
    });
    api.setExportFile('exp-1', new TextEncoder().encode('a,b\r\n'));
    harness.timers.advance(EXPORT_POLL_INTERVAL_MS);
    await settle();
    harness.queued.answerSave(path.join(folder, 'shops.csv'));
    const saved = await driveUntilSettled(
      harness.timers,
      harness.call('exports.download', { jobId: 'exp-1' }),
    );
    const recentId = saved.ok ? (saved.data as RecentExport).recentId : 'none';

    const importFile = path.join(folder, 'stores.csv');
    await writeFile(importFile, storeImportCsv(VALID_SHOP_LINE));
    harness.queued.answerOpen(importFile);
    await harness.call('imports.start', { subdomain: 'demo', target: 'stores' });
    api.importStatuses.set('imp-2', { status: 2, errorPath: null, data: null });
    api.setImportErrorFile('imp-2', new TextEncoder().encode('row\r\n'));
    harness.queued.answerSave(path.join(folder, 'errors.csv'));
    harness.timers.advance(IMPORT_POLL_INTERVAL_MS);
    await eventually(() => harness.eventsNamed('imports.finished').length > 0);

    await callEveryChannel(harness, recentId);
    api.exportStatuses.set('exp-3', { status: 9, url: null, error: '取消' });
    harness.timers.advance(EXPORT_POLL_INTERVAL_MS);
    await settle();
    harness.timers.advance(IDLE_TIMEOUT_MS);
    await settle();
    await callEveryChannel(harness, recentId);

    expect(saved.ok).toBe(true);
    expect(harness.results.length).toBeGreaterThan(2 * (CHANNEL_NAMES.length - 2));
    expect(harness.events.map((entry) => entry.event)).toEqual(
      expect.arrayContaining([
        'exports.changed',
        'exports.ready',
        'imports.changed',
        'imports.finished',
        'session.ended',
      ]),
    );
    const everythingTheRendererSaw = JSON.stringify({ results: harness.results, events: harness.events });
    expect(everythingTheRendererSaw).not.toContain(ACCESS_TOKEN);
    expect(everythingTheRendererSaw).not.toContain(ACCESS_TOKEN.slice(4, 24));
    // The flows did use the token: it is really there to leak.
    expect(
      harness.requests.some((request) => request.headers.get('authorization') === `Bearer ${ACCESS_TOKEN}`),
    ).toBe(true);
  });
});
