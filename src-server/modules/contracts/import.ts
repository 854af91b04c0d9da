import { and, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import {
  checkContractImportRow,
  checkContractInterestImportRow,
  checkInterestChange,
  CONTRACT_IMPORT_HEADER,
  CONTRACT_INTEREST_IMPORT_HEADER,
  repeatedInFileErrors,
} from '@shared/imports';
import type { ContractInterestRow } from '@shared/imports';
import { ja } from '@shared/messages';
import { fieldMessage } from '@shared/validation';
import type { ContractFormValues } from '@shared/validation';
import { bulkUpdate } from '../../platform/db/bulk';
import type { Database } from '../../platform/db/client';
import { contracts } from './schema';
import type {
  ImportContext,
  Importer,
  ImportRow,
  RowCheck,
  RowError,
} from '../../platform/jobs/imports/importer';
import { rawRows } from '../../platform/db/raw-select';
import { ofShop } from '../../platform/db/shop-rows';
import { contractColumns } from './writes';

const labels = ja.contracts.fields;

interface StoredContract {
  id: number;
  condition: string;
  interestType: number;
  amountPayment: number | null;
  interestRate: number;
  updatedAt: Date;
}

/** The contract as a row was checked against: any write to it changes this. */
export const contractVersion = (stored: Pick<StoredContract, 'id' | 'updatedAt'>) =>
  `${stored.id}:${stored.updatedAt.toISOString()}`;

/** The rows of the shop a per-shop import writes to (a table of shop rows: contracts, estimate products). */
export function ofImportShop(table: Parameters<typeof ofShop>[0], ctx: ImportContext): SQL | undefined {
  return ofShop(table, { serviceId: ctx.serviceId, shopId: ctx.shopId ?? 0 });
}

/** The shop's contracts of these numbers (the imports' natural key), in one query. */
export async function contractsByNumber(
  db: Database,
  ctx: ImportContext,
  numbers: readonly string[],
): Promise<Map<string, StoredContract>> {
  if (numbers.length === 0) return new Map();
  // The numbers travel as one parameter: drizzle's inArray binds one per number, and building
  // that statement cost more than checking the rows.
  const rows = await db
    .select({
      id: contracts.id,
      contractNumber: contracts.contractNumber,
      condition: contracts.condition,
      interestType: contracts.interestType,
      amountPayment: contracts.amountPayment,
      interestRate: contracts.interestRate,
      updatedAt: contracts.updatedAt,
    })
    .from(contracts)
    .where(
      and(
        ofImportShop(contracts, ctx),
        sql`${contracts.contractNumber} = any(array(select json_array_elements_text(${JSON.stringify([...new Set(numbers)])}::json)))`,
      ),
    );
  return new Map(
    rows.map(({ contractNumber, ...row }) => [
      contractNumber,
      { ...row, interestRate: Number(row.interestRate) },
    ]),
  );
}

/** The id of the contract a version was read from (contractVersion). */
const idOfVersion = (version: string) => Number(version.slice(0, version.indexOf(':')));

/**
 * The versions of the contracts the dry run read, locked, found by primary key: a lookup by
 * number lets the planner scan every contract of the shop per chunk while the import grows the
 * table past its statistics. Keys the dry run found no contract of are left out: a contract of
 * that number made since then fails the create's INSERT (a unique violation, which refuses the
 * import as changed since the dry run).
 */
async function lockedVersions(
  planned: ReadonlyMap<string, string | null>,
  tx: Database,
  ctx: ImportContext,
): Promise<Map<string, string>> {
  const ids = [...planned.values()].flatMap((version) => (version ? [idOfVersion(version)] : []));
  if (ids.length === 0) return new Map();
  // Only `id` is in the subquery, so only an index on it can serve the lookup.
  const rows = await rawRows<{ contractNumber: string; id: number; updatedAt: Date | string }>(
    tx,
    sql`select c.contract_number as "contractNumber", c.id, c.updated_at as "updatedAt"
      from unnest(${`{${ids.join(',')}}`}::int[]) as k(id)
      cross join lateral (select * from ${contracts} where id = k.id for update) as c
      where c.service_id = ${ctx.serviceId} and c.shop_id = ${ctx.shopId ?? 0}`,
  );
  return new Map(
    rows.map((row) => [
      row.contractNumber,
      contractVersion({ id: row.id, updatedAt: new Date(row.updatedAt) }),
    ]),
  );
}

function seenNumbers(ctx: ImportContext): Set<string> {
  const seen = (ctx.scratch.get('numbers') as Set<string> | undefined) ?? new Set<string>();
  ctx.scratch.set('numbers', seen);
  return seen;
}

/** A number the file named before is an error of the later row. */
function repeatedNumber(ctx: ImportContext, cells: Readonly<Record<string, string>>): RowError[] {
  const number = (cells[labels.contractNumber] ?? '').trim();
  return number === ''
    ? []
    : repeatedInFileErrors(seenNumbers(ctx), number, labels.contractNumber, labels.contractNumber);
}

type ContractValues = ReturnType<typeof contractColumns>;

type CellsCheck<T> = { ok: true; value: T } | { ok: false; errors: RowError[] };

/**
 * What both contract files check alike: each row's cells (`check`), a number the file named
 * before, and the shop's contract of each number (read at once for the batch); `judge` decides
 * a row that passed against its stored contract (undefined for a number the shop does not have).
 */
async function checkByNumber<Row extends { contractNumber: string }, V>(
  rows: readonly ImportRow[],
  db: Database,
  ctx: ImportContext,
  check: (cells: Readonly<Record<string, string>>) => CellsCheck<Row>,
  judge: (row: Row, contract: StoredContract | undefined) => RowCheck<V>,
): Promise<RowCheck<V>[]> {
  const checked = rows.map((row) => ({ result: check(row.cells), repeated: repeatedNumber(ctx, row.cells) }));
  const numbers = checked.flatMap(({ result }) => (result.ok ? [result.value.contractNumber] : []));
  const stored = await contractsByNumber(db, ctx, numbers);
  return checked.map(({ result, repeated }): RowCheck<V> => {
    if (!result.ok || repeated.length > 0)
      return { ok: false, errors: [...(result.ok ? [] : result.errors), ...repeated] };
    return judge(result.value, stored.get(result.value.contractNumber));
  });
}

const sameTerms = (stored: StoredContract, values: ContractValues) =>
  stored.condition === values.condition &&
  stored.interestType === values.interestType &&
  stored.amountPayment === values.amountPayment &&
  stored.interestRate === values.interestRate;

/** The version column of a bulk UPDATE's target `t`: a second past the one it had, at least. */
export const nextUpdatedAt = (now: Date) =>
  sql`updated_at = greatest(${now.toISOString()}::timestamptz, date_trunc('second', t.updated_at) + interval '1 second')`;

/**
 * `shops/{shopId}/contracts/uploads`: the shop's contracts in export 0007's columns. The
 * contract number is the key: a known number updates that contract, a new one creates one, a
 * row equal to the stored contract changes nothing. So a corrected error file imported again
 * never makes a second contract of a number.
 */
export const contractsImporter: Importer<ContractValues> = {
  header: CONTRACT_IMPORT_HEADER,

  checkRows(rows, db, ctx) {
    return checkByNumber(rows, db, ctx, checkContractImportRow, (row, contract): RowCheck<ContractValues> => {
      const value = contractColumns(row as ContractFormValues);
      const key = value.contractNumber;
      if (!contract) return { ok: true, change: 'create', key, version: null, value };
      const change = sameTerms(contract, value) ? 'unchanged' : 'update';
      return { ok: true, change, key, version: contractVersion(contract), value };
    });
  },

  versions: lockedVersions,

  async apply(rows, tx, ctx) {
    const values = (change: 'create' | 'update') =>
      rows.flatMap((row) => (row.change === change ? [row.value] : []));
    await writeContracts(tx, ctx, values('create'), 'insert');
    await writeContracts(tx, ctx, values('update'), 'upsert');
  },
};

/**
 * One INSERT of the rows, given as one JSON parameter (jsonb_to_recordset): a VALUES list would
 * bind nine parameters per row, which costs far more to build and send. New contracts are a
 * plain INSERT (a number taken since the dry run is a unique violation); changed ones update
 * through the (shop, number) key, which finds each row by its index whatever the statistics.
 */
async function writeContracts(
  tx: Database,
  ctx: ImportContext,
  rows: ContractValues[],
  mode: 'insert' | 'upsert',
): Promise<void> {
  if (rows.length === 0) return;
  const records = JSON.stringify(
    rows.map((values) => ({
      n: values.contractNumber,
      c: values.condition,
      t: values.interestType,
      a: values.amountPayment,
      r: values.interestRate,
    })),
  );
  const now = ctx.now.toISOString();
  const update = sql`on conflict (shop_id, contract_number) do update set
      condition = excluded.condition,
      interest_type = excluded.interest_type,
      amount_payment = excluded.amount_payment,
      interest_rate = excluded.interest_rate,
      updated_at = greatest(excluded.updated_at, date_trunc('second', ${contracts}.updated_at) + interval '1 second')`;
  await tx.execute(sql`
    insert into ${contracts} (service_id, shop_id, contract_number, condition, interest_type, amount_payment,
      interest_rate, created_by, regist_date, updated_at)
    select ${ctx.serviceId}, ${ctx.shopId ?? 0}, n, c, t, a, r, ${ctx.userId}, ${now}::timestamptz, ${now}::timestamptz
    from jsonb_to_recordset(${records}::jsonb) as row(n text, c text, t smallint, a integer, r numeric)
    ${mode === 'upsert' ? update : sql``}`);
}

interface InterestChange {
  id: number;
  row: ContractInterestRow;
}

/**
 * `shops/{shopId}/contracts/upload-interest`: new interest terms (type and rate) for contracts
 * the shop has, by number. A number the shop does not have is an error; the other terms stay.
 */
export const contractInterestImporter: Importer<InterestChange> = {
  header: CONTRACT_INTEREST_IMPORT_HEADER,

  checkRows(rows, db, ctx) {
    return checkByNumber(
      rows,
      db,
      ctx,
      checkContractInterestImportRow,
      (row, contract): RowCheck<InterestChange> => {
        if (!contract) {
          return {
            ok: false,
            errors: [
              {
                column: labels.contractNumber,
                message: fieldMessage(labels.contractNumber, ja.contracts.unknownContract),
              },
            ],
          };
        }
        const errors = checkInterestChange({ ...contract, contractNumber: row.contractNumber }, row);
        if (errors.length > 0) return { ok: false, errors };
        const same =
          contract.interestType === (row.interestType ?? 1) && contract.interestRate === row.interestRate;
        return {
          ok: true,
          change: same ? 'unchanged' : 'update',
          key: row.contractNumber,
          version: contractVersion(contract),
          value: { id: contract.id, row },
        };
      },
    );
  },

  versions: lockedVersions,

  async apply(changes, tx, ctx) {
    await bulkUpdate(
      tx,
      contracts,
      changes.map(({ value: { id, row } }) => ({
        id,
        interestType: row.interestType ?? 1,
        interestRate: row.interestRate,
      })),
      {
        set: [nextUpdatedAt(ctx.now)],
        where: sql`t.service_id = ${ctx.serviceId} and t.shop_id = ${ctx.shopId ?? 0}`,
      },
    );
  },
};
