import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { ErrorEntry, ServiceSetting } from '@shared/api';
import { SERVICE_FLAGS } from '@shared/constants';
import type { CardTemplate, ServiceFlag } from '@shared/constants';
import { ja } from '@shared/messages';
import { fieldMessage } from '@shared/validation';
import type { ServiceSettingFormValues } from '@shared/validation';
import type { Database } from '../../platform/db/client';
import { withFlags } from '../../platform/db/enums';
import { rethrowUniqueViolations } from '../../platform/db/errors';
import { companies, serviceTags, services } from '../../platform/db/schema';
import { alreadyRegistered, notFound, validationFailed } from '../../platform/errors';
import { nextVersion } from '../../platform/db/versions';
import { otherThan, updateAtVersion } from '../../platform/db/exists';
import { apiTimestamps } from '../../platform/http/time';
import { emptyToNull } from '../../platform/db/list-helpers';

const labels = ja.forms.service;

/** The service setting form, every field; the secrets write-only (absent when none was typed). */
export async function loadServiceSetting(
  db: Database,
  serviceId: number,
  logoUrl: (mediaId: number) => string,
): Promise<ServiceSetting | null> {
  const [row] = await db
    .select({ service: services, company: { id: companies.id, name: companies.name } })
    .from(services)
    .leftJoin(companies, eq(companies.id, services.companyId))
    .where(eq(services.id, serviceId))
    .limit(1);
  if (!row) return null;
  const { service, company } = row;
  const tags = await db
    .select({ id: serviceTags.id, name: serviceTags.name })
    .from(serviceTags)
    .where(eq(serviceTags.serviceId, serviceId))
    .orderBy(asc(serviceTags.sortOrder), asc(serviceTags.id));
  const text = (value: string | null) => value ?? '';
  return {
    ...withFlags(pickFlags(service), SERVICE_FLAGS),
    id: service.id,
    name: service.name,
    subdomain: service.subdomain,
    clientId: service.companyId,
    company,
    logoUrl: service.logoId ? logoUrl(service.logoId) : null,
    googleMapApiKey: text(service.googleMapApiKey),
    privacyPolicyUrl: text(service.privacyPolicyUrl),
    termsOfService: text(service.termsOfService),
    paymentSiteId: text(service.paymentSiteId),
    paymentSitePasswordSet: service.paymentSitePassword !== null,
    paymentShopId: text(service.paymentShopId),
    paymentShopPasswordSet: service.paymentShopPassword !== null,
    serviceTag: tags,
    cardTemplate: service.cardTemplate as CardTemplate | null,
    serviceCode: text(service.serviceCode),
    kameiNo: text(service.kameiNo),
    inspectionUrl: text(service.inspectionUrl),
    ...apiTimestamps(service),
  };
}

function pickFlags(service: typeof services.$inferSelect) {
  return Object.fromEntries(SERVICE_FLAGS.map((flag) => [flag, service[flag]])) as Record<
    ServiceFlag,
    number
  >;
}

/** The service columns of the form; a payment password only when one was typed. */
function serviceColumns(values: ServiceSettingFormValues) {
  return {
    name: values.name,
    companyId: values.clientId,
    subdomain: values.subdomain,
    googleMapApiKey: emptyToNull(values.googleMapApiKey),
    privacyPolicyUrl: emptyToNull(values.privacyPolicyUrl),
    termsOfService: emptyToNull(values.termsOfService),
    paymentSiteId: emptyToNull(values.paymentSiteId),
    paymentShopId: emptyToNull(values.paymentShopId),
    ...(values.paymentSitePassword === '' ? {} : { paymentSitePassword: values.paymentSitePassword }),
    ...(values.paymentShopPassword === '' ? {} : { paymentShopPassword: values.paymentShopPassword }),
    cardTemplate: values.cardTemplate,
    serviceCode: emptyToNull(values.serviceCode),
    kameiNo: emptyToNull(values.kameiNo),
    inspectionUrl: emptyToNull(values.inspectionUrl),
    ...Object.fromEntries(SERVICE_FLAGS.map((flag) => [flag, values[flag]])),
  };
}

const rethrowAsFieldError = rethrowUniqueViolations({
  services_subdomain_unique: () => validationFailed([alreadyRegistered('subdomain', labels.subdomain)]),
});

/** The client company exists and no other service has the subdomain. */
async function referenceErrors(
  db: Database,
  values: ServiceSettingFormValues,
  serviceId?: number,
): Promise<ErrorEntry[]> {
  const [[company], [taken]] = await Promise.all([
    values.clientId === null
      ? Promise.resolve([{ id: 0 }])
      : db.select({ id: companies.id }).from(companies).where(eq(companies.id, values.clientId)),
    db
      .select({ id: services.id })
      .from(services)
      .where(and(eq(services.subdomain, values.subdomain), otherThan(services.id, serviceId))),
  ]);
  return [
    ...(company
      ? []
      : [{ name: 'clientId', message: fieldMessage(labels.clientId, ja.validation.unknownChoice) }]),
    ...(taken ? [alreadyRegistered('subdomain', labels.subdomain)] : []),
  ];
}

/** Makes the service's tags the given names, in order: kept names keep their ids (and their shops). */
async function syncTags(db: Database, serviceId: number, names: string[], now: Date): Promise<void> {
  const ofService = eq(serviceTags.serviceId, serviceId);
  await db
    .delete(serviceTags)
    .where(names.length > 0 ? and(ofService, notInArray(serviceTags.name, names)) : ofService);
  if (names.length === 0) return;
  const kept = await db
    .select({ name: serviceTags.name })
    .from(serviceTags)
    .where(and(ofService, inArray(serviceTags.name, names)));
  const added = names.filter((name) => !kept.some((tag) => tag.name === name));
  if (added.length > 0)
    await db
      .insert(serviceTags)
      .values(added.map((name) => ({ serviceId, name, registDate: now, updatedAt: now })));
  for (const [index, name] of names.entries())
    await db
      .update(serviceTags)
      .set({ sortOrder: index + 1 })
      .where(and(ofService, eq(serviceTags.name, name)));
}

export async function createService(
  db: Database,
  values: ServiceSettingFormValues,
  now: Date,
): Promise<number> {
  const errors = await referenceErrors(db, values);
  if (errors.length > 0) throw validationFailed(errors);
  return db
    .transaction(async (tx) => {
      const [service] = await tx
        .insert(services)
        .values({ ...serviceColumns(values), registDate: now, updatedAt: now })
        .returning({ id: services.id });
      if (!service) throw new Error('service was not created');
      await syncTags(tx, service.id, values.serviceTag, now);
      return service.id;
    })
    .catch(rethrowAsFieldError);
}

export async function updateService(
  db: Database,
  serviceId: number,
  values: ServiceSettingFormValues & { updatedAt?: string },
  now: Date,
): Promise<void> {
  const errors = await referenceErrors(db, values, serviceId);
  if (errors.length > 0) throw validationFailed(errors);
  await db
    .transaction(async (tx) => {
      const version = { updatedAt: values.updatedAt, now };
      await updateAtVersion(tx, services, eq(services.id, serviceId), version, serviceColumns(values));
      await syncTags(tx, serviceId, values.serviceTag, now);
    })
    .catch(rethrowAsFieldError);
}

/** Sets the logo (a stored image); the service's version moves on. */
export async function setServiceLogo(
  db: Database,
  serviceId: number,
  mediaId: number,
  now: Date,
): Promise<Date> {
  const [row] = await db
    .update(services)
    .set({ logoId: mediaId, updatedAt: nextVersion(services.updatedAt, now) })
    .where(eq(services.id, serviceId))
    .returning({ updatedAt: services.updatedAt });
  if (!row) throw notFound();
  return row.updatedAt;
}

/** The company a service belongs to (null when none is set). */
export async function companyIdOfService(db: Database, serviceId: number): Promise<number | null> {
  const [row] = await db
    .select({ companyId: services.companyId })
    .from(services)
    .where(eq(services.id, serviceId));
  return row?.companyId ?? null;
}
