import type { ImportTarget } from '../../../src-shared/constants/imports';
import type { ImportValidator } from './import-validators';

/**
 * The local validators every host (Electron and the browser dev host) registers at start-up.
 * Add one per target here (`stores`, `storesAllowIp`, ...); a target without one is checked by
 * the server only.
 */
export const BUILT_IN_IMPORT_VALIDATORS: Partial<Record<ImportTarget, ImportValidator>> = {};
