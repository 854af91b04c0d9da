import { and, eq, inArray } from 'drizzle-orm';
import type { ErrorEntry } from '@shared/api';
import { ja } from '@shared/messages';
import { fieldMessage } from '@shared/validation';
import type { ShopFormValues } from '@shared/validation';
import { municipalityErrors } from '../../platform/address/validation';
import { alreadyRegistered } from '../../platform/errors';
import type { Database } from '../../platform/db/client';
import { otherThan, rowExists } from '../../platform/db/exists';
import { genres, serviceTags, shops } from '../../platform/db/schema';
import { isGroupOfService } from '../groups';

const labels = ja.forms.shop;

const unknownChoice = (name: keyof typeof labels): ErrorEntry => ({
  name,
  message: fieldMessage(labels[name], ja.validation.unknownChoice),
});

/**
 * What only the database and the postal data can tell about a shop form: the group and the
 * tag belong to this service, the genre exists, the municipality is of the prefecture, and
 * no other shop of the service has the shop code. `shopId` is the shop being edited.
 */
export async function storeReferenceErrors(
  db: Database,
  serviceId: number,
  values: ShopFormValues,
  shopId?: number,
): Promise<ErrorEntry[]> {
  const { groupId, genreId, serviceTagId, shopCode } = values;
  const [groupOk, genreOk, tagOk, codeTaken] = await Promise.all([
    groupId === null || isGroupOfService(db, serviceId, groupId),
    genreId === null || rowExists(db, genres, eq(genres.id, genreId)),
    serviceTagId === null ||
      rowExists(db, serviceTags, and(eq(serviceTags.id, serviceTagId), eq(serviceTags.serviceId, serviceId))),
    rowExists(
      db,
      shops,
      and(eq(shops.serviceId, serviceId), eq(shops.shopCode, shopCode), otherThan(shops.id, shopId)),
    ),
  ]);
  return [
    ...(groupOk ? [] : [unknownChoice('groupId')]),
    ...municipalityErrors(values.prefectureId, values.municipalityId, labels.municipalityId),
    ...(genreOk ? [] : [unknownChoice('genreId')]),
    ...(tagOk ? [] : [unknownChoice('serviceTagId')]),
    ...(codeTaken ? [alreadyRegistered('shopCode', labels.shopCode)] : []),
  ];
}

/** The ids of the service's shops of these shop codes, by code (a code of no shop is not in it). */
export async function shopIdsByCode(
  db: Database,
  serviceId: number,
  codes: readonly string[],
): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ id: shops.id, shopCode: shops.shopCode })
    .from(shops)
    .where(and(eq(shops.serviceId, serviceId), inArray(shops.shopCode, [...new Set(codes)])));
  return new Map(rows.map((row) => [row.shopCode ?? '', row.id]));
}
