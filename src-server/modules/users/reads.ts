import { and, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { User } from '@shared/api';
import type { ClientPolicy } from '@shared/routes';
import type { AccountStatus, Role } from '@shared/constants';
import { inServiceScope } from '../../platform/auth/policy';
import type { ServiceScope } from '../../platform/auth/policy';
import type { Database } from '../../platform/db/client';
import { groups, services, shops, users } from '../../platform/db/schema';
import type { PageRequest } from '../../platform/http/pagination';
import { apiTimestamps } from '../../platform/http/time';
import { countRows, listRead } from '../../platform/db/list-read';
import { eqWhenGiven, likePattern } from '../../platform/db/list-helpers';
import type { SortRequest } from '../../platform/db/list-helpers';

export interface UserFilter extends SortRequest {
  role?: Role | undefined;
  name?: string | undefined;
  noService?: boolean | undefined;
}

const SORTABLE = {
  registDate: users.registDate,
  updatedAt: users.updatedAt,
  id: users.id,
  email: users.email,
  role: users.role,
  status: users.status,
  nameSei: users.nameSei,
};

function nameCondition(name: string | undefined): SQL | undefined {
  if (!name) return undefined;
  const pattern = likePattern(name.replace(/\s+/gu, ''));
  return or(ilike(sql`${users.nameSei} || ${users.nameMei}`, pattern), ilike(users.email, pattern));
}

function whereOf(scope: ServiceScope, filter: UserFilter): SQL | undefined {
  return and(
    inServiceScope(scope, users.serviceId),
    eqWhenGiven(users.role, filter.role),
    nameCondition(filter.name),
    filter.noService ? isNull(users.serviceId) : undefined,
  );
}

function userQuery(db: Database, where: SQL | undefined) {
  return db
    .select({
      id: users.id,
      email: users.email,
      nameSei: users.nameSei,
      nameMei: users.nameMei,
      role: users.role,
      status: users.status,
      service: { id: services.id, name: services.name, subdomain: services.subdomain },
      shop: { id: shops.id, name: shops.name },
      group: { id: groups.id, name: groups.name },
      summaryManagement: users.policySummaryManagement,
      paymentHistory: users.policyPaymentHistory,
      registDate: users.registDate,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .leftJoin(services, eq(services.id, users.serviceId))
    .leftJoin(shops, eq(shops.id, users.shopId))
    .leftJoin(groups, eq(groups.id, users.groupId))
    .where(where)
    .$dynamic();
}

type UserRow = Awaited<ReturnType<typeof userQuery>>[number];

function toUser({ summaryManagement, paymentHistory, ...row }: UserRow): User {
  return {
    ...row,
    role: row.role as Role,
    status: row.status as AccountStatus,
    policies: { summaryManagement, paymentHistory },
    ...apiTimestamps(row),
  };
}

const userList = listRead({
  rows: userQuery,
  count: countRows(users),
  sortable: SORTABLE,
  order: [users.registDate, users.id],
  item: toUser,
});

/** A page of the users under the filter, or every one of them (page null). */
export function listUsers(db: Database, scope: ServiceScope, filter: UserFilter, page: PageRequest | null) {
  return userList.page(db, whereOf(scope, filter), filter, page);
}

/** A user by id, only within `scope` (the caller's services) when one is given. */
export async function findUser(db: Database, userId: number, scope?: ServiceScope): Promise<User | null> {
  const where = and(eq(users.id, userId), scope ? inServiceScope(scope, users.serviceId) : undefined);
  const [row] = await userQuery(db, where).limit(1);
  return row ? toUser(row) : null;
}

/** A user's client policies (all false for a user who has none, such as a master user). */
export async function findPolicies(db: Database, userId: number): Promise<Record<ClientPolicy, boolean>> {
  const [row] = await db
    .select({ summaryManagement: users.policySummaryManagement, paymentHistory: users.policyPaymentHistory })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? { summaryManagement: false, paymentHistory: false };
}
