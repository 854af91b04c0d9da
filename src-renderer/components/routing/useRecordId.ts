import { useParams } from 'react-router';
import { parseRecordId } from '@shared/api';
import type { RecordIdParam } from '@shared/routes';

/**
 * The record id of the route (`:id`, or `:shopId`) as a number. The route guard lets no screen
 * open with a malformed one (it shows 404), so a screen reads it without checks of its own.
 */
export function useRecordId(name: RecordIdParam = 'id'): number {
  const value = useParams()[name];
  const id = parseRecordId(value);
  if (id === null)
    throw new Error(`route parameter ${name} is not a record id: the route guard lets none through`);
  return id;
}
