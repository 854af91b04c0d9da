import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { safeStorage } from 'electron';
import { ja } from '@shared/messages';
import type { Logger, SecretStore } from '../../core';
import { createMemorySecretStore, describeError } from '../../core';

export type SecretPersistence = 'encrypted-file' | 'memory-only';

export interface SafeStorageSecretStore extends SecretStore {
  /** Decided on first use (safeStorage needs the app to be ready). */
  persistence(): SecretPersistence;
}

export interface SafeStorageSecretStoreOptions {
  /** The encrypted token file, under userData. */
  filePath: string;
  platform: NodeJS.Platform;
  logger: Logger;
}

/** Linux backends that do not protect the key: basic_text is a hard-coded password. */
const INSECURE_LINUX_BACKENDS = new Set(['basic_text', 'unknown']);

/**
 * The token encrypted with the OS keychain (DPAPI, Keychain, libsecret/kwallet) in a 0600 file.
 *
 * Where the OS offers no real protection (Linux's basic_text backend, or no encryption at all)
 * the token is kept in memory only: the app stays usable and nothing guessable is written to
 * disk, at the price of logging in again after a restart. The user is told why (ja.main).
 */
export function createSafeStorageSecretStore(options: SafeStorageSecretStoreOptions): SafeStorageSecretStore {
  const memory = createMemorySecretStore();
  const file = createEncryptedTokenFile(options.filePath, options.logger);
  let persistence: SecretPersistence | undefined;

  function decidePersistence(): SecretPersistence {
    if (persistence) return persistence;
    const refusal = insecureBackendReason(options.platform);
    persistence = refusal ? 'memory-only' : 'encrypted-file';
    if (refusal) options.logger.warn(ja.main.secretStoreInsecure, { reason: refusal });
    return persistence;
  }

  const backend = (): SecretStore => (decidePersistence() === 'encrypted-file' ? file : memory);
  return {
    persistence: decidePersistence,
    get: () => backend().get(),
    set: (token) => backend().set(token),
    clear: async () => {
      await memory.clear();
      await file.clear();
    },
  };
}

export function insecureBackendReason(platform: NodeJS.Platform): string | null {
  if (!safeStorage.isEncryptionAvailable()) return 'encryption is not available';
  if (platform !== 'linux') return null;
  const backend = safeStorage.getSelectedStorageBackend();
  return INSECURE_LINUX_BACKENDS.has(backend) ? `the ${backend} backend does not protect secrets` : null;
}

function createEncryptedTokenFile(filePath: string, logger: Logger): SecretStore {
  return {
    async get() {
      const encrypted = await readFileIfExists(filePath);
      if (!encrypted) return null;
      try {
        return safeStorage.decryptString(encrypted);
      } catch (error) {
        // Another user, a new keychain or a damaged file: the session is simply gone.
        logger.warn('The stored session could not be decrypted and is discarded', describeError(error));
        await rm(filePath, { force: true });
        return null;
      }
    },
    async set(token) {
      await writeFileAtomically(filePath, safeStorage.encryptString(token));
    },
    async clear() {
      await rm(filePath, { force: true });
    },
  };
}

/** Writes a temporary 0600 file next to the target and renames it: never a half-written token file. */
async function writeFileAtomically(filePath: string, content: Buffer): Promise<void> {
  await mkdir(path.dirname(filePath), { recursive: true, mode: 0o700 });
  const temporaryPath = `${filePath}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporaryPath, content, { mode: 0o600, flag: 'wx' });
    await rename(temporaryPath, filePath);
  } catch (error) {
    await rm(temporaryPath, { force: true });
    throw error;
  }
}

async function readFileIfExists(filePath: string): Promise<Buffer | null> {
  try {
    return await readFile(filePath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
