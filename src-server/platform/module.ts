import type { FastifyInstance } from 'fastify';
import type { Guards } from './auth/guard';
import type { Duty } from './background/duties';
import type { AppContext } from './context';
import type { Endpoints } from './http/endpoints';
import type { JobKinds } from './jobs/kinds';

/**
 * What a module registers its endpoints with: the endpoints on the API base path (see
 * platform/http/endpoints) and the guards of the app's context (see platform/auth/guard).
 */
export interface ModuleHttp {
  route: Endpoints;
  guards: Guards;
}

/**
 * One area of the API (stores, coupons, payments, ...) as app.ts sees it: its endpoints, the
 * work it runs beside them, and the CSV export kinds and import targets it brings to the job
 * engine. Each module's index.ts exports one; src-server/modules/index.ts lists them.
 */
export interface ServerModule {
  name: string;
  /**
   * Hooks the module hangs on every route (the audit trail wraps each write), in every process
   * that serves the API: called before any route is registered.
   */
  hooks?(app: FastifyInstance, ctx: AppContext): void;
  /**
   * Work the module runs beside its endpoints (a background worker); called before any route is
   * registered, in a process whose role runs workers only (not in one of role api).
   */
  install?(app: FastifyInstance, ctx: AppContext): void;
  /** Registers the module's endpoints. */
  routes(http: ModuleHttp, ctx: AppContext): void;
  jobs?: Partial<JobKinds>;
  /**
   * Background work that must run once per database, however many processes share it (a
   * retention purge): run by the duty runner of the processes that run workers, one run at a
   * time across them all (platform/background/duties.ts).
   */
  duties?(ctx: AppContext): readonly Duty[];
}
