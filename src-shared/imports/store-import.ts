import type { z } from 'zod';
import { ja } from '../messages/ja';
import { fieldMessage } from '../validation/message';
import type {
  AllowIpEntry,
  shopCreateFormSchema,
  shopFormSchema,
  ShopFormValues,
} from '../validation/forms/shop';
import { allowIpEntrySchema } from '../validation/forms/shop';
import { importCell } from './import-cell';
import { importColumnOf, importColumns, importHeader, importRowInput } from './import-columns';
import type { ImportCellReaders, ImportColumn } from './import-columns';
import { issuesToCellErrors, repeatedInFileErrors } from './import-file';
import type { ImportCellError, ImportFileLayout } from './import-file';

/**
 * The CSV files of the store imports (`stores/uploads`, `stores/upload-allow-ip`): their
 * columns, and how a row becomes the shop form's input, so the console (checking a file
 * before upload) and the server (importing it) read rows alike and validate them with the
 * same form schemas.
 */

const labels = ja.forms.shop;

type ShopField = keyof z.input<typeof shopFormSchema>;

/**
 * Columns of the shop import, in file order. A row whose shop code exists updates that shop
 * (an empty password keeps the account's); any other creates a shop, password required.
 * Prefecture: JIS code or name; municipality: five-digit code; group, genre and tag: names.
 */
export const STORE_IMPORT_COLUMNS = importColumns(
  labels,
  [
    'shopCode',
    'storeName',
    'nameSei',
    'nameMei',
    'email',
    'companyName',
    'zipcode',
    'prefectureId',
    'municipalityId',
    'streetAddress',
    'buildingName',
    'telephone',
    'groupId',
    'genreId',
    'serviceTagId',
    'remarks',
    'password',
    'ecShopId',
    'ecShopPassword',
    'ecSalesType',
    'ecAuthorizedIPAddress',
    'ecRedirectUrl',
    'ecGeneratedKey',
    'latitude',
    'longitude',
  ],
  { municipalityId: labels.municipalityCode },
) satisfies readonly ImportColumn<ShopField>[];

export const STORE_IMPORT_HEADER = importHeader(STORE_IMPORT_COLUMNS);

/**
 * The shop import's file: its columns, the passwords (never exported) optional, and the columns
 * only CSV export 0001 writes set aside, so an exported file edited in Excel imports as it is.
 */
export const STORE_IMPORT_FILE: ImportFileLayout = {
  columns: STORE_IMPORT_HEADER,
  optional: [labels.password, labels.ecShopPassword],
  ignored: [
    ja.csv.shopIdHeader,
    labels.municipalityId,
    labels.status,
    ja.csv.ecHeader,
    ja.csv.registeredAtHeader,
    // What export 0001 called 登録日時 before it said its cells hold a time.
    ja.services.columns.registDate,
    ja.server.fields.updatedAt,
  ],
};

/**
 * How a cell of each column is read: trimmed, and with the form's input helpers (and what Excel
 * does to a number: the leading zero of 0600005 or 0312345678 dropped) for the coded ones.
 */
const CELL_READERS: ImportCellReaders<ShopField> = {
  shopCode: importCell.halfWidth,
  email: importCell.halfWidth,
  zipcode: importCell.zipcode,
  municipalityId: importCell.municipalityCode,
  telephone: importCell.phone,
  ecShopId: importCell.halfWidth,
  ecAuthorizedIPAddress: importCell.halfWidth,
  ecRedirectUrl: importCell.halfWidth,
  ecGeneratedKey: importCell.halfWidth,
  latitude: importCell.halfWidth,
  longitude: importCell.halfWidth,
};

/** Names the file may use for records, resolved to ids (the service's groups and tags, the genres). */
export interface StoreImportLookups {
  prefectures: readonly { code: string; name: string }[];
  groups: readonly { id: number; name: string }[];
  genres: readonly { id: number; name: string }[];
  serviceTags: readonly { id: number; name: string }[];
}

/** The header of a form field's column ('' for a field no column holds). */
export const storeImportColumnOf = importColumnOf(STORE_IMPORT_COLUMNS);

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
  const cell = (field: ShopField) => importCell.text(cells[storeImportColumnOf(field)] ?? '');
  const errors: ImportCellError[] = [];
  const input = {
    ...importRowInput(cells, STORE_IMPORT_COLUMNS, CELL_READERS),
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

/** The shop code a row names, as the importer looks the shop up by it. */
export function storeImportShopCodeOf(cells: Readonly<Record<string, string>>): string {
  return importCell.halfWidth(cells[storeImportColumnOf('shopCode')] ?? '');
}

/** The shop form's schemas: the edit form's, or the create form's for a shop code that is new. */
export type StoreImportSchema = typeof shopFormSchema | typeof shopCreateFormSchema;

export type StoreImportRowCheck =
  { ok: true; values: ShopFormValues } | { ok: false; errors: ImportCellError[] };

/**
 * A row through the shop form's schema, names resolved with the lookups: everything about a
 * row that the database need not answer. What it does answer (references, e-mails in use) is
 * the server's.
 */
export function checkStoreImportRow(
  cells: Readonly<Record<string, string>>,
  lookups: StoreImportLookups,
  schema: StoreImportSchema,
): StoreImportRowCheck {
  const { input, errors: nameErrors } = storeImportRowToInput(cells, lookups);
  const parsed = schema.safeParse(input);
  if (parsed.success && nameErrors.length === 0) return { ok: true, values: parsed.data };
  const issues = parsed.success ? [] : issuesToCellErrors(parsed.error.issues, storeImportColumnOf);
  // A name that matched nothing already has its message; the empty id it left needs no second one.
  const named = new Set(nameErrors.map((error) => error.column));
  return { ok: false, errors: [...nameErrors, ...issues.filter((issue) => !named.has(issue.column))] };
}

/** A shop code an earlier row of the file used (`seen` remembers the codes of the checked rows). */
export function repeatedShopCodeErrors(seen: Set<string>, shopCode: string): ImportCellError[] {
  return repeatedInFileErrors(seen, `code:${shopCode}`, labels.shopCode, labels.shopCode);
}

/** The e-mail of a new shop's account that an earlier row of the file opens too (case aside). */
export function repeatedEmailErrors(seen: Set<string>, email: string): ImportCellError[] {
  return repeatedInFileErrors(seen, `email:${email.toLowerCase()}`, labels.email, labels.email);
}

/** The allowed-IP import: one entry per row; each shop named in the file gets exactly its rows. */
export const ALLOW_IP_IMPORT_COLUMNS = importColumns(labels, ['shopCode', 'ipAddress', 'ipRange']);
export const ALLOW_IP_IMPORT_HEADER = importHeader(ALLOW_IP_IMPORT_COLUMNS);

/** An allowed-IP row: the entry as the shop form checks it (the shop code is the server's to find). */
export const allowIpImportRowSchema = allowIpEntrySchema;

/** The header of an allowed-IP field's column. */
export const allowIpImportColumnOf = importColumnOf(ALLOW_IP_IMPORT_COLUMNS);

export function allowIpImportRowToInput(cells: Readonly<Record<string, string>>) {
  const value = (field: string) => cells[allowIpImportColumnOf(field)] ?? '';
  return {
    shopCode: importCell.halfWidth(value('shopCode')),
    entry: {
      ipAddress: importCell.halfWidth(value('ipAddress')),
      ipRange: importCell.halfWidth(value('ipRange')),
    },
  };
}

/** What an allowed-IP row says without the database: its shop code, and its entry when valid. */
export interface AllowIpImportRowCheck {
  shopCode: string;
  entry: AllowIpEntry | null;
  errors: ImportCellError[];
}

/**
 * A row needs a shop code, and its entry must pass the shop form's check; whether a shop has
 * that code is the server's to tell.
 */
export function checkAllowIpImportRow(cells: Readonly<Record<string, string>>): AllowIpImportRowCheck {
  const { shopCode, entry } = allowIpImportRowToInput(cells);
  const parsed = allowIpImportRowSchema.safeParse(entry);
  const shopCodeErrors =
    shopCode === ''
      ? [
          {
            column: allowIpImportColumnOf('shopCode'),
            message: fieldMessage(labels.shopCode, ja.validation.required),
          },
        ]
      : [];
  const entryErrors = parsed.success ? [] : issuesToCellErrors(parsed.error.issues, allowIpImportColumnOf);
  return {
    shopCode,
    entry: parsed.success ? parsed.data : null,
    errors: [...shopCodeErrors, ...entryErrors],
  };
}
