import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  keyValueStoreOver,
  openElectronKeyValueStore,
} from '../../../../src-main/electron/storage/electron-key-value-store';

const userData = vi.hoisted(() => ({ dir: '' }));

// electron-store is Conf with Electron's userData as its folder; node_modules are not
// transformed by vitest, so the test stands in for that one Electron lookup.
vi.mock('electron-store', async () => {
  const { default: Conf } = await import('conf');
  class ElectronStoreStandIn extends Conf {
    constructor(options: { name: string } & Record<string, unknown>) {
      const { name, ...rest } = options;
      super({ ...rest, configName: name, cwd: userData.dir, projectName: 'cashless-console-test' });
    }
  }
  return { default: ElectronStoreStandIn };
});

const folder = await mkdtemp(path.join(os.tmpdir(), 'kv-store-'));
userData.dir = folder;

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('electron-store key-value store', () => {
  it('keeps values in userData/console-state.json, keys with dots stay flat', async () => {
    const store = openElectronKeyValueStore();
    store.set('export_0001', { id: 'job-1', requestedAt: '2026-01-01T09:00:00+09:00' });
    store.set('import.2.demo', 'job-2');
    expect(store.get('export_0001')).toEqual({ id: 'job-1', requestedAt: '2026-01-01T09:00:00+09:00' });
    expect(store.keys().sort()).toEqual(['export_0001', 'import.2.demo']);
    const onDisk = JSON.parse(await readFile(path.join(folder, 'console-state.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(onDisk['import.2.demo']).toBe('job-2');
  });

  it('survives a restart (a new store on the same file) and deletes keys', () => {
    const reopened = openElectronKeyValueStore();
    expect(reopened.get('export_0001')).toEqual({ id: 'job-1', requestedAt: '2026-01-01T09:00:00+09:00' });
    reopened.delete('export_0001');
    expect(openElectronKeyValueStore().keys()).toEqual(['import.2.demo']);
    expect(reopened.get('export_0001')).toBeUndefined();
  });

  it('adapts any store with get/set/delete/store', () => {
    const backing: Record<string, unknown> = {};
    const store = keyValueStoreOver({
      get: (key) => backing[key],
      set: (key, value) => {
        backing[key] = value;
      },
      delete: (key) => {
        delete backing[key];
      },
      get store() {
        return { ...backing };
      },
    });
    store.set('a', 1);
    expect(store.keys()).toEqual(['a']);
  });
});
