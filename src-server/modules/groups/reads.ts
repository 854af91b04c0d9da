import { and, eq, ilike, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Group } from '@shared/api';
import { ROLE_GROUP } from '@shared/constants';
import type { Database } from '../../platform/db/client';
import { groups, shops, users } from '../../platform/db/schema';
import type { PageRequest } from '../../platform/http/pagination';
import { countRows, listRead } from '../../platform/db/list-read';
import { apiTimestamps } from '../../platform/http/time';
import { likePattern } from '../../platform/db/list-helpers';
import type { SortRequest } from '../../platform/db/list-helpers';
import { qualified } from '../../platform/db/qualified';
import { otherThan, rowExists } from '../../platform/db/exists';

export interface GroupFilter extends SortRequest {
  keyword?: string | undefined;
}

const outerGroupId = qualified(groups.id);
const shopCount =
  sql<number>`(select count(*) from ${shops} where ${shops.groupId} = ${outerGroupId})`.mapWith(Number);
/** The login of the group's account (the first, should there be several). */
const accountEmail = sql<
  string | null
>`(select ${users.email} from ${users} where ${users.groupId} = ${outerGroupId} and ${users.role} = ${ROLE_GROUP} order by ${users.id} limit 1)`;

const SORTABLE = {
  registDate: groups.registDate,
  updatedAt: groups.updatedAt,
  id: groups.id,
  name: groups.name,
  shopCount,
};

function whereOf(serviceId: number, { keyword }: GroupFilter): SQL | undefined {
  return and(eq(groups.serviceId, serviceId), keyword ? ilike(groups.name, likePattern(keyword)) : undefined);
}

function groupQuery(db: Database, where: SQL | undefined) {
  return db
    .select({
      id: groups.id,
      name: groups.name,
      email: accountEmail,
      ipAddress: groups.ipAddress,
      shopCount,
      registDate: groups.registDate,
      updatedAt: groups.updatedAt,
    })
    .from(groups)
    .where(where)
    .$dynamic();
}

type GroupRow = Awaited<ReturnType<typeof groupQuery>>[number];

function toGroup(row: GroupRow): Group {
  return { ...row, ...apiTimestamps(row) };
}

const groupList = listRead({
  rows: groupQuery,
  count: countRows(groups),
  sortable: SORTABLE,
  order: [groups.registDate, groups.id],
  item: toGroup,
});

/** A page of the service's groups under the filter, or every one of them (page null). */
export function listGroups(db: Database, serviceId: number, filter: GroupFilter, page: PageRequest | null) {
  return groupList.page(db, whereOf(serviceId, filter), filter, page);
}

/** Whether the group exists and belongs to the service (a lighter findGroup). */
export function isGroupOfService(db: Database, serviceId: number, groupId: number): Promise<boolean> {
  return rowExists(db, groups, and(eq(groups.id, groupId), eq(groups.serviceId, serviceId)));
}

export async function findGroup(db: Database, serviceId: number, groupId: number): Promise<Group | null> {
  const [row] = await groupQuery(db, and(eq(groups.serviceId, serviceId), eq(groups.id, groupId))).limit(1);
  return row ? toGroup(row) : null;
}

/** Another group of the service already has the name. */
export async function isGroupNameTaken(
  db: Database,
  serviceId: number,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  return rowExists(
    db,
    groups,
    and(eq(groups.serviceId, serviceId), eq(groups.name, name), otherThan(groups.id, exceptId)),
  );
}
