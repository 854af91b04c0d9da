import {
  ALLOW_IP_IMPORT_HEADER,
  checkAllowIpImportRow,
  checkStoreImportRow,
  readImportCsv,
  repeatedShopCodeErrors,
  STORE_IMPORT_FILE,
} from '@shared/imports';
import { shopFormSchema } from '@shared/validation/forms/shop';
import { checkCsvRows } from './csv-row-checks';
import type { ImportValidator } from './import-validators';
import type { StoreImportLookupSource } from './store-import-lookups';

/**
 * `stores`: the header, then every row as the server's importer checks it before it asks the
 * database anything, with the same names resolved from the service's lookups.
 */
export function storesImportValidator(lookupsOf: StoreImportLookupSource): ImportValidator {
  return async ({ subdomain, text }) => {
    const file = readImportCsv(text, STORE_IMPORT_FILE);
    if (!file.ok) return { outcome: 'fileRejected', message: file.message };
    const lookups = await lookupsOf(subdomain);
    if (!lookups.ok) return { outcome: 'unchecked', reason: lookups.error.kind };
    const seenShopCodes = new Set<string>();
    return checkCsvRows(file.columns, file.records, (row) => {
      // Only the database knows whether a code is new, and so whether the stricter create
      // form applies (the password required); the edit form finds every other error it would.
      const checked = checkStoreImportRow(row.cells, lookups.data, shopFormSchema);
      return checked.ok ? repeatedShopCodeErrors(seenShopCodes, checked.values.shopCode) : checked.errors;
    });
  };
}

/** `storesAllowIp`: the header, the shop code given, the entry valid; whether the shop exists is the server's to tell. */
export const allowIpsImportValidator: ImportValidator = ({ text }) => {
  const file = readImportCsv(text, ALLOW_IP_IMPORT_HEADER);
  if (!file.ok) return { outcome: 'fileRejected', message: file.message };
  return checkCsvRows(file.columns, file.records, (row) => checkAllowIpImportRow(row.cells).errors);
};
