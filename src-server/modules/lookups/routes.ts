import type { FastifyInstance } from 'fastify';
import { lookupListQuerySchema } from '@shared/api';
import type { Bank, CompanyLookup, Genre, Paginated, ServiceTag } from '@shared/api';
import { ja } from '@shared/messages';
import { guard, guardTenant } from '../../platform/auth/guard';
import { serviceScopeOf } from '../../platform/auth/policy';
import { findBank, findBranch } from '../../platform/banks/zengin';
import type { AppContext } from '../../platform/context';
import { NotFound } from '../../platform/errors';
import { endpointUrl, paginated } from '../../platform/http/pagination';
import { parseInput } from '../../platform/http/validation';
import {
  listCompanies,
  listCompaniesPage,
  listGenres,
  listServiceTags,
  listServiceTagsPage,
} from './reads';

const BANK_CODE = /^\d{4}$/;
const BRANCH_CODE = /^\d{3}$/;

/**
 * Lookups for selects and filters (spec section 7, "Lookups"); the users lookup is GET /users
 * (./users). Each answers with the access of the screen that uses it.
 */
export function registerLookupRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/genres', async (request): Promise<{ data: Genre[] }> => {
    await guard(ctx, request, 'storeList');
    return { data: await listGenres(ctx.db) };
  });

  app.get<{ Params: { idOrSubdomain: string } }>(
    '/services/:idOrSubdomain/tags',
    async (request): Promise<Paginated<ServiceTag> | { data: ServiceTag[] }> => {
      const { tenant } = await guardTenant(ctx, request, 'storeList', request.params.idOrSubdomain);
      const query = parseInput(lookupListQuerySchema, request.query);
      if (query.noPaginate) return { data: await listServiceTags(ctx.db, tenant.id, query.keyword) };
      const { items, total } = await listServiceTagsPage(ctx.db, tenant.id, query.keyword, query);
      return paginated(items, total, query, endpointUrl(request));
    },
  );

  app.get('/companies', async (request): Promise<Paginated<CompanyLookup> | { data: CompanyLookup[] }> => {
    const caller = await guard(ctx, request, 'serviceSettingEdit');
    const query = parseInput(lookupListQuerySchema, request.query);
    const scope = serviceScopeOf(caller);
    if (query.noPaginate) return { data: await listCompanies(ctx.db, scope, query.keyword) };
    const { items, total } = await listCompaniesPage(ctx.db, scope, query.keyword, query);
    return paginated(items, total, query, endpointUrl(request));
  });

  app.get<{ Params: { code: string } }>('/banks/:code', async (request): Promise<{ data: Bank }> => {
    await guard(ctx, request, 'accountCompany');
    const bank = BANK_CODE.test(request.params.code) ? await findBank(request.params.code) : null;
    if (!bank) throw new NotFound(ja.errors.noMatchingBank);
    return { data: bank };
  });

  app.get<{ Params: { code: string; branchCode: string } }>(
    '/banks/:code/branches/:branchCode',
    async (request): Promise<{ data: Bank }> => {
      await guard(ctx, request, 'accountCompany');
      const { code, branchCode } = request.params;
      const branch =
        BANK_CODE.test(code) && BRANCH_CODE.test(branchCode) ? await findBranch(code, branchCode) : null;
      if (!branch) throw new NotFound(ja.errors.noMatchingBranch);
      return { data: branch };
    },
  );
}
