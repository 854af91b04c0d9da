import type { KeyValueStore } from '../ports/key-value-store';

export function createMemoryKeyValueStore(initial: Record<string, unknown> = {}): KeyValueStore {
  const entries = new Map<string, unknown>(Object.entries(initial));
  return {
    get: (key) => entries.get(key),
    set: (key, value) => {
      entries.set(key, value);
    },
    delete: (key) => {
      entries.delete(key);
    },
    keys: () => [...entries.keys()],
  };
}
