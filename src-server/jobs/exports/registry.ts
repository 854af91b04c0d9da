import { CSV_EXPORT_IDS, csvExportKindOf } from '@shared/constants';
import type { CsvExportId, CsvExportKind } from '@shared/constants';
import type { AnyExportDefinition } from './definition';
import { contractsExport, estimateProductsExport } from './contracts';
import { couponsExport } from './coupons';
import { customersExport } from './customers';
import { paymentHistoriesExport } from './payment-histories';
import { shopsExport } from './shops';
import { summaryExport } from './summary';

/** The exports the server can produce: one definition for every kind of the spec. */
const DEFINITIONS: Record<CsvExportKind, AnyExportDefinition> = {
  shops: shopsExport,
  coupons: couponsExport,
  customers: customersExport,
  paymentHistories: paymentHistoriesExport,
  summary: summaryExport,
  shopContract: contractsExport,
  estimateProduct: estimateProductsExport,
};

export function exportDefinitionFor(exportId: string): AnyExportDefinition | null {
  const kind = csvExportKindOf(exportId);
  return kind ? DEFINITIONS[kind] : null;
}

export function exportIdOf(kind: CsvExportKind): CsvExportId {
  return CSV_EXPORT_IDS[kind];
}
