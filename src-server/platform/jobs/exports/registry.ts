import { CSV_EXPORT_IDS, csvExportKindOf } from '@shared/constants';
import type { CsvExportId, CsvExportKind } from '@shared/constants';
import type { AnyExportDefinition } from './definition';
import { contractsExport, estimateProductsExport } from '../../../modules/contracts/export';
import { couponsExport } from '../../../modules/coupons/export';
import { customersExport } from '../../../modules/customers/export';
import { paymentHistoriesExport } from '../../../modules/payments/export';
import { shopsExport } from '../../../modules/stores/export';
import { summaryExport } from '../../../modules/sales/export';

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
