import Store from 'electron-store';
import type { KeyValueStore } from '../../core';

/** The part of electron-store the adapter uses. */
export interface StoreLike {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  delete(key: string): void;
  readonly store: Record<string, unknown>;
}

export const STATE_FILE_NAME = 'console-state';

/** main's durable state in userData/console-state.json (written atomically by electron-store). */
export function openElectronKeyValueStore(name = STATE_FILE_NAME): KeyValueStore {
  const store = new Store<Record<string, unknown>>({
    name,
    // Keys are opaque (export_0001, import_3_demo): a dot must not turn into nesting.
    accessPropertiesByDotNotation: false,
    clearInvalidConfig: true,
  });
  return keyValueStoreOver(store);
}

export function keyValueStoreOver(store: StoreLike): KeyValueStore {
  return {
    get: (key) => store.get(key),
    set: (key, value) => store.set(key, value),
    delete: (key) => store.delete(key),
    keys: () => Object.keys(store.store),
  };
}
