import { importCell } from './import-cell';
import { z } from 'zod';
import { INTEREST_TYPES } from '../constants/contract';
import { ONETIME_PAYMENT, RIBBON_PAYMENT } from '../constants/payment';
import { ja } from '../messages/ja';
import {
  contractFormSchema,
  contractFormShape,
  contractFormRules,
  estimateProductFormShape,
  interestRateField,
} from '../validation/forms/contract';
import type { ContractFormValues } from '../validation/forms/contract';
import { idField } from '../validation/choice-fields';
import { issuesToCellErrors } from './import-file';
import type { ImportCellError } from './import-file';
import { importColumnOf, importColumns, importHeader, importRowInput } from './import-columns';
import type { ImportColumn } from './import-columns';

/**
 * The CSV files of the contract area: contracts (`shops/{shopId}/contracts/uploads`), their
 * interest (`.../contracts/upload-interest`) and estimate products (1002,
 * `shops/{shopId}/estimate-products/upload`). Exports 0007 and 0008 write exactly these
 * columns, so an exported file edited in a spreadsheet imports again. Cells take the labels
 * the export writes (「12回」「リボ払い」「実質年率（元利均等）」) or the codes ('12', 'ribbonPayment', 3).
 *
 * Natural keys (a corrected file imported again updates, never duplicates):
 * - a contract is its contract number within the shop: a known number is updated;
 * - the interest file only updates contracts the shop has (by number);
 * - an estimate product is its 試算商品ID when the cell is filled (it must be the shop's), else
 *   its title within the shop (titles are unique per shop): a known one is updated.
 */

const labels = ja.contracts.fields;

export const CONTRACT_IMPORT_COLUMNS = importColumns(labels, [
  'contractNumber',
  'condition',
  'interestType',
  'interestRate',
  'amountPayment',
]) satisfies readonly ImportColumn<keyof ContractFormValues>[];
export const CONTRACT_IMPORT_HEADER = importHeader(CONTRACT_IMPORT_COLUMNS);

export const CONTRACT_INTEREST_IMPORT_COLUMNS = importColumns(labels, [
  'contractNumber',
  'interestType',
  'interestRate',
]) satisfies readonly ImportColumn<keyof ContractFormValues>[];
export const CONTRACT_INTEREST_IMPORT_HEADER = importHeader(CONTRACT_INTEREST_IMPORT_COLUMNS);

export const ESTIMATE_PRODUCT_IMPORT_COLUMNS = importColumns(
  labels,
  ['id', 'title', 'amount', 'contractNumber'],
  {
    id: labels.productId,
  },
);
export const ESTIMATE_PRODUCT_IMPORT_HEADER = importHeader(ESTIMATE_PRODUCT_IMPORT_COLUMNS);

/** 「12回」 → '12', 「ボーナス一括払い」 → onetimePayment, 「リボ払い」 → ribbonPayment; codes as they are. */
export function conditionFromCell(cell: string): string {
  const text = cell.trim();
  if (text === ja.paymentCount.onetime) return ONETIME_PAYMENT;
  if (text === ja.paymentCount.revolving) return RIBBON_PAYMENT;
  const count = /^(\d{1,2})回$/.exec(text);
  return count ? (count[1] ?? '') : text;
}

/** A type's label (or its code) as the code. */
export function interestTypeFromCell(cell: string): string {
  const text = cell.trim();
  const byLabel = INTEREST_TYPES.find((type) => ja.contracts.interestType[type] === text);
  return byLabel === undefined ? text : String(byLabel);
}

type CellsCheck<T> = { ok: true; value: T } | { ok: false; errors: ImportCellError[] };

const amountFromCell = (cell: string) => importCell.halfWidth(cell).replace(/,/g, '');

/** How the contract files' cells are read (a title is taken trimmed): codes half-width, labels as codes. */
const CELL_READERS = {
  id: importCell.halfWidth,
  contractNumber: importCell.halfWidth,
  condition: (cell: string) => conditionFromCell(importCell.halfWidth(cell)),
  interestType: interestTypeFromCell,
  interestRate: importCell.halfWidth,
  amountPayment: amountFromCell,
  amount: amountFromCell,
};

/** A row of one of the contract files, checked with the schema of its rows. */
function checkRow<T>(
  cells: Readonly<Record<string, string>>,
  columns: readonly ImportColumn<string>[],
  schema: z.ZodType<T>,
): CellsCheck<T> {
  const result = schema.safeParse(importRowInput(cells, columns, CELL_READERS));
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, errors: issuesToCellErrors(result.error.issues, importColumnOf(columns)) };
}

/** A contracts row, checked with the contract form's own schema. */
export function checkContractImportRow(
  cells: Readonly<Record<string, string>>,
): CellsCheck<ContractFormValues> {
  return checkRow(cells, CONTRACT_IMPORT_COLUMNS, contractFormSchema);
}

const interestRowSchema = z.object({
  contractNumber: contractFormShape.contractNumber,
  interestType: contractFormShape.interestType,
  interestRate: interestRateField(labels.interestRate),
});
export type ContractInterestRow = z.output<typeof interestRowSchema>;

/**
 * An interest row: the number names the contract, whose type and rate it replaces. The rules
 * against the contract's other terms are checked with the stored contract (checkInterestChange).
 */
export function checkContractInterestImportRow(
  cells: Readonly<Record<string, string>>,
): CellsCheck<ContractInterestRow> {
  return checkRow(cells, CONTRACT_INTEREST_IMPORT_COLUMNS, interestRowSchema);
}

/** The stored contract with the interest of the row, checked by the contract form's rules. */
export function checkInterestChange(
  stored: Omit<ContractFormValues, 'interestType' | 'interestRate'>,
  row: ContractInterestRow,
): ImportCellError[] {
  const result = z
    .object({})
    .passthrough()
    .check(...(contractFormRules as z.core.$ZodCheck<object>[]))
    .safeParse({ ...stored, ...row });
  return result.success
    ? []
    : issuesToCellErrors(result.error.issues, importColumnOf(CONTRACT_INTEREST_IMPORT_COLUMNS));
}

const productRowSchema = z.object({
  id: idField(labels.productId),
  title: estimateProductFormShape.title,
  amount: estimateProductFormShape.amount,
  contractNumber: contractFormShape.contractNumber,
});
export type EstimateProductImportRow = z.output<typeof productRowSchema>;

export function checkEstimateProductImportRow(
  cells: Readonly<Record<string, string>>,
): CellsCheck<EstimateProductImportRow> {
  return checkRow(cells, ESTIMATE_PRODUCT_IMPORT_COLUMNS, productRowSchema);
}
