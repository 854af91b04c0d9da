import { mergeJobKinds } from '../platform/jobs/kinds';
import type { JobKinds } from '../platform/jobs/kinds';
import type { ServerModule } from '../platform/module';
import { accountModule } from './account';
import { auditModule } from './audit';
import { accountingModule } from './accounting';
import { authModule } from './auth';
import { contractsModule } from './contracts';
import { couponsModule } from './coupons';
import { customersModule } from './customers';
import type { PushOptions } from './customers';
import { groupsModule } from './groups';
import { lookupsModule } from './lookups';
import { newsModule } from './news';
import { notificationsModule } from './notifications';
import { paymentsModule } from './payments';
import { salesModule } from './sales';
import { serviceSettingsModule } from './service-settings';
import { servicesModule } from './services';
import { shopContentModule } from './shop-content';
import { storeSettingsModule } from './store-settings';
import { storesModule } from './stores';
import { usersModule } from './users';

export interface ModuleOptions {
  /** The push worker and its sender (customers module). */
  pushes?: PushOptions;
  /**
   * false serves the same API without its audit lines: only to measure what the trail costs
   * (bench/audit.ts). The server's command line has no way to set it.
   */
  auditTrail?: boolean;
}

/** Every area of the API, in the order their endpoints are registered. */
export function serverModules(options: ModuleOptions = {}): ServerModule[] {
  return [
    // First: its hooks hang the audit trail on every route registered after it.
    options.auditTrail === false ? { ...auditModule, hooks: undefined } : auditModule,
    authModule,
    accountModule,
    servicesModule,
    serviceSettingsModule,
    storesModule,
    storeSettingsModule,
    groupsModule,
    lookupsModule,
    usersModule,
    couponsModule,
    contractsModule,
    shopContentModule,
    newsModule,
    paymentsModule,
    salesModule,
    accountingModule,
    notificationsModule,
    customersModule(options.pushes),
  ];
}

/** The export kinds and import targets the modules bring, as the job engine serves them. */
export function jobKindsOf(modules: readonly ServerModule[] = serverModules()): JobKinds {
  return mergeJobKinds(modules.map((module) => module.jobs ?? {}));
}
