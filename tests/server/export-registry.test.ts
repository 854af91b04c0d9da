import { describe, expect, it } from 'vitest';
import { CSV_EXPORT_IDS } from '@shared/constants';
import type { CsvExportKind } from '@shared/constants';
import { exportDefinitionFor, exportIdOf } from '../../src-server/platform/jobs/exports/registry';

describe('the export registry', () => {
  it('has a definition of its own kind behind every export number of the spec', () => {
    for (const [kind, exportId] of Object.entries(CSV_EXPORT_IDS) as [CsvExportKind, string][]) {
      expect({ exportId, kind: exportDefinitionFor(exportId)?.kind }).toEqual({ exportId, kind });
      expect(exportIdOf(kind)).toBe(exportId);
    }
  });

  it('has nothing behind a number that is not an export', () => {
    for (const exportId of ['0006', '9999', '', 'shops']) expect(exportDefinitionFor(exportId)).toBeNull();
  });
});
