import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ja } from '@shared/messages';
import { createSafeStorageSecretStore } from '../../../../src-main/electron/storage/safe-storage-secret-store';
import { createRecordingLogger } from '../support/recording-logger';

const safeStorage = vi.hoisted(() => ({
  isEncryptionAvailable: vi.fn(() => true),
  getSelectedStorageBackend: vi.fn(() => 'gnome_libsecret'),
  // A reversible stand-in for the OS encryption.
  encryptString: vi.fn((text: string) => Buffer.from(`sealed:${Buffer.from(text).toString('base64')}`)),
  decryptString: vi.fn((data: Buffer) => {
    const text = data.toString();
    if (!text.startsWith('sealed:'))
      throw new Error('Error while decrypting the ciphertext provided to safeStorage.decryptString.');
    return Buffer.from(text.slice('sealed:'.length), 'base64').toString();
  }),
}));
vi.mock('electron', () => ({ safeStorage, default: { safeStorage } }));

const TOKEN = 'tok_0123456789abcdefghijklmnopqrstuvwxyz';
let folder: string;
let filePath: string;

beforeEach(async () => {
  vi.clearAllMocks();
  folder = await mkdtemp(path.join(os.tmpdir(), 'secret-store-'));
  filePath = path.join(folder, 'userData', 'session.token');
  safeStorage.isEncryptionAvailable.mockReturnValue(true);
  safeStorage.getSelectedStorageBackend.mockReturnValue('gnome_libsecret');
});

afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

function storeFor(platform: NodeJS.Platform = 'linux') {
  const logger = createRecordingLogger();
  return { store: createSafeStorageSecretStore({ filePath, platform, logger }), logger };
}

describe('safeStorage secret store', () => {
  it('writes the token encrypted, in a file only the user can read, and reads it back', async () => {
    const { store } = storeFor();
    await store.set(TOKEN);
    const info = await stat(filePath);
    expect(info.mode & 0o777).toBe(0o600);
    const content = await readFile(filePath);
    expect(content.toString()).not.toContain(TOKEN);
    expect(safeStorage.encryptString).toHaveBeenCalledWith(TOKEN);
    expect(await store.get()).toBe(TOKEN);
    expect(store.persistence()).toBe('encrypted-file');
  });

  it('replaces the file through a temporary file and leaves no temporary file behind', async () => {
    const { store } = storeFor();
    await store.set('first-token-value-000000000000');
    await store.set(TOKEN);
    expect(await readdir(path.dirname(filePath))).toEqual(['session.token']);
    expect(
      await createSafeStorageSecretStore({
        filePath,
        platform: 'linux',
        logger: createRecordingLogger(),
      }).get(),
    ).toBe(TOKEN);
  });

  it('answers null without a file, and clear removes the file', async () => {
    const { store } = storeFor();
    expect(await store.get()).toBeNull();
    await store.set(TOKEN);
    await store.clear();
    await expect(stat(filePath)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await store.get()).toBeNull();
  });

  it('discards a file it cannot decrypt', async () => {
    const { store, logger } = storeFor();
    await store.set(TOKEN);
    await writeFile(filePath, 'garbage');
    expect(await store.get()).toBeNull();
    await expect(stat(filePath)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(logger.entries[0]?.level).toBe('warn');
  });

  it.each(['basic_text', 'unknown'])(
    'refuses the Linux %s backend: the token stays in memory only and the user is told why',
    async (backend) => {
      safeStorage.getSelectedStorageBackend.mockReturnValue(backend);
      const { store, logger } = storeFor('linux');
      await store.set(TOKEN);
      expect(store.persistence()).toBe('memory-only');
      expect(await store.get()).toBe(TOKEN);
      await expect(stat(filePath)).rejects.toMatchObject({ code: 'ENOENT' });
      expect(safeStorage.encryptString).not.toHaveBeenCalled();
      expect(logger.entries).toEqual([
        { level: 'warn', message: ja.main.secretStoreInsecure, details: expect.any(Object) },
      ]);
      await store.clear();
      expect(await store.get()).toBeNull();
    },
  );

  it('keeps the token in memory when the OS offers no encryption at all', async () => {
    safeStorage.isEncryptionAvailable.mockReturnValue(false);
    const { store } = storeFor('darwin');
    await store.set(TOKEN);
    expect(store.persistence()).toBe('memory-only');
    await expect(stat(filePath)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('does not ask for the Linux backend on Windows or macOS', async () => {
    const { store } = storeFor('win32');
    await store.set(TOKEN);
    expect(store.persistence()).toBe('encrypted-file');
    expect(safeStorage.getSelectedStorageBackend).not.toHaveBeenCalled();
  });
});
