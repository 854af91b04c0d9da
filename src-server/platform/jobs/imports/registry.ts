import { IMPORT_TARGETS } from '@shared/constants';
import type { ImportTarget } from '@shared/constants';
import type { AnyImporter, Importer } from './importer';
import type { ZipImporter } from './run-zip-import';

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

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const zipImporters = new Map<ImportTarget, ZipImporter<any>>();

/** Makes a zip target importable (its entries are checked, then stored); answers its removal. */
export function registerZipImporter<T>(target: ImportTarget, importer: ZipImporter<T>): () => void {
  zipImporters.set(target, importer);
  return () => {
    if (zipImporters.get(target) === importer) zipImporters.delete(target);
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function zipImporterFor(target: string): ZipImporter<any> | null {
  return Object.hasOwn(IMPORT_TARGETS, target) ? (zipImporters.get(target as ImportTarget) ?? null) : null;
}
