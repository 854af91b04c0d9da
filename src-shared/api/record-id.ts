import { MAX_INTEGER } from '../constants/limits';

/** A positive whole number as the console's routes and requests carry record ids. */
const RECORD_ID_TEXT = /^[1-9]\d{0,9}$/;

/**
 * A record id as a route segment (`/store/edit/{id}`) or a request carries it: a positive whole
 * number a database integer column holds. Anything else (`abc`, `0`, `1e3`) is no record.
 */
export function parseRecordId(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const text = String(value);
  if (!RECORD_ID_TEXT.test(text)) return null;
  const id = Number(text);
  return id <= MAX_INTEGER ? id : null;
}
