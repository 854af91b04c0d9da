import type { ImportTarget } from '@shared/constants/imports';
import type { ImportValidator } from './import-validators';
import type { StoreImportLookupSource } from './store-import-lookups';
import { allowIpsImportValidator, storesImportValidator } from './store-import-validators';

/** What the built-in validators need from the host's core. */
export interface BuiltInImportValidatorDependencies {
  /** The names a store file may use (groups, genres, service tags, prefectures). */
  storeImportLookups: StoreImportLookupSource;
}

/**
 * The local validators every host (Electron and the browser dev host) registers at start-up,
 * through createMainCore. A target without one is checked by the server only.
 */
export function builtInImportValidators(
  dependencies: BuiltInImportValidatorDependencies,
): Partial<Record<ImportTarget, ImportValidator>> {
  return {
    stores: storesImportValidator(dependencies.storeImportLookups),
    storesAllowIp: allowIpsImportValidator,
  };
}
