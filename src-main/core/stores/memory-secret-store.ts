import type { SecretStore } from '../ports/secret-store';

/** Keeps the token for the life of the process only (dev host, tests, insecure OS backends). */
export function createMemorySecretStore(initialToken: string | null = null): SecretStore {
  let token = initialToken;
  return {
    get: () => Promise.resolve(token),
    set: (value) => {
      token = value;
      return Promise.resolve();
    },
    clear: () => {
      token = null;
      return Promise.resolve();
    },
  };
}
