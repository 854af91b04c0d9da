import { describe, expect, it } from 'vitest';
import { DEFAULT_API_BASE_URL, resolveApiBaseUrl } from '../../../../src-main/core';
import { configFileLocations } from '../../../../src-main/core/config/config-file-locations';
import { createRecordingLogger } from '../support/recording-logger';

function inputs(options: {
  env?: Record<string, string>;
  files?: Record<string, string>;
  platform?: string;
  failing?: string[];
}) {
  const logger = createRecordingLogger();
  return {
    logger,
    inputs: {
      env: options.env ?? {},
      platform: options.platform ?? 'linux',
      userDataDir:
        options.platform === 'win32'
          ? 'C:\\Users\\hanako\\AppData\\Roaming\\Console'
          : '/home/hanako/.config/Console',
      readTextFile: (path: string) => {
        if (options.failing?.includes(path)) return Promise.reject(new Error('EACCES: permission denied'));
        return Promise.resolve(options.files?.[path] ?? null);
      },
      logger,
    },
  };
}

const LINUX_MACHINE = '/etc/cashless-console/config.json';
const LINUX_USER = '/home/hanako/.config/Console/config.json';

describe('resolveApiBaseUrl', () => {
  it('defaults to the local reference server', async () => {
    const { inputs: given } = inputs({});
    expect(await resolveApiBaseUrl(given)).toEqual({
      url: 'http://127.0.0.1:8787/api/v1',
      source: 'reference-server',
    });
    expect(DEFAULT_API_BASE_URL).toBe('http://127.0.0.1:8787/api/v1');
  });

  it('prefers CONSOLE_API_URL over every file, without a trailing slash', async () => {
    const { inputs: given } = inputs({
      env: { CONSOLE_API_URL: 'https://api.example.jp/api/v1/' },
      files: { [LINUX_MACHINE]: '{"apiBaseUrl":"https://machine.example.jp/api/v1"}' },
    });
    expect(await resolveApiBaseUrl(given)).toEqual({
      url: 'https://api.example.jp/api/v1',
      source: 'environment',
    });
  });

  it('uses the machine-wide file before the user file', async () => {
    const { inputs: given } = inputs({
      files: {
        [LINUX_MACHINE]: '{"apiBaseUrl":"https://machine.example.jp/api/v1"}',
        [LINUX_USER]: '{"apiBaseUrl":"https://user.example.jp/api/v1"}',
      },
    });
    expect(await resolveApiBaseUrl(given)).toEqual({
      url: 'https://machine.example.jp/api/v1',
      source: 'machine-config',
      file: LINUX_MACHINE,
    });
  });

  it('uses the user file when there is no machine-wide one (and accepts a BOM)', async () => {
    const { inputs: given } = inputs({
      files: { [LINUX_USER]: '\uFEFF{"apiBaseUrl":"http://10.0.0.5:8080/api/v1"}' },
    });
    expect(await resolveApiBaseUrl(given)).toEqual({
      url: 'http://10.0.0.5:8080/api/v1',
      source: 'user-config',
      file: LINUX_USER,
    });
  });

  it.each([
    ['not JSON', 'apiBaseUrl=https://x'],
    ['no apiBaseUrl', '{"url":"https://x.example/api/v1"}'],
    ['not http(s)', '{"apiBaseUrl":"file:///etc/passwd"}'],
    ['credentials in the URL', '{"apiBaseUrl":"https://user:pass@x.example/api/v1"}'],
    ['not a URL', '{"apiBaseUrl":"api.example.jp/api/v1"}'],
  ])(
    'logs a clear error for a machine file with %s and falls through to the next source',
    async (_case, content) => {
      const { inputs: given, logger } = inputs({
        files: { [LINUX_MACHINE]: content, [LINUX_USER]: '{"apiBaseUrl":"https://user.example.jp/api/v1"}' },
      });
      expect((await resolveApiBaseUrl(given)).source).toBe('user-config');
      expect(logger.entries).toHaveLength(1);
      expect(logger.entries[0]?.level).toBe('error');
      expect(logger.entries[0]?.details).toEqual({ file: LINUX_MACHINE });
    },
  );

  it('logs an unreadable file and falls through', async () => {
    const { inputs: given, logger } = inputs({ failing: [LINUX_MACHINE] });
    expect((await resolveApiBaseUrl(given)).source).toBe('reference-server');
    expect(logger.entries[0]?.details).toMatchObject({
      file: LINUX_MACHINE,
      reason: 'EACCES: permission denied',
    });
  });

  it('ignores an invalid CONSOLE_API_URL with a logged error', async () => {
    const { inputs: given, logger } = inputs({ env: { CONSOLE_API_URL: 'ftp://files.example.jp' } });
    expect((await resolveApiBaseUrl(given)).source).toBe('reference-server');
    expect(logger.entries[0]?.message).toContain('CONSOLE_API_URL');
  });
});

describe('config file locations', () => {
  it('Windows: %ProgramData%\\CashlessConsole\\config.json, then userData', () => {
    const locations = configFileLocations({
      platform: 'win32',
      env: { ProgramData: 'D:\\ProgramData' },
      userDataDir: 'C:\\Users\\hanako\\AppData\\Roaming\\Console',
    });
    expect(locations).toEqual([
      { scope: 'machine', path: 'D:\\ProgramData\\CashlessConsole\\config.json' },
      { scope: 'user', path: 'C:\\Users\\hanako\\AppData\\Roaming\\Console\\config.json' },
    ]);
  });

  it('Windows without the variable falls back to C:\\ProgramData', () => {
    const [machine] = configFileLocations({ platform: 'win32', env: {}, userDataDir: null });
    expect(machine?.path).toBe('C:\\ProgramData\\CashlessConsole\\config.json');
  });

  it('macOS and Linux', () => {
    expect(configFileLocations({ platform: 'darwin', env: {}, userDataDir: null })).toEqual([
      { scope: 'machine', path: '/Library/Application Support/CashlessConsole/config.json' },
    ]);
    expect(configFileLocations({ platform: 'linux', env: {}, userDataDir: null })[0]?.path).toBe(
      LINUX_MACHINE,
    );
  });
});
