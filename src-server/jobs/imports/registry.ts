import { IMPORT_TARGETS } from '@shared/constants';
import type { ImportTarget } from '@shared/constants';
import type { AnyImporter, Importer } from './importer';

const importers = new Map<ImportTarget, AnyImporter>();

/**
 * Makes a target importable. An upload to a target without an importer is refused with 422.
 * Answers a function that removes the importer again (for tests).
 */
export function registerImporter<T>(target: ImportTarget, importer: Importer<T>): () => void {
  importers.set(target, importer);
  return () => {
    if (importers.get(target) === importer) importers.delete(target);
  };
}

export function importerFor(target: string): AnyImporter | null {
  return Object.hasOwn(IMPORT_TARGETS, target) ? (importers.get(target as ImportTarget) ?? null) : null;
}
