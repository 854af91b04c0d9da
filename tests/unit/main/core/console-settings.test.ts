import { describe, expect, it } from 'vitest';
import { resolveConsoleSettings, validateUpdateFeedUrl } from '../../../../src-main/core';
import { createRecordingLogger } from '../support/recording-logger';

const MACHINE = '/etc/cashless-console/config.json';
const USER = '/home/u/.config/console/config.json';

function inputs(files: Record<string, string>, env: Record<string, string> = {}) {
  const logger = createRecordingLogger();
  return {
    logger,
    settings: resolveConsoleSettings({
      env,
      platform: 'linux',
      userDataDir: '/home/u/.config/console',
      readTextFile: (filePath) => Promise.resolve(files[filePath] ?? null),
      logger,
    }),
  };
}

describe('console settings', () => {
  it('has update checks off and the default zip limit when nothing is configured', async () => {
    expect(await inputs({}).settings).toEqual({ updateFeedUrl: null, zipMaxSizeMb: null });
  });

  it('takes the update feed from CONSOLE_UPDATE_URL first, then the machine-wide file', async () => {
    const files = {
      [MACHINE]: JSON.stringify({
        apiBaseUrl: 'https://x/api/v1',
        updateUrl: 'https://updates.example.jp/console/',
      }),
    };
    expect((await inputs(files).settings).updateFeedUrl).toBe('https://updates.example.jp/console/');
    expect(
      (await inputs(files, { CONSOLE_UPDATE_URL: 'https://env.example.jp/feed' }).settings).updateFeedUrl,
    ).toBe('https://env.example.jp/feed');
  });

  it("never takes the update feed from the user's own file", async () => {
    const files = { [USER]: JSON.stringify({ updateUrl: 'https://evil.example/feed' }) };
    expect((await inputs(files).settings).updateFeedUrl).toBeNull();
  });

  it('refuses a feed that is not https, and logs why', async () => {
    const { settings, logger } = inputs({}, { CONSOLE_UPDATE_URL: 'http://updates.example.jp/' });
    expect((await settings).updateFeedUrl).toBeNull();
    expect(logger.entries.map((entry) => entry.message)).toEqual([expect.stringContaining('not https')]);
    expect(validateUpdateFeedUrl('https://u:p@updates.example.jp/').ok).toBe(false);
  });

  it('reads the zip limit from the machine file, else the user file, and ignores a bad value', async () => {
    expect(
      (await inputs({ [MACHINE]: '{"zipMaxSizeMb": 80}', [USER]: '{"zipMaxSizeMb": 10}' }).settings)
        .zipMaxSizeMb,
    ).toBe(80);
    expect((await inputs({ [USER]: '\uFEFF{"zipMaxSizeMb": 10}' }).settings).zipMaxSizeMb).toBe(10);
    expect((await inputs({ [MACHINE]: '{"zipMaxSizeMb": -1}' }).settings).zipMaxSizeMb).toBeNull();
  });
});
