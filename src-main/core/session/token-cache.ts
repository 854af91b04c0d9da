import type { Logger } from '../ports/logger';
import { describeError } from '../ports/logger';
import type { SecretStore } from '../ports/secret-store';

/**
 * The token as the session knows it, read from the secret store once and then kept in memory.
 * `peek()` is what requests carry; `null` means there is no session.
 */
export interface TokenCache {
  load(): Promise<string | null>;
  peek(): string | null;
  /** Stores a new token durably and in memory. */
  save(token: string): Promise<void>;
  /** Stops using the token at once; the durable copy stays until `erase()`. */
  drop(): void;
  erase(): Promise<void>;
}

export function createTokenCache(secretStore: SecretStore, logger: Logger): TokenCache {
  let token: string | null | undefined;
  let loading: Promise<string | null> | null = null;

  async function readStoredToken(): Promise<string | null> {
    try {
      return await secretStore.get();
    } catch (error) {
      logger.error('The stored session could not be read', describeError(error));
      return null;
    }
  }

  return {
    load() {
      if (token !== undefined) return Promise.resolve(token);
      loading ??= readStoredToken().then((stored) => {
        token ??= stored;
        return token;
      });
      return loading;
    },
    peek: () => token ?? null,
    async save(next) {
      await secretStore.set(next);
      token = next;
    },
    drop() {
      token = null;
    },
    async erase() {
      try {
        await secretStore.clear();
      } catch (error) {
        logger.error('The stored session could not be erased', describeError(error));
      }
    },
  };
}
