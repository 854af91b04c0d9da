import { and, eq, sql } from 'drizzle-orm';
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
import type { Database } from '../db/client';
import { contracts } from '../db/schema-contracts';
import type { ImportContext, Importer } from '../jobs/imports/importer';
import { nextVersion } from '../http/optimistic-lock';
import { contractColumns } from '../queries/contract-writes';

const labels = ja.contracts.fields;
/** Rows per INSERT … ON CONFLICT statement. */
const WRITE_CHUNK = 20_000;

interface StoredContract {
  id: number;
  condition: string;
  interestType: number;
  amountPayment: number | null;
  interestRate: number;
}

/** What an import row does to the shop's contracts. */
export type RowAction = 'create' | 'update' | 'unchanged';

/** The shop's contracts by number, read once per file (the import's natural key). */
async function storedContracts(ctx: ImportContext): Promise<Map<string, StoredContract>> {
  const cached = ctx.scratch.get('contracts') as Map<string, StoredContract> | undefined;
  if (cached) return cached;
  const rows = await ctx.tx
    .select({
      id: contracts.id,
      contractNumber: contracts.contractNumber,
      condition: contracts.condition,
      interestType: contracts.interestType,
      amountPayment: contracts.amountPayment,
      interestRate: contracts.interestRate,
    })
    .from(contracts)
    .where(and(eq(contracts.serviceId, ctx.serviceId), eq(contracts.shopId, ctx.shopId ?? 0)));
  const map = new Map(
    rows.map(({ contractNumber, ...row }) => [
      contractNumber,
      { ...row, interestRate: Number(row.interestRate) },
    ]),
  );
  ctx.scratch.set('contracts', map);
  return map;
}

function seenNumbers(ctx: ImportContext): Set<string> {
  const seen = (ctx.scratch.get('numbers') as Set<string> | undefined) ?? new Set<string>();
  ctx.scratch.set('numbers', seen);
  return seen;
}

const sameTerms = (stored: StoredContract, values: ReturnType<typeof contractColumns>) =>
  stored.condition === values.condition &&
  stored.interestType === values.interestType &&
  stored.amountPayment === values.amountPayment &&
  stored.interestRate === values.interestRate;

export interface ContractImportValue {
  action: RowAction;
  values: ReturnType<typeof contractColumns>;
}

/**
 * `shops/{shopId}/contracts/uploads`: the shop's contracts in export 0007's columns. The
 * contract number is the key: a known number updates that contract, a new one creates one, a
 * row equal to the stored contract changes nothing. So a corrected error file imported again
 * never makes a second contract of a number.
 */
export const contractsImporter: Importer<ContractImportValue> = {
  header: CONTRACT_IMPORT_HEADER,

  async validateRow(row, ctx) {
    const checked = checkContractImportRow(row.cells);
    const number = (row.cells[labels.contractNumber] ?? '').trim();
    const repeated =
      number === ''
        ? []
        : repeatedInFileErrors(seenNumbers(ctx), number, labels.contractNumber, labels.contractNumber);
    if (!checked.ok || repeated.length > 0)
      return { ok: false, errors: [...(checked.ok ? [] : checked.errors), ...repeated] };
    const values = contractColumns(checked.value as ContractFormValues);
    const stored = (await storedContracts(ctx)).get(values.contractNumber);
    const action: RowAction = !stored ? 'create' : sameTerms(stored, values) ? 'unchanged' : 'update';
    return { ok: true, value: { action, values } };
  },

  async apply(rows, tx, ctx) {
    const changed = rows.filter((row) => row.action !== 'unchanged');
    for (let start = 0; start < changed.length; start += WRITE_CHUNK) {
      await upsertContracts(tx, ctx, changed.slice(start, start + WRITE_CHUNK));
    }
  },
};

/**
 * One INSERT … ON CONFLICT per chunk, its rows given as one JSON parameter (jsonb_to_recordset):
 * a VALUES list would bind nine parameters per row, which costs far more to build and send.
 */
async function upsertContracts(tx: Database, ctx: ImportContext, rows: ContractImportValue[]): Promise<void> {
  const records = JSON.stringify(
    rows.map(({ values }) => ({
      n: values.contractNumber,
      c: values.condition,
      t: values.interestType,
      a: values.amountPayment,
      r: values.interestRate,
    })),
  );
  const now = ctx.now.toISOString();
  await tx.execute(sql`
    insert into ${contracts} (service_id, shop_id, contract_number, condition, interest_type, amount_payment,
      interest_rate, created_by, regist_date, updated_at)
    select ${ctx.serviceId}, ${ctx.shopId ?? 0}, n, c, t, a, r, ${ctx.userId}, ${now}::timestamptz, ${now}::timestamptz
    from jsonb_to_recordset(${records}::jsonb) as row(n text, c text, t smallint, a integer, r numeric)
    on conflict (shop_id, contract_number) do update set
      condition = excluded.condition,
      interest_type = excluded.interest_type,
      amount_payment = excluded.amount_payment,
      interest_rate = excluded.interest_rate,
      updated_at = greatest(excluded.updated_at, date_trunc('second', ${contracts}.updated_at) + interval '1 second')`);
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

  async validateRow(row, ctx) {
    const checked = checkContractInterestImportRow(row.cells);
    const number = (row.cells[labels.contractNumber] ?? '').trim();
    const repeated =
      number === ''
        ? []
        : repeatedInFileErrors(seenNumbers(ctx), number, labels.contractNumber, labels.contractNumber);
    if (!checked.ok || repeated.length > 0)
      return { ok: false, errors: [...(checked.ok ? [] : checked.errors), ...repeated] };
    const stored = (await storedContracts(ctx)).get(checked.value.contractNumber);
    if (!stored) {
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
    const errors = checkInterestChange(
      { ...stored, contractNumber: checked.value.contractNumber },
      checked.value,
    );
    return errors.length > 0
      ? { ok: false, errors }
      : { ok: true, value: { id: stored.id, row: checked.value } };
  },

  async apply(changes, tx, ctx) {
    for (const { id, row } of changes) {
      await tx
        .update(contracts)
        .set({
          interestType: row.interestType ?? 1,
          interestRate: row.interestRate,
          updatedAt: nextVersion(contracts.updatedAt, ctx.now),
        })
        .where(eq(contracts.id, id));
    }
  },
};
