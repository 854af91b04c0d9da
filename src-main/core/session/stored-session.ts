import type { KeyValueStore } from '../ports/key-value-store';

/** Export job ids are kept under keys with this prefix (spec section 4, "Export flow"). */
export const EXPORT_KEY_PREFIX = 'export_';

export function deleteExportKeys(store: KeyValueStore): void {
  for (const key of store.keys()) {
    if (key.startsWith(EXPORT_KEY_PREFIX)) store.delete(key);
  }
}
