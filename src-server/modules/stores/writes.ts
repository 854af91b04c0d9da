import { and, eq } from 'drizzle-orm';
import type { ErrorEntry } from '@shared/api';
import { ROLE_STORE, SHOP_STATUS } from '@shared/constants';
import { ja } from '@shared/messages';
import { fieldMessage } from '@shared/validation';
import type { ShopFormValues } from '@shared/validation';
import { findMunicipality } from '../../platform/address/japan-post';
import type { Database } from '../../platform/db/client';
import { rethrowUniqueViolations } from '../../platform/db/errors';
import { shops } from '../../platform/db/schema';
import { alreadyRegistered, notFound, validationFailed } from '../../platform/errors';
import { rowExists, updateAtVersion } from '../../platform/db/exists';
import {
  STORE_ACCOUNTS,
  createAccount,
  deleteWithAccounts,
  emailErrors,
  holderAccountId,
  setAccountPassword,
} from '../users';
import type { PasswordPolicy } from '../users';
import { saveAllowIps } from './allow-ips';
import { emptyToNull } from '../../platform/db/list-helpers';
import { storeReferenceErrors } from './references';

const labels = ja.forms.shop;

/** The shop columns a form sets. The EC password only when one is typed; no EC shop id clears it. */
export function shopColumns(values: ShopFormValues) {
  const ec = values.ecShopId !== '';
  return {
    ownerNameSei: values.nameSei,
    ownerNameMei: values.nameMei,
    email: values.email,
    companyName: emptyToNull(values.companyName),
    zipcode: values.zipcode,
    groupId: values.groupId,
    prefectureId: values.prefectureId ?? 0,
    municipalityId: values.municipalityId,
    municipality: values.municipalityId ? (findMunicipality(values.municipalityId)?.name ?? '') : '',
    streetAddress: values.streetAddress,
    buildingName: emptyToNull(values.buildingName),
    telephone: values.telephone,
    name: values.storeName,
    genreId: values.genreId,
    serviceTagId: values.serviceTagId,
    remarks: emptyToNull(values.remarks),
    shopCode: values.shopCode,
    latitude: values.latitude,
    longitude: values.longitude,
    ecEnabled: ec ? 1 : 0,
    ecShopId: emptyToNull(values.ecShopId),
    ecSalesType: ec ? values.ecSalesType : null,
    ecAuthorizedIpAddress: ec ? emptyToNull(values.ecAuthorizedIPAddress) : null,
    ecRedirectUrl: ec ? emptyToNull(values.ecRedirectUrl) : null,
    ecGeneratedKey: ec ? emptyToNull(values.ecGeneratedKey) : null,
    ...(!ec
      ? { ecShopPassword: null }
      : values.ecShopPassword !== ''
        ? { ecShopPassword: values.ecShopPassword }
        : {}),
  };
}

/** A unique index lost to a concurrent write answers as the form check would have. */
const rethrowAsFieldError = rethrowUniqueViolations({
  shops_service_code_unique: () => validationFailed([alreadyRegistered('shopCode', labels.shopCode)]),
  users_email_unique: () => validationFailed([alreadyRegistered('email', labels.email)]),
});

/** Creates a shop, pending review, with its allowed IPs and its store account (the initial password). */
export async function createStore(
  db: Database,
  serviceId: number,
  values: ShopFormValues,
  policy: PasswordPolicy,
): Promise<number> {
  const errors = [
    ...(await storeReferenceErrors(db, serviceId, values)),
    ...(await emailErrors(db, values.email, labels.email)),
  ];
  if (errors.length > 0) throw validationFailed(errors);
  const { now } = policy;
  return db
    .transaction(async (tx) => {
      const [shop] = await tx
        .insert(shops)
        .values({
          ...shopColumns(values),
          serviceId,
          status: SHOP_STATUS.UNDER_REVIEW,
          registDate: now,
          updatedAt: now,
        })
        .returning({ id: shops.id });
      if (!shop) throw new Error('shop was not created');
      await saveAllowIps(tx, shop.id, { allowIps: values.allowIps, deletedAllowIps: [] }, now);
      await createAccount(
        tx,
        { ...storeAccountOf(values), serviceId, shopId: shop.id, role: ROLE_STORE },
        policy,
      );
      return shop.id;
    })
    .catch(rethrowAsFieldError);
}

function storeAccountOf(values: ShopFormValues) {
  return { email: values.email, password: values.password, nameSei: values.nameSei, nameMei: values.nameMei };
}

/** The EC password must exist once the shop has an EC shop id. */
async function ecPasswordErrors(db: Database, shopId: number, values: ShopFormValues): Promise<ErrorEntry[]> {
  if (values.ecShopId === '' || values.ecShopPassword !== '') return [];
  const [row] = await db.select({ password: shops.ecShopPassword }).from(shops).where(eq(shops.id, shopId));
  return row?.password
    ? []
    : [{ name: 'ecShopPassword', message: fieldMessage(labels.ecShopPassword, ja.validation.required) }];
}

/**
 * Saves the edit form over the shop read at `updatedAt` (409 when it changed since; null, for
 * a CSV import, overwrites). A typed password resets the store account's password, or opens
 * the account if the shop has none.
 */
export async function updateStore(
  db: Database,
  serviceId: number,
  shopId: number,
  values: ShopFormValues & { updatedAt?: string | null },
  policy: PasswordPolicy,
): Promise<void> {
  // Every read below is of this service's shop: another service's shop is simply not found.
  if (!(await shopExists(db, serviceId, shopId))) throw notFound();
  const accountId = await holderAccountId(db, STORE_ACCOUNTS, shopId);
  const opensAccount = accountId === null && values.password !== '';
  const errors = [
    ...(await storeReferenceErrors(db, serviceId, values, shopId)),
    ...(await ecPasswordErrors(db, shopId, values)),
    ...(opensAccount ? await emailErrors(db, values.email, labels.email) : []),
  ];
  if (errors.length > 0) throw validationFailed(errors);
  const { now } = policy;
  await db
    .transaction(async (tx) => {
      const shop = and(eq(shops.id, shopId), eq(shops.serviceId, serviceId));
      await updateAtVersion(tx, shops, shop, { updatedAt: values.updatedAt, now }, shopColumns(values));
      await saveAllowIps(tx, shopId, values, now);
      if (values.password === '') return;
      if (accountId === null)
        await createAccount(tx, { ...storeAccountOf(values), serviceId, shopId, role: ROLE_STORE }, policy);
      else await setAccountPassword(tx, accountId, values.password, policy);
    })
    .catch(rethrowAsFieldError);
}

export function shopExists(db: Database, serviceId: number, shopId: number): Promise<boolean> {
  return rowExists(db, shops, and(eq(shops.id, shopId), eq(shops.serviceId, serviceId)));
}

/** Deletes a shop with its store accounts (and, by cascade, its allowed IPs and settings). */
export function deleteStore(
  db: Database,
  serviceId: number,
  shopId: number,
  updatedAt: string | undefined,
): Promise<void> {
  return deleteWithAccounts(db, STORE_ACCOUNTS, serviceId, shopId, updatedAt);
}
