import { eq } from 'drizzle-orm';
import type { CompanySetting } from '@shared/api';
import type { BankAccountType } from '@shared/constants';
import { ROLE_CLIENT } from '@shared/constants';
import { ja } from '@shared/messages';
import type { CompanyFormValues } from '@shared/validation';
import { findMunicipality, prefectureName } from '../../platform/address/japan-post';
import { municipalityErrors } from '../../platform/address/validation';
import type { Caller } from '../../platform/auth/session';
import type { Database } from '../../platform/db/client';
import { companies, services, shops } from '../../platform/db/schema';
import { forbidden, staleWrite, validationFailed } from '../../platform/errors';
import { assertVersion, nextVersion } from '../../platform/db/versions';
import { apiTime } from '../../platform/http/time';
import { emptyToNull } from '../../platform/db/list-helpers';

/**
 * Whose company the caller edits: a client its service's, a store user its shop's
 * (the shop's operating company). Each answers the company id (null before the first save)
 * and how to attach a new one.
 */
interface CompanyOwner {
  companyId: number | null;
  /** The name to start from before the first save. */
  defaultName: string;
  attach(db: Database, companyId: number): Promise<void>;
}

async function ownerOf(db: Database, caller: Caller): Promise<CompanyOwner> {
  if (caller.role === ROLE_CLIENT && caller.serviceId !== null) {
    const serviceId = caller.serviceId;
    const [service] = await db
      .select({ companyId: services.companyId })
      .from(services)
      .where(eq(services.id, serviceId));
    return {
      companyId: service?.companyId ?? null,
      defaultName: '',
      attach: async (tx, companyId) =>
        void (await tx.update(services).set({ companyId }).where(eq(services.id, serviceId))),
    };
  }
  if (caller.shopId === null) throw forbidden();
  const shopId = caller.shopId;
  const [shop] = await db
    .select({ companyId: shops.companyId, companyName: shops.companyName })
    .from(shops)
    .where(eq(shops.id, shopId));
  return {
    companyId: shop?.companyId ?? null,
    defaultName: shop?.companyName ?? '',
    attach: async (tx, companyId) =>
      void (await tx.update(shops).set({ companyId }).where(eq(shops.id, shopId))),
  };
}

type CompanyRow = typeof companies.$inferSelect;

function toSetting(row: CompanyRow): CompanySetting {
  const text = (value: string | null) => value ?? '';
  return {
    id: row.id,
    companyName: row.name,
    companyNameKana: text(row.nameKana),
    zipcode: text(row.zipcode),
    prefectureId: row.prefectureId,
    municipalityId: row.municipalityId,
    municipalityName: row.municipalityId ? (findMunicipality(row.municipalityId)?.name ?? '') : '',
    streetAddress: text(row.streetAddress),
    buildingName: text(row.buildingName),
    telephone: text(row.telephone),
    representativeName: text(row.representativeName),
    bankCode: text(row.bankCode),
    bankName: text(row.bankName),
    branchCode: text(row.branchCode),
    branchName: text(row.branchName),
    accountType: row.accountType as BankAccountType | null,
    accountNumber: text(row.accountNumber),
    accountHolderKana: text(row.accountHolderKana),
    updatedAt: apiTime(row.updatedAt),
  };
}

function emptySetting(companyName: string): CompanySetting {
  return {
    id: null,
    companyName,
    companyNameKana: '',
    zipcode: '',
    prefectureId: null,
    municipalityId: null,
    municipalityName: '',
    streetAddress: '',
    buildingName: '',
    telephone: '',
    representativeName: '',
    bankCode: '',
    bankName: '',
    branchCode: '',
    branchName: '',
    accountType: null,
    accountNumber: '',
    accountHolderKana: '',
    updatedAt: null,
  };
}

export async function loadCompanySetting(db: Database, caller: Caller): Promise<CompanySetting> {
  const owner = await ownerOf(db, caller);
  if (owner.companyId === null) return emptySetting(owner.defaultName);
  const [row] = await db.select().from(companies).where(eq(companies.id, owner.companyId));
  return row ? toSetting(row) : emptySetting(owner.defaultName);
}

function companyColumns(values: CompanyFormValues) {
  const municipalityName = values.municipalityId ? (findMunicipality(values.municipalityId)?.name ?? '') : '';
  return {
    name: values.companyName,
    nameKana: values.companyNameKana,
    zipcode: values.zipcode,
    prefectureId: values.prefectureId,
    municipalityId: values.municipalityId,
    streetAddress: values.streetAddress,
    buildingName: emptyToNull(values.buildingName),
    address: `${prefectureName(values.prefectureId ?? 0)}${municipalityName}${values.streetAddress}${values.buildingName}`,
    telephone: values.telephone,
    representativeName: values.representativeName,
    bankCode: emptyToNull(values.bankCode),
    bankName: emptyToNull(values.bankName),
    branchCode: emptyToNull(values.branchCode),
    branchName: emptyToNull(values.branchName),
    accountType: values.accountType,
    accountNumber: emptyToNull(values.accountNumber),
    accountHolderKana: emptyToNull(values.accountHolderKana),
  };
}

/**
 * Saves the caller's company: the first save creates and attaches it (updatedAt null then; a
 * client that reads no versions sends none, and nothing is checked).
 */
export async function saveCompanySetting(
  db: Database,
  caller: Caller,
  values: CompanyFormValues & { updatedAt?: string | null | undefined },
  now: Date,
): Promise<void> {
  const errors = municipalityErrors(
    values.prefectureId,
    values.municipalityId,
    ja.forms.company.municipalityId,
  );
  if (errors.length > 0) throw validationFailed(errors);
  await db.transaction(async (tx) => {
    const owner = await ownerOf(tx, caller);
    if (owner.companyId === null) {
      if (values.updatedAt !== null && values.updatedAt !== undefined) throw staleWrite();
      const [created] = await tx
        .insert(companies)
        .values({ ...companyColumns(values), registDate: now, updatedAt: now })
        .returning({ id: companies.id });
      if (created) await owner.attach(tx, created.id);
      return;
    }
    const [current] = await tx
      .select({ updatedAt: companies.updatedAt })
      .from(companies)
      .where(eq(companies.id, owner.companyId))
      .for('update');
    if (!current || values.updatedAt === null) throw staleWrite();
    assertVersion(current.updatedAt, values.updatedAt);
    await tx
      .update(companies)
      .set({ ...companyColumns(values), updatedAt: nextVersion(companies.updatedAt, now) })
      .where(eq(companies.id, owner.companyId));
  });
}
