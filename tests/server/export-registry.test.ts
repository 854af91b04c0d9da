import { describe, expect, it } from 'vitest';
import { CSV_EXPORT_IDS, IMPORT_TARGETS } from '@shared/constants';
import { matchImportHeader, STORE_IMPORT_FILE } from '@shared/imports';
import type { CsvExportKind } from '@shared/constants';
import { jobKindsOf } from '../../src-server/modules';
import {
  exportDefinitionFor,
  tableExportDefinitionFor,
  exportIdOf,
  importerFor,
  mergeJobKinds,
  zipImporterFor,
} from '../../src-server/platform/jobs/kinds';

describe('the job kinds the modules bring', () => {
  const kinds = jobKindsOf();

  it('has a definition of its own kind behind every export number of the spec', () => {
    for (const [kind, exportId] of Object.entries(CSV_EXPORT_IDS) as [CsvExportKind, string][]) {
      expect({ exportId, kind: exportDefinitionFor(kinds, exportId)?.kind }).toEqual({ exportId, kind });
      expect(exportIdOf(kind)).toBe(exportId);
    }
  });

  it('has nothing behind a number that is not an export', () => {
    for (const exportId of ['0006', '9999', '', 'shops'])
      expect(exportDefinitionFor(kinds, exportId)).toBeNull();
  });

  it('has an importer, CSV or zip, behind every import target of the spec', () => {
    for (const target of Object.keys(IMPORT_TARGETS)) {
      expect({
        target,
        served: Boolean(importerFor(kinds, target) ?? zipImporterFor(kinds, target)),
      }).toEqual({
        target,
        served: true,
      });
    }
    expect(importerFor(kinds, 'toString')).toBeNull();
  });

  it('refuses a kind two modules both bring', () => {
    const [exportKind] = Object.keys(kinds.exports) as CsvExportKind[];
    const twice = { exports: { [exportKind!]: kinds.exports[exportKind!] } };
    expect(() => mergeJobKinds([twice, twice])).toThrow(exportKind);
  });

  it("reads the header of the stores' export 0001 as the store import's, so an exported file imports as it is", () => {
    const header = tableExportDefinitionFor(kinds, '0001')?.columns.map((column) => column.header) ?? [];
    expect(header.length).toBeGreaterThan(0);
    expect(matchImportHeader(header, STORE_IMPORT_FILE)).toMatchObject({ ok: true });
  });
});
