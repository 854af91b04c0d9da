import { CSV_EXPORT_IDS, csvExportKindOf } from '@shared/constants';
import type { CsvExportId, CsvExportKind } from '@shared/constants';
import type { AnyExportDefinition } from './definition';
import { contractsExport, estimateProductsExport } from './contracts';
import { couponsExport } from './coupons';
import { customersExport } from './customers';
import { paymentHistoriesExport } from './payment-histories';
import { shopsExport } from './shops';
import { summaryExport } from './summary';

/**
 * The exports the server can produce, by kind. A kind without a definition (its data does not
 * exist yet) is refused with 422 when it is requested.
 */
const DEFINITIONS: Partial<Record<CsvExportKind, AnyExportDefinition>> = {
  [shopsExport.kind]: shopsExport,
  [couponsExport.kind]: couponsExport,
  [customersExport.kind]: customersExport,
  [paymentHistoriesExport.kind]: paymentHistoriesExport,
  [summaryExport.kind]: summaryExport,
  [contractsExport.kind]: contractsExport,
  [estimateProductsExport.kind]: estimateProductsExport,
};

export function exportDefinitionFor(exportId: string): AnyExportDefinition | null {
  const kind = csvExportKindOf(exportId);
  return kind ? (DEFINITIONS[kind] ?? null) : null;
}

export function exportIdOf(kind: CsvExportKind): CsvExportId {
  return CSV_EXPORT_IDS[kind];
}
