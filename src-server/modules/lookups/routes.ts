import { API_PATHS, lookupListQuerySchema } from '@shared/api';
import type { Bank, CompanyLookup, Genre, Paginated, ServiceTag } from '@shared/api';
import { ja } from '@shared/messages';
import { serviceScopeOf } from '../../platform/auth/policy';
import { findBank, findBranch } from '../../platform/banks/zengin';
import type { AppContext } from '../../platform/context';
import { NotFound } from '../../platform/errors';
import { pageAnswer } from '../../platform/http/answers';
import { listCompanies, listCompaniesPage, listGenres, listServiceTags, listServiceTagsPage } from './reads';
import type { ModuleHttp } from '../../platform/module';

const BANK_CODE = /^\d{4}$/;
const BRANCH_CODE = /^\d{3}$/;

/**
 * Lookups for selects and filters (spec section 7, "Lookups"); the users lookup is GET /users
 * (./users). Each answers with the access of the screen that uses it.
 */
export function registerLookupRoutes({ route, guards }: ModuleHttp, ctx: AppContext): void {
  route.get(API_PATHS.lookups.genres, {
    access: guards.caller('storeList'),
    async handler(): Promise<{ data: Genre[] }> {
      return { data: await listGenres(ctx.db) };
    },
  });

  route.get(API_PATHS.services.tags, {
    access: guards.tenant('storeList'),
    query: lookupListQuerySchema,
    async handler({
      request,
      access: { tenant },
      query,
    }): Promise<Paginated<ServiceTag> | { data: ServiceTag[] }> {
      if (query.noPaginate) return { data: await listServiceTags(ctx.db, tenant.id, query.keyword) };
      return pageAnswer(request, await listServiceTagsPage(ctx.db, tenant.id, query.keyword, query), query);
    },
  });

  route.get(API_PATHS.lookups.companies, {
    access: guards.caller('serviceSettingEdit'),
    query: lookupListQuerySchema,
    async handler({
      request,
      access: { caller },
      query,
    }): Promise<Paginated<CompanyLookup> | { data: CompanyLookup[] }> {
      const scope = serviceScopeOf(caller);
      if (query.noPaginate) return { data: await listCompanies(ctx.db, scope, query.keyword) };
      return pageAnswer(request, await listCompaniesPage(ctx.db, scope, query.keyword, query), query);
    },
  });

  route.get(API_PATHS.lookups.bank, {
    access: guards.caller('accountCompany'),
    async handler({ params: { code } }): Promise<{ data: Bank }> {
      const bank = BANK_CODE.test(code) ? await findBank(code) : null;
      if (!bank) throw new NotFound(ja.errors.noMatchingBank);
      return { data: bank };
    },
  });

  route.get(API_PATHS.lookups.branch, {
    access: guards.caller('accountCompany'),
    async handler({ params: { code, branchCode } }): Promise<{ data: Bank }> {
      const branch =
        BANK_CODE.test(code) && BRANCH_CODE.test(branchCode) ? await findBranch(code, branchCode) : null;
      if (!branch) throw new NotFound(ja.errors.noMatchingBranch);
      return { data: branch };
    },
  });
}
