import type { Role } from '@shared/constants';
import { ROUTES, isRoleAllowed } from '@shared/routes';

/**
 * The role may open a list with a CSV export, so it has saved (or may save) export files.
 * Read from the route table's roles only, so the header does not change from page to page.
 */
export function canExportCsv(role: Role): boolean {
  return ROUTES.some((route) => 'csvExport' in route && isRoleAllowed(route, role));
}
