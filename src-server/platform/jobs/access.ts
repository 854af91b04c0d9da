import type { ImportTarget } from '@shared/constants';
import { ROUTES, routeByName, routeExportKinds } from '@shared/routes';
import type { RouteDefinition, RouteName } from '@shared/routes';

/** The screens with the CSV export button of a kind (the route table's csvExport). */
export function screensExporting(kind: string): RouteDefinition[] {
  return ROUTES.filter((route: RouteDefinition) =>
    routeExportKinds(route).some((offered) => offered === kind),
  );
}

/** The screen each import is started from; its roles and switches decide who may import. */
const IMPORT_SCREENS: Record<ImportTarget, RouteName> = {
  stores: 'storeCreate',
  storesAllowIp: 'storeEdit',
  contracts: 'contractCreate',
  contractInterest: 'contractCreate',
  estimateProducts: 'estimateProductCreate',
  estimateImages: 'estimateProductCreate',
};

export function screensImporting(target: ImportTarget): RouteDefinition[] {
  return [routeByName(IMPORT_SCREENS[target])];
}
