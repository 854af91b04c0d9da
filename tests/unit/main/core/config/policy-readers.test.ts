import { describe, expect, it, vi } from 'vitest';
import { POLICY_REGISTRY_KEY, propertyListReader, readPolicies } from '../../../../../src-main/core';
import type { CommandOutput } from '../../../../../src-main/core';
import { parseRegQuery } from '../../../../../src-main/core/config/policy-readers';
import { createRecordingLogger } from '../../support/recording-logger';

const BUNDLE_ID = 'jp.example.cashless.console';

/** What `reg query HKLM\SOFTWARE\Policies\CashlessConsole` prints on a machine with every policy set. */
const REG_OUTPUT = [
  '',
  'HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\CashlessConsole',
  '    ApiBaseUrl    REG_SZ    https://api.example.jp/api/v1',
  '    AddressBaseUrl    REG_SZ    https://address.example.jp/address/v1',
  '    ImageHosts    REG_MULTI_SZ    https://cdn.example.jp\\0https://files.example.jp',
  '    UpdateMode    REG_SZ    manual',
  '    UpdateFeedUrl    REG_SZ    https://updates.example.jp/console/',
  '    ZipMaxSizeMb    REG_DWORD    0x64',
  '    CsvSaveOutsideUserFolders    REG_DWORD    0x0',
  '    SomethingElse    REG_SZ    ignored',
  '',
].join('\r\n');

function windows(answer: CommandOutput | Error, env: Record<string, string> = { SystemRoot: 'D:\\WINDOWS' }) {
  const runCommand = vi.fn((_file: string, _args: readonly string[]) =>
    answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer),
  );
  const logger = createRecordingLogger();
  const read = readPolicies({
    platform: 'win32',
    env,
    bundleId: BUNDLE_ID,
    runCommand,
    readPropertyList: () => Promise.reject(new Error('not on Windows')),
    logger,
  });
  return { read, runCommand, logger };
}

describe('Windows policies: the registry through the system reg.exe', () => {
  it('asks System32\\reg.exe (never one found on PATH) for the policy key', async () => {
    const { read, runCommand } = windows({ exitCode: 0, stdout: REG_OUTPUT });
    await read;
    expect(runCommand).toHaveBeenCalledWith('D:\\WINDOWS\\System32\\reg.exe', [
      'query',
      'HKLM\\SOFTWARE\\Policies\\CashlessConsole',
    ]);
    expect(POLICY_REGISTRY_KEY).toBe('HKLM\\SOFTWARE\\Policies\\CashlessConsole');
  });

  it('reads every policy value with its type and drops names it does not know', async () => {
    expect(await windows({ exitCode: 0, stdout: REG_OUTPUT }).read).toEqual({
      apiBaseUrl: 'https://api.example.jp/api/v1',
      addressBaseUrl: 'https://address.example.jp/address/v1',
      // A REG_MULTI_SZ as reg prints it; the image hosts' check splits it.
      imageHosts: 'https://cdn.example.jp\\0https://files.example.jp',
      updateMode: 'manual',
      updateFeedUrl: 'https://updates.example.jp/console/',
      zipMaxSizeMb: 100,
      csvSaveOutsideUserFolders: 0,
    });
  });

  it('has no policy when the key does not exist (reg answers 1)', async () => {
    const { read, logger } = windows({ exitCode: 1, stdout: '' });
    expect(await read).toEqual({});
    expect(logger.entries).toEqual([]);
  });

  it('logs a reg.exe that fails or cannot start, and enforces nothing', async () => {
    const failed = windows({ exitCode: null, stdout: '' });
    expect(await failed.read).toEqual({});
    expect(failed.logger.entries[0]?.level).toBe('error');
    const missing = windows(new Error('spawn ENOENT'));
    expect(await missing.read).toEqual({});
    expect(missing.logger.entries[0]?.details).toMatchObject({ reason: 'spawn ENOENT' });
  });

  it('defaults to C:\\Windows without SystemRoot', async () => {
    const { read, runCommand } = windows({ exitCode: 1, stdout: '' }, {});
    await read;
    expect(runCommand.mock.calls[0]?.[0]).toBe('C:\\Windows\\System32\\reg.exe');
  });

  it('parses values with spaces, empty strings and LF line ends', () => {
    expect(
      parseRegQuery(
        '    ApiBaseUrl    REG_SZ    https://a.example.jp/api v1\n    Empty    REG_SZ    \n    Bin    REG_BINARY    00ff\n    Q    REG_QWORD    0x10',
      ),
    ).toEqual({ ApiBaseUrl: 'https://a.example.jp/api v1', Empty: '', Q: 16 });
  });
});

describe('macOS policies: the managed preferences of the bundle id', () => {
  function mac(plists: Record<string, unknown>, user = 'hanako') {
    const readPropertyList = vi.fn((file: string) => Promise.resolve(plists[file] ?? null));
    const logger = createRecordingLogger();
    const read = readPolicies({
      platform: 'darwin',
      env: { USER: user },
      bundleId: BUNDLE_ID,
      runCommand: () => Promise.reject(new Error('no command on this path')),
      readPropertyList,
      logger,
    });
    return { read, readPropertyList, logger };
  }

  it("reads the machine's managed preferences, and the user's where the machine's say nothing", async () => {
    const { read, readPropertyList } = mac({
      [`/Library/Managed Preferences/${BUNDLE_ID}.plist`]: {
        ApiBaseUrl: 'https://it.example.jp/api/v1',
        ZipMaxSizeMb: 30,
      },
      [`/Library/Managed Preferences/hanako/${BUNDLE_ID}.plist`]: {
        ApiBaseUrl: 'https://user.example.jp/api/v1',
        UpdateMode: 'none',
      },
    });
    expect(await read).toEqual({
      apiBaseUrl: 'https://it.example.jp/api/v1',
      zipMaxSizeMb: 30,
      updateMode: 'none',
    });
    expect(readPropertyList).toHaveBeenCalledTimes(2);
  });

  it('has no policy without a profile, and logs a plist that is not a dictionary', async () => {
    expect(await mac({}).read).toEqual({});
    const odd = mac({ [`/Library/Managed Preferences/${BUNDLE_ID}.plist`]: ['x'] });
    expect(await odd.read).toEqual({});
    expect(odd.logger.entries[0]?.message).toContain('not a dictionary');
  });

  it('does not build a path from a user name that could leave the folder', async () => {
    const { read, readPropertyList } = mac({}, '../../tmp/x');
    await read;
    expect(readPropertyList).toHaveBeenCalledTimes(1);
  });

  it('reads a plist with plutil as JSON, and a missing file as null', async () => {
    const runCommand = vi.fn(() => Promise.resolve({ exitCode: 0, stdout: '{"UpdateMode":"start"}' }));
    const read = propertyListReader(runCommand, (file) => Promise.resolve(file.endsWith('present.plist')));
    expect(await read('/Library/Managed Preferences/present.plist')).toEqual({ UpdateMode: 'start' });
    expect(runCommand).toHaveBeenCalledWith('/usr/bin/plutil', [
      '-convert',
      'json',
      '-o',
      '-',
      '--',
      '/Library/Managed Preferences/present.plist',
    ]);
    expect(await read('/Library/Managed Preferences/absent.plist')).toBeNull();
  });
});

describe('Linux policies', () => {
  it('come from the machine-wide config.json (resolveConsoleSettings), not from a command', async () => {
    const runCommand = vi.fn();
    const policies = await readPolicies({
      platform: 'linux',
      env: {},
      bundleId: BUNDLE_ID,
      runCommand,
      readPropertyList: vi.fn(),
      logger: createRecordingLogger(),
    });
    expect(policies).toEqual({});
    expect(runCommand).not.toHaveBeenCalled();
  });
});
