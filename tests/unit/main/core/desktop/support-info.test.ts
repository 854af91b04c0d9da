import { describe, expect, it } from 'vitest';
import { supportInfoText } from '../../../../../src-main/core/desktop/support-info';
import type { DesktopSettingsView } from '@shared/ipc/desktop';
import { ja } from '@shared/messages';

const DESKTOP: DesktopSettingsView = {
  version: '1.4.0',
  selfUpdate: false,
  settings: {
    apiBaseUrl: { value: 'https://api.example.jp/api/v1', source: 'policy' },
    addressBaseUrl: { value: 'https://api.example.jp/address/v1', source: 'default' },
    imageHosts: { value: [], source: 'default' },
    updateMode: { value: 'none', source: 'policy' },
    updateFeedUrl: { value: null, source: 'default' },
    zipMaxSizeMb: { value: 80, source: 'machine-config' },
    csvSaveOutsideUserFolders: { value: false, source: 'policy' },
  },
};

describe('サポート用情報', () => {
  it('holds the version, OS, API host, policies in force, crash dumps and last errors', () => {
    const text = supportInfoText({
      desktop: DESKTOP,
      runtime: 'Electron 45.4.1 / Chromium 140 / Node 22',
      os: 'Windows_NT 10.0.22631 x64',
      reachable: false,
      logFolder: 'C:\\Users\\yamada\\AppData\\Roaming\\console\\logs',
      crashDumps: [{ fileName: 'reports\\a1.dmp', modifiedAt: '2026-11-20T01:02:03.000Z' }],
      problems: [
        {
          at: '2026-11-25T00:00:00.000Z',
          level: 'error',
          message: 'API not reached',
          details: { path: 'services' },
        },
      ],
      now: new Date('2026-11-25T01:00:00.000Z'),
      homeDir: 'C:\\Users\\yamada',
    });
    expect(text).toContain(`${ja.supportInfo.version}: 1.4.0 (Electron 45.4.1`);
    expect(text).toContain(`${ja.supportInfo.os}: Windows_NT 10.0.22631 x64`);
    expect(text).toContain(`${ja.supportInfo.apiHost}: api.example.jp (https, ${ja.desktop.sources.policy})`);
    expect(text).toContain('  ApiBaseUrl = https://api.example.jp/api/v1');
    expect(text).toContain('  UpdateMode = none');
    expect(text).toContain('  CsvSaveOutsideUserFolders = false');
    expect(text).not.toContain('ZipMaxSizeMb =');
    expect(text).toContain(`  zipMaxSizeMb = 80 (${ja.desktop.sources['machine-config']})`);
    expect(text).toContain('2026-11-20T01:02:03.000Z reports\\a1.dmp');
    expect(text).toContain('[error] API not reached {"path":"services"}');
    expect(text).toContain(ja.supportInfo.disconnected);
    expect(text).toContain('~\\AppData');
    expect(text).not.toContain('yamada');
  });

  it('says so when there is no policy, crash dump or error', () => {
    const text = supportInfoText({
      desktop: {
        ...DESKTOP,
        settings: {
          ...DESKTOP.settings,
          apiBaseUrl: { value: 'http://127.0.0.1:8787/api/v1', source: 'default' },
          updateMode: { value: 'default', source: 'default' },
          csvSaveOutsideUserFolders: { value: true, source: 'default' },
        },
      },
      runtime: 'x',
      os: 'Linux',
      reachable: true,
      logFolder: '/tmp/logs',
      crashDumps: [],
      problems: [],
      now: new Date(),
    });
    expect(text).toContain(`${ja.supportInfo.policies}:\n  ${ja.supportInfo.noPolicies}`);
    expect(text).toContain(`${ja.supportInfo.crashDumps}:\n  ${ja.supportInfo.noCrashDumps}`);
    expect(text).toContain(`${ja.supportInfo.lastErrors}:\n  ${ja.supportInfo.noErrors}`);
  });
});
