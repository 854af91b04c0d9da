import { and, asc, count, eq, ilike, inArray } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { CompanyLookup, Genre, ServiceTag } from '@shared/api';
import type { ServiceScope } from '../../platform/auth/policy';
import type { Database } from '../../platform/db/client';
import { companies, genres, serviceTags, services } from '../../platform/db/schema';
import type { PageRequest } from '../../platform/http/pagination';
import { pageOffset } from '../../platform/http/pagination';
import { likePattern } from '../../platform/db/list-helpers';

export async function listGenres(db: Database): Promise<Genre[]> {
  return db
    .select({ id: genres.id, name: genres.name })
    .from(genres)
    .orderBy(asc(genres.sortOrder), asc(genres.id));
}

function tagsWhere(serviceId: number, keyword: string | undefined): SQL | undefined {
  return and(
    eq(serviceTags.serviceId, serviceId),
    keyword ? ilike(serviceTags.name, likePattern(keyword)) : undefined,
  );
}

const tagOrder = [asc(serviceTags.sortOrder), asc(serviceTags.id)];

export async function listServiceTags(
  db: Database,
  serviceId: number,
  keyword?: string,
): Promise<ServiceTag[]> {
  return db
    .select({ id: serviceTags.id, name: serviceTags.name })
    .from(serviceTags)
    .where(tagsWhere(serviceId, keyword))
    .orderBy(...tagOrder);
}

export async function listServiceTagsPage(
  db: Database,
  serviceId: number,
  keyword: string | undefined,
  page: PageRequest,
): Promise<{ items: ServiceTag[]; total: number }> {
  const where = tagsWhere(serviceId, keyword);
  const [items, [counted]] = await Promise.all([
    db
      .select({ id: serviceTags.id, name: serviceTags.name })
      .from(serviceTags)
      .where(where)
      .orderBy(...tagOrder)
      .limit(page.limit)
      .offset(pageOffset(page)),
    db.select({ total: count() }).from(serviceTags).where(where),
  ]);
  return { items, total: counted?.total ?? 0 };
}

/** Master chooses among every company; a client only sees its own service's company. */
function companiesWhere(db: Database, scope: ServiceScope, keyword: string | undefined): SQL | undefined {
  const ownCompany =
    scope.kind === 'one'
      ? inArray(
          companies.id,
          db.select({ id: services.companyId }).from(services).where(eq(services.id, scope.serviceId)),
        )
      : undefined;
  return and(ownCompany, keyword ? ilike(companies.name, likePattern(keyword)) : undefined);
}

export async function listCompanies(
  db: Database,
  scope: ServiceScope,
  keyword: string | undefined,
): Promise<CompanyLookup[]> {
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(companiesWhere(db, scope, keyword))
    .orderBy(asc(companies.id));
}

export async function listCompaniesPage(
  db: Database,
  scope: ServiceScope,
  keyword: string | undefined,
  page: PageRequest,
): Promise<{ items: CompanyLookup[]; total: number }> {
  const where = companiesWhere(db, scope, keyword);
  const [items, [counted]] = await Promise.all([
    db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(where)
      .orderBy(asc(companies.id))
      .limit(page.limit)
      .offset(pageOffset(page)),
    db.select({ total: count() }).from(companies).where(where),
  ]);
  return { items, total: counted?.total ?? 0 };
}
