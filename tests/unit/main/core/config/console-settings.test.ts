import { describe, expect, it } from 'vitest';
import {
  DEFAULT_API_BASE_URL,
  resolveConsoleSettings,
  validateUpdateFeedUrl,
} from '../../../../../src-main/core';
import { configFileLocations } from '../../../../../src-main/core/config/config-file-locations';
import type { RawSettings } from '../../../../../src-main/core/config/policy-definitions';
import { createRecordingLogger } from '../../support/recording-logger';

const WIN_MACHINE = 'C:\\ProgramData\\CashlessConsole\\config.json';
const WIN_USER = 'C:\\Users\\hanako\\AppData\\Roaming\\Console\\config.json';
const LINUX_MACHINE = '/etc/cashless-console/config.json';
const LINUX_USER = '/home/hanako/.config/Console/config.json';

interface Given {
  platform?: 'win32' | 'linux' | 'darwin';
  policies?: RawSettings;
  env?: Record<string, string>;
  files?: Record<string, string>;
  failing?: string[];
}

function resolve(given: Given) {
  const logger = createRecordingLogger();
  const platform = given.platform ?? 'win32';
  const settings = resolveConsoleSettings({
    platform,
    env: given.env ?? {},
    userDataDir:
      platform === 'win32' ? 'C:\\Users\\hanako\\AppData\\Roaming\\Console' : '/home/hanako/.config/Console',
    readTextFile: (filePath) => {
      if (given.failing?.includes(filePath)) return Promise.reject(new Error('EACCES: permission denied'));
      return Promise.resolve(given.files?.[filePath] ?? null);
    },
    policies: given.policies ?? {},
    logger,
  });
  return { settings, logger };
}

const json = (value: unknown) => JSON.stringify(value);

describe('settings in force: policy > machine file > user file > default', () => {
  it('uses the defaults when nothing is configured: the local reference server, updates by default, 50 MB, CSV anywhere', async () => {
    expect(await resolve({}).settings).toEqual({
      apiBaseUrl: { value: 'http://127.0.0.1:8787/api/v1', source: 'default' },
      addressBaseUrl: { value: 'http://127.0.0.1:8787/address/v1', source: 'default' },
      imageHosts: { value: [], source: 'default' },
      updateMode: { value: 'default', source: 'default' },
      updateFeedUrl: { value: null, source: 'default' },
      zipMaxSizeMb: { value: 50, source: 'default' },
      csvSaveOutsideUserFolders: { value: true, source: 'default' },
    });
    expect(DEFAULT_API_BASE_URL).toBe('http://127.0.0.1:8787/api/v1');
  });

  it('takes every setting from the policy over the machine file, the user file and the environment', async () => {
    const { settings } = resolve({
      policies: {
        apiBaseUrl: 'https://policy.example.jp/api/v1',
        addressBaseUrl: 'https://address.policy.example.jp/address/v1',
        imageHosts: 'https://cdn.policy.example.jp\\0https://files.policy.example.jp',
        updateMode: 'manual',
        updateFeedUrl: 'https://updates.policy.example.jp/console/',
        zipMaxSizeMb: 100,
        csvSaveOutsideUserFolders: 0,
      },
      env: {
        CONSOLE_API_URL: 'https://env.example.jp/api/v1',
        CONSOLE_UPDATE_URL: 'https://env.example.jp/feed',
      },
      files: {
        [WIN_MACHINE]: json({
          apiBaseUrl: 'https://machine.example.jp/api/v1',
          addressBaseUrl: 'https://address.machine.example.jp/address/v1',
          imageHosts: ['https://cdn.machine.example.jp'],
          updateMode: 'start',
          updateUrl: 'https://machine.example.jp/feed',
          zipMaxSizeMb: 80,
          csvSaveOutsideUserFolders: true,
        }),
        [WIN_USER]: json({
          apiBaseUrl: 'https://user.example.jp/api/v1',
          updateMode: 'none',
          zipMaxSizeMb: 10,
        }),
      },
    });
    expect(await settings).toEqual({
      apiBaseUrl: { value: 'https://policy.example.jp/api/v1', source: 'policy' },
      addressBaseUrl: { value: 'https://address.policy.example.jp/address/v1', source: 'policy' },
      imageHosts: {
        value: ['https://cdn.policy.example.jp', 'https://files.policy.example.jp'],
        source: 'policy',
      },
      updateMode: { value: 'manual', source: 'policy' },
      updateFeedUrl: { value: 'https://updates.policy.example.jp/console/', source: 'policy' },
      zipMaxSizeMb: { value: 100, source: 'policy' },
      csvSaveOutsideUserFolders: { value: false, source: 'policy' },
    });
  });

  it('takes the machine file over the user file, and the user file over the default', async () => {
    const { settings } = resolve({
      files: {
        [WIN_MACHINE]: json({ apiBaseUrl: 'https://machine.example.jp/api/v1/', zipMaxSizeMb: 80 }),
        [WIN_USER]:
          '\uFEFF' +
          json({ apiBaseUrl: 'https://user.example.jp/api/v1', updateMode: 'start', zipMaxSizeMb: 10 }),
      },
    });
    const resolved = await settings;
    expect(resolved.apiBaseUrl).toEqual({
      value: 'https://machine.example.jp/api/v1',
      source: 'machine-config',
    });
    expect(resolved.zipMaxSizeMb).toEqual({ value: 80, source: 'machine-config' });
    expect(resolved.updateMode).toEqual({ value: 'start', source: 'user-config' });
  });

  it('puts CONSOLE_API_URL and CONSOLE_UPDATE_URL between the policy and the files', async () => {
    const files = {
      [WIN_MACHINE]: json({
        apiBaseUrl: 'https://machine.example.jp/api/v1',
        updateUrl: 'https://m.example.jp/f',
      }),
    };
    const env = {
      CONSOLE_API_URL: 'https://env.example.jp/api/v1',
      CONSOLE_UPDATE_URL: 'https://env.example.jp/feed',
    };
    const resolved = await resolve({ env, files }).settings;
    expect(resolved.apiBaseUrl).toEqual({ value: 'https://env.example.jp/api/v1', source: 'environment' });
    expect(resolved.updateFeedUrl).toEqual({ value: 'https://env.example.jp/feed', source: 'environment' });
  });

  it("never takes the update feed from the user's own file", async () => {
    const { settings } = resolve({ files: { [WIN_USER]: json({ updateUrl: 'https://evil.example/feed' }) } });
    expect((await settings).updateFeedUrl).toEqual({ value: null, source: 'default' });
  });

  it('on Linux the machine-wide config.json is the policy (there is no registry)', async () => {
    const { settings } = resolve({
      platform: 'linux',
      env: { CONSOLE_API_URL: 'https://env.example.jp/api/v1' },
      files: {
        [LINUX_MACHINE]: json({
          apiBaseUrl: 'https://it.example.jp/api/v1',
          csvSaveOutsideUserFolders: false,
        }),
        [LINUX_USER]: json({ apiBaseUrl: 'https://user.example.jp/api/v1', zipMaxSizeMb: 20 }),
      },
    });
    const resolved = await settings;
    expect(resolved.apiBaseUrl).toEqual({ value: 'https://it.example.jp/api/v1', source: 'policy' });
    expect(resolved.csvSaveOutsideUserFolders).toEqual({ value: false, source: 'policy' });
    expect(resolved.zipMaxSizeMb).toEqual({ value: 20, source: 'user-config' });
  });

  it.each([
    ['apiBaseUrl', 'ftp://files.example.jp'],
    ['apiBaseUrl', 'http://api.example.jp/api/v1'],
    ['updateMode', 'sometimes'],
    ['updateFeedUrl', 'http://updates.example.jp/'],
    ['zipMaxSizeMb', 0],
    ['zipMaxSizeMb', 5000],
    ['csvSaveOutsideUserFolders', 'perhaps'],
  ] as const)(
    'logs a policy %s of %j it cannot use and falls back to the next source',
    async (key, value) => {
      const { settings, logger } = resolve({ policies: { [key]: value } });
      expect((await settings)[key].source).toBe('default');
      expect(logger.entries).toEqual([
        expect.objectContaining({
          level: 'error',
          message: expect.stringContaining(`Setting ${key} ignored`),
        }),
      ]);
    },
  );

  it('accepts the registry types: DWORD numbers, and numbers or flags written as text', async () => {
    const resolved = await resolve({ policies: { zipMaxSizeMb: '120', csvSaveOutsideUserFolders: '1' } })
      .settings;
    expect(resolved.zipMaxSizeMb.value).toBe(120);
    expect(resolved.csvSaveOutsideUserFolders.value).toBe(true);
  });

  it.each([
    ['not JSON', 'apiBaseUrl=https://x'],
    ['not an object', '["https://x.example/api/v1"]'],
  ])('logs a machine file that is %s and uses the user file', async (_case, content) => {
    const { settings, logger } = resolve({
      files: { [WIN_MACHINE]: content, [WIN_USER]: json({ apiBaseUrl: 'https://user.example.jp/api/v1' }) },
    });
    expect((await settings).apiBaseUrl.source).toBe('user-config');
    expect(logger.entries).toEqual([
      expect.objectContaining({ level: 'error', details: { file: WIN_MACHINE } }),
    ]);
  });

  it('logs an unreadable file and falls through', async () => {
    const { settings, logger } = resolve({ failing: [WIN_MACHINE] });
    expect((await settings).apiBaseUrl.source).toBe('default');
    expect(logger.entries[0]?.details).toMatchObject({
      file: WIN_MACHINE,
      reason: 'EACCES: permission denied',
    });
  });

  it('refuses an update feed that is not https or carries credentials', () => {
    expect(validateUpdateFeedUrl('https://updates.example.jp/console/')).toEqual({
      ok: true,
      url: 'https://updates.example.jp/console/',
    });
    expect(validateUpdateFeedUrl('http://updates.example.jp/').ok).toBe(false);
    expect(validateUpdateFeedUrl('https://u:p@updates.example.jp/').ok).toBe(false);
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
    expect(machine?.path).toBe(WIN_MACHINE);
  });

  it('macOS and Linux', () => {
    expect(configFileLocations({ platform: 'darwin', env: {}, userDataDir: null })).toEqual([
      { scope: 'machine', path: '/Library/Application Support/CashlessConsole/config.json' },
    ]);
    expect(configFileLocations({ platform: 'linux', env: {}, userDataDir: null })[0]?.path).toBe(
      LINUX_MACHINE,
    );
  });

  it('defaults the address service to /address/v1 on the origin of the API in force', async () => {
    const resolved = await resolve({ env: { CONSOLE_API_URL: 'https://api.example.jp/backend/api/v1' } })
      .settings;
    expect(resolved.addressBaseUrl).toEqual({
      value: 'https://api.example.jp/address/v1',
      source: 'default',
    });
  });

  it('reads the address service and the image hosts from the environment and the config files', async () => {
    const env = {
      CONSOLE_ADDRESS_URL: 'https://address.example.jp/address/v1/',
      CONSOLE_IMAGE_HOSTS: 'https://cdn.example.jp, https://bucket.s3.ap-northeast-1.amazonaws.com',
    };
    const fromEnv = await resolve({ env }).settings;
    expect(fromEnv.addressBaseUrl).toEqual({
      value: 'https://address.example.jp/address/v1',
      source: 'environment',
    });
    expect(fromEnv.imageHosts).toEqual({
      value: ['https://cdn.example.jp', 'https://bucket.s3.ap-northeast-1.amazonaws.com'],
      source: 'environment',
    });
    const fromUserFile = await resolve({
      files: {
        [WIN_USER]: json({
          imageHosts: 'https://cdn.example.jp:8443/',
          addressBaseUrl: 'http://127.0.0.1:9000/v1',
        }),
      },
    }).settings;
    expect(fromUserFile.imageHosts).toEqual({
      value: ['https://cdn.example.jp:8443'],
      source: 'user-config',
    });
    expect(fromUserFile.addressBaseUrl).toEqual({ value: 'http://127.0.0.1:9000/v1', source: 'user-config' });
  });

  it.each([
    ['a wildcard', '*'],
    ['a wildcard host', 'https://*.example.jp'],
    ['a path', 'https://cdn.example.jp/images'],
    ['plain http to another machine', 'http://cdn.example.jp'],
    ['credentials', 'https://user:pass@cdn.example.jp'],
    ['a query', 'https://cdn.example.jp?x=1'],
    ['not a URL', 'cdn.example.jp'],
    ['not text', [1, 2]],
  ])('refuses image hosts with %s, logs it and takes the next source', async (_case, value) => {
    const { settings, logger } = resolve({
      policies: { imageHosts: value },
      files: { [WIN_MACHINE]: json({ imageHosts: ['https://cdn.example.jp'] }) },
    });
    expect((await settings).imageHosts).toEqual({
      value: ['https://cdn.example.jp'],
      source: 'machine-config',
    });
    expect(logger.entries.some((entry) => entry.message.startsWith('Setting imageHosts ignored'))).toBe(true);
  });

  it('refuses an address service over plain http to another machine', async () => {
    const { settings } = resolve({ policies: { addressBaseUrl: 'http://address.example.jp/address/v1' } });
    expect((await settings).addressBaseUrl.source).toBe('default');
  });
});
