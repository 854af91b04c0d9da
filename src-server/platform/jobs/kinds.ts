import { CSV_EXPORT_IDS, IMPORT_TARGETS, csvExportKindOf } from '@shared/constants';
import type { CsvExportId, CsvExportKind, ImportTarget } from '@shared/constants';
import { isFileExport } from './exports/definition';
import type { AnyExportDefinition, AnyTableExportDefinition } from './exports/definition';
import type { AnyImporter } from './imports/importer';
import type { AnyZipImporter } from './imports/run-zip-import';

/**
 * The export kinds and import targets the job engine serves. The modules bring them (each its
 * own, see src-server/modules/index.ts); the engine knows no area itself.
 */
export interface JobKinds {
  exports: Partial<Record<CsvExportKind, AnyExportDefinition>>;
  importers: Partial<Record<ImportTarget, AnyImporter>>;
  /** Targets whose file is a zip: checked and stored at once, with no dry run. */
  zipImporters: Partial<Record<ImportTarget, AnyZipImporter>>;
}

export const NO_JOB_KINDS: JobKinds = { exports: {}, importers: {}, zipImporters: {} };

/** Every module's kinds in one; a kind two modules both bring is a programming error. */
export function mergeJobKinds(parts: readonly Partial<JobKinds>[]): JobKinds {
  const merged: JobKinds = { exports: {}, importers: {}, zipImporters: {} };
  for (const part of parts) {
    for (const table of ['exports', 'importers', 'zipImporters'] as const) {
      for (const [name, value] of Object.entries(part[table] ?? {})) {
        if (Object.hasOwn(merged[table], name))
          throw new Error(`Job kind "${name}" is brought by two modules`);
        (merged[table] as Record<string, unknown>)[name] = value;
      }
    }
  }
  return merged;
}

export function exportDefinitionFor(kinds: JobKinds, exportId: string): AnyExportDefinition | null {
  const kind = csvExportKindOf(exportId);
  return kind ? (kinds.exports[kind] ?? null) : null;
}

/** The kind's definition when it is a table of rows (every file option), not a file of its own form. */
export function tableExportDefinitionFor(kinds: JobKinds, exportId: string): AnyTableExportDefinition | null {
  const definition = exportDefinitionFor(kinds, exportId);
  return definition && !isFileExport(definition) ? definition : null;
}

export function exportIdOf(kind: CsvExportKind): CsvExportId {
  return CSV_EXPORT_IDS[kind];
}

export function importerFor(kinds: JobKinds, target: string): AnyImporter | null {
  return Object.hasOwn(IMPORT_TARGETS, target) ? (kinds.importers[target as ImportTarget] ?? null) : null;
}

export function zipImporterFor(kinds: JobKinds, target: string): AnyZipImporter | null {
  return Object.hasOwn(IMPORT_TARGETS, target) ? (kinds.zipImporters[target as ImportTarget] ?? null) : null;
}
