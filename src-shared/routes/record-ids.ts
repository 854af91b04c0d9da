import { parseRecordId } from '../api/record-id';
import type { RouteDefinition } from './table';

/** The route parameters that name a record (spec section 2: `{id}` and `{shopId}`). */
export const RECORD_ID_PARAMS = ['id', 'shopId'] as const;
export type RecordIdParam = (typeof RECORD_ID_PARAMS)[number];

function recordIdParamsOf(route: RouteDefinition): RecordIdParam[] {
  return RECORD_ID_PARAMS.filter((name) => route.path.includes(`:${name}`));
}

/**
 * Whether every record id of a route's path is one (a positive whole number): `store/edit/abc`
 * or `customer/edit/0` name no record, and go to 404 before any screen asks for them.
 */
export function hasValidRecordIds(
  route: RouteDefinition,
  params: Readonly<Record<string, string | undefined>>,
): boolean {
  return recordIdParamsOf(route).every((name) => parseRecordId(params[name]) !== null);
}
