import type { z } from 'zod';
import { ja } from '../messages/ja';
import { fieldMessage } from '../validation/message';
import type { shopFormSchema } from '../validation/forms/shop';
import { allowIpEntrySchema } from '../validation/forms/shop';

/**
 * The CSV files of the store imports (`stores/uploads`, `stores/upload-allow-ip`): their
 * columns, and how a row becomes the shop form's input, so the console (checking a file
 * before upload) and the server (importing it) read rows alike and validate them with the
 * same form schemas.
 */

const labels = ja.forms.shop;

/** One CSV column: the form field it fills and its Japanese header. */
export interface ImportColumn<F extends string> {
  field: F;
  header: string;
}

type ShopField = keyof z.input<typeof shopFormSchema>;

/**
 * Columns of the shop import, in file order. A row whose shop code exists updates that shop
 * (an empty password keeps the account's); any other creates a shop, password required.
 * Prefecture: JIS code or name; municipality: five-digit code; group, genre and tag: names.
 */
export const STORE_IMPORT_COLUMNS = [
  { field: 'shopCode', header: labels.shopCode },
  { field: 'storeName', header: labels.storeName },
  { field: 'nameSei', header: labels.nameSei },
  { field: 'nameMei', header: labels.nameMei },
  { field: 'email', header: labels.email },
  { field: 'companyName', header: labels.companyName },
  { field: 'zipcode', header: labels.zipcode },
  { field: 'prefectureId', header: labels.prefectureId },
  { field: 'municipalityId', header: labels.municipalityCode },
  { field: 'streetAddress', header: labels.streetAddress },
  { field: 'buildingName', header: labels.buildingName },
  { field: 'telephone', header: labels.telephone },
  { field: 'groupId', header: labels.groupId },
  { field: 'genreId', header: labels.genreId },
  { field: 'serviceTagId', header: labels.serviceTagId },
  { field: 'remarks', header: labels.remarks },
  { field: 'password', header: labels.password },
  { field: 'ecShopId', header: labels.ecShopId },
  { field: 'ecShopPassword', header: labels.ecShopPassword },
  { field: 'ecSalesType', header: labels.ecSalesType },
  { field: 'ecAuthorizedIPAddress', header: labels.ecAuthorizedIPAddress },
  { field: 'ecRedirectUrl', header: labels.ecRedirectUrl },
  { field: 'ecGeneratedKey', header: labels.ecGeneratedKey },
  { field: 'latitude', header: labels.latitude },
  { field: 'longitude', header: labels.longitude },
] as const satisfies readonly ImportColumn<ShopField>[];

export const STORE_IMPORT_HEADER: readonly string[] = STORE_IMPORT_COLUMNS.map((column) => column.header);

/** Names the file may use for records, resolved to ids (the service's groups and tags, the genres). */
export interface StoreImportLookups {
  prefectures: readonly { code: string; name: string }[];
  groups: readonly { id: number; name: string }[];
  genres: readonly { id: number; name: string }[];
  serviceTags: readonly { id: number; name: string }[];
}

/** A problem with one cell, by its header (or the whole row when empty). */
export interface ImportCellError {
  column: string;
  message: string;
}

/** The header of a form field's column ('' for a field no column holds). */
export function storeImportColumnOf(field: string): string {
  return STORE_IMPORT_COLUMNS.find((column) => column.field === field)?.header ?? '';
}

type Named = { id: number; name: string };

function resolveName(value: string, records: readonly Named[], field: ShopField, errors: ImportCellError[]) {
  if (value === '') return null;
  const record = records.find((candidate) => candidate.name === value);
  if (!record)
    errors.push({
      column: storeImportColumnOf(field),
      message: fieldMessage(labels[field as keyof typeof labels], ja.validation.unknownChoice),
    });
  return record?.id ?? null;
}

/** A prefecture by JIS code ("13", "1") or by name ("東京都"). */
function resolvePrefecture(value: string, lookups: StoreImportLookups, errors: ImportCellError[]) {
  if (value === '' || /^\d{1,2}$/.test(value)) return value;
  const prefecture = lookups.prefectures.find((candidate) => candidate.name === value);
  if (!prefecture)
    errors.push({
      column: labels.prefectureId,
      message: fieldMessage(labels.prefectureId, ja.validation.unknownChoice),
    });
  return prefecture?.code ?? null;
}

/** The EC sales type by value ("1") or by its label ("仮売上"). */
function resolveSalesType(value: string): string {
  const entry = Object.entries(ja.enums.ecSalesType).find(([, label]) => label === value);
  return entry ? entry[0] : value;
}

/**
 * A CSV row (cells by header) as the shop form's input, with names turned into ids. Names
 * that match nothing are reported here; everything else is left to the form schema.
 */
export function storeImportRowToInput(
  cells: Readonly<Record<string, string>>,
  lookups: StoreImportLookups,
): { input: z.input<typeof shopFormSchema>; errors: ImportCellError[] } {
  const cell = (field: ShopField) => (cells[storeImportColumnOf(field)] ?? '').trim();
  const errors: ImportCellError[] = [];
  const input = {
    ...Object.fromEntries(STORE_IMPORT_COLUMNS.map(({ field, header }) => [field, cells[header] ?? ''])),
    prefectureId: resolvePrefecture(cell('prefectureId'), lookups, errors),
    groupId: resolveName(cell('groupId'), lookups.groups, 'groupId', errors),
    genreId: resolveName(cell('genreId'), lookups.genres, 'genreId', errors),
    serviceTagId: resolveName(cell('serviceTagId'), lookups.serviceTags, 'serviceTagId', errors),
    ecSalesType: resolveSalesType(cell('ecSalesType')),
    allowIps: [],
    deletedAllowIps: [],
  };
  return { input, errors };
}

/** The allowed-IP import: one entry per row; each shop named in the file gets exactly its rows. */
export const ALLOW_IP_IMPORT_COLUMNS = [
  { field: 'shopCode', header: labels.shopCode },
  { field: 'ipAddress', header: labels.ipAddress },
  { field: 'ipRange', header: labels.ipRange },
] as const satisfies readonly ImportColumn<string>[];

export const ALLOW_IP_IMPORT_HEADER: readonly string[] = ALLOW_IP_IMPORT_COLUMNS.map(
  (column) => column.header,
);

/** An allowed-IP row: the entry as the shop form checks it (the shop code is the server's to find). */
export const allowIpImportRowSchema = allowIpEntrySchema;

export function allowIpImportRowToInput(cells: Readonly<Record<string, string>>) {
  const value = (field: string) =>
    cells[ALLOW_IP_IMPORT_COLUMNS.find((column) => column.field === field)?.header ?? ''] ?? '';
  return {
    shopCode: value('shopCode').trim(),
    entry: { ipAddress: value('ipAddress'), ipRange: value('ipRange') },
  };
}

/** The header of an allowed-IP field's column. */
export function allowIpImportColumnOf(field: string): string {
  return ALLOW_IP_IMPORT_COLUMNS.find((column) => column.field === field)?.header ?? '';
}
